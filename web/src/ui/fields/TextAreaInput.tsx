import { TextArea } from '@radix-ui/themes';
import { Field, type FieldChromeProps } from './Field';

export function TextAreaInput({
  label,
  error,
  hint,
  required,
  value,
  onChange,
  rows = 3,
  placeholder,
  disabled,
  onSubmitShortcut,
}: FieldChromeProps & {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  placeholder?: string;
  disabled?: boolean;
  /** Ctrl/Cmd+Enter submits (a note panel's Save). */
  onSubmitShortcut?: () => void;
}) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <TextArea
          id={id}
          value={value}
          rows={rows}
          placeholder={placeholder}
          disabled={disabled}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          color={invalid ? 'red' : undefined}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (onSubmitShortcut && e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              onSubmitShortcut();
            }
          }}
        />
      )}
    </Field>
  );
}
