import { useId } from 'react';
import { Flex, Switch, Text } from '@radix-ui/themes';

/** A labelled on/off switch (toggles such as Show All, Active). */
export function SwitchInput({ label, checked, onChange, disabled }: { label: string; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <Text as="label" size="2" htmlFor={id}>
      <Flex gap="2" align="center">
        <Switch id={id} checked={checked} onCheckedChange={onChange} disabled={disabled} />
        {label}
      </Flex>
    </Text>
  );
}
