import { useId, type ReactNode } from 'react';
import { Flex, Text } from '@radix-ui/themes';

export interface FieldChromeProps {
  label: string;
  /** Shown under the control and announced; the server's BAD_USER_INPUT message lands here. */
  error?: string | null;
  hint?: string;
  required?: boolean;
}

/** Label, control and error message, wired by ids so controls are found by their label. */
export function Field({ label, error, hint, required, children }: FieldChromeProps & { children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Flex direction="column" gap="1" className="field">
      <Text as="label" htmlFor={id} size="2" weight="medium" id={`${id}-label`}>
        {label}
        {required ? <span aria-hidden> *</span> : null}
      </Text>
      {children({ id, describedBy, invalid: !!error })}
      {hint && !error ? (
        <Text size="1" color="gray" id={hintId}>
          {hint}
        </Text>
      ) : null}
      {error ? (
        <Text size="1" color="red" id={errorId} role="alert">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}
