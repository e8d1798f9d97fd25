import { Select } from '@radix-ui/themes';
import { Field, type FieldChromeProps } from './Field';

export interface Option {
  value: string;
  label: string;
}

// Radix Select reserves the empty string; a blank choice travels under this sentinel.
const BLANK = '__blank__';

export function SelectInput({
  label,
  error,
  hint,
  required,
  value,
  onChange,
  options,
  placeholder = 'Choose…',
  disabled,
  allowBlank,
}: FieldChromeProps & {
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  placeholder?: string;
  disabled?: boolean;
  /** Offers a blank option (spec 1 §9 Yes/No and sign-up options start blank). */
  allowBlank?: boolean;
}) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <Select.Root value={value === '' ? (allowBlank ? BLANK : '') : value} onValueChange={(v) => onChange(v === BLANK ? '' : v)} disabled={disabled}>
          <Select.Trigger id={id} aria-labelledby={`${id}-label`} aria-describedby={describedBy} aria-invalid={invalid || undefined} placeholder={placeholder} />
          <Select.Content position="popper">
            {allowBlank ? <Select.Item value={BLANK}>&nbsp;</Select.Item> : null}
            {options.map((o) => (
              <Select.Item key={o.value} value={o.value}>
                {o.label}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      )}
    </Field>
  );
}
