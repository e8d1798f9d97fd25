import { TextField } from '@radix-ui/themes';
import { Field, type FieldChromeProps } from './Field';

/** A number field; the value is a string while typed so a half-typed number is not lost. */
export function NumberInput({
  label,
  error,
  hint,
  required,
  value,
  onChange,
  min,
  max,
  step,
  disabled,
  onEnter,
}: FieldChromeProps & {
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  onEnter?: () => void;
}) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <TextField.Root
          id={id}
          type="number"
          inputMode="numeric"
          value={value}
          min={min}
          max={max}
          step={step}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && onEnter) {
              e.preventDefault();
              onEnter();
            }
          }}
        />
      )}
    </Field>
  );
}

/** Converts typed text to an integer, or null when blank or not a number (spec 3 §5). */
export function toInteger(value: string): number | null {
  if (value.trim() === '') return null;
  const n = Number.parseInt(value, 10);
  return Number.isNaN(n) ? null : n;
}
