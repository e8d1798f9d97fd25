import { Checkbox, Flex, Text } from '@radix-ui/themes';

export function CheckboxInput({ label, checked, onChange, disabled }: { label: string; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="center">
        <Checkbox checked={checked} onCheckedChange={(c) => onChange(c === true)} disabled={disabled} />
        {label}
      </Flex>
    </Text>
  );
}
