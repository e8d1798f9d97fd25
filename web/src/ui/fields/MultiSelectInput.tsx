import { Button, DropdownMenu, Text } from '@radix-ui/themes';
import { ChevronDownIcon } from '@radix-ui/react-icons';
import { Field, type FieldChromeProps } from './Field';
import type { Option } from './SelectInput';

/** Multi-select on Radix DropdownMenu checkbox items; the menu stays open while picking. */
export function MultiSelectInput({
  label,
  error,
  hint,
  required,
  value,
  onChange,
  options,
  placeholder = 'None',
  disabled,
}: FieldChromeProps & {
  value: readonly string[];
  onChange: (value: string[]) => void;
  options: readonly Option[];
  placeholder?: string;
  disabled?: boolean;
}) {
  const chosen = options.filter((o) => value.includes(o.value));
  const summary = chosen.length === 0 ? placeholder : chosen.map((o) => o.label).join(', ');
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy }) => (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger disabled={disabled}>
            <Button id={id} type="button" variant="surface" color="gray" aria-labelledby={`${id}-label ${id}`} aria-describedby={describedBy} style={{ justifyContent: 'space-between' }}>
              <Text truncate style={{ maxWidth: '100%' }} color={chosen.length ? undefined : 'gray'}>
                {summary}
              </Text>
              <ChevronDownIcon />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content aria-label={label}>
            {options.length === 0 ? <DropdownMenu.Label>No options</DropdownMenu.Label> : null}
            {options.map((o) => (
              <DropdownMenu.CheckboxItem
                key={o.value}
                checked={value.includes(o.value)}
                onSelect={(e) => e.preventDefault()}
                onCheckedChange={(checked) => onChange(checked ? [...value, o.value] : value.filter((v) => v !== o.value))}
              >
                {o.label}
              </DropdownMenu.CheckboxItem>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      )}
    </Field>
  );
}

