import { TextField } from '@radix-ui/themes';
import { Field, type FieldChromeProps } from './Field';

export interface TextInputProps extends FieldChromeProps {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'time';
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  onBlur?: () => void;
  /** Reformats what was typed (phone and SSN masks). */
  mask?: (value: string) => string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
}

export function TextInput({ label, error, hint, required, value, onChange, type = 'text', mask, ...rest }: TextInputProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <TextField.Root
          id={id}
          type={type}
          value={value}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          color={invalid ? 'red' : undefined}
          onChange={(e) => onChange(mask ? mask(e.target.value) : e.target.value)}
          {...rest}
        />
      )}
    </Field>
  );
}
