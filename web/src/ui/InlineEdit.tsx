import { useState, type ReactNode } from 'react';
import { Button, Callout, Flex, Popover } from '@radix-ui/themes';
import { userMessage } from '../app/relay/errors';

/**
 * An inline-edit popup (spec 1 §2.5): the cell shows `display`; clicking opens an editor.
 * spec 1 §5: saving an empty value does nothing. A failed save keeps what was typed.
 */
export function InlineEdit<T>({
  label,
  display,
  initial,
  editor,
  onSave,
  isEmpty = (v: T) => v === null || v === undefined || (v as unknown) === '',
}: {
  label: string;
  display: ReactNode;
  initial: T;
  editor: (value: T, setValue: (v: T) => void) => ReactNode;
  onSave: (value: T) => Promise<unknown> | void;
  isEmpty?: (value: T) => boolean;
}) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<T>(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) {
          setValue(initial);
          setError(null);
        }
      }}
    >
      <Popover.Trigger>
        <Button variant="ghost" size="1" aria-label={`Edit ${label}`}>
          {display}
        </Button>
      </Popover.Trigger>
      <Popover.Content aria-label={`Edit ${label}`} style={{ minWidth: 260 }}>
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            if (isEmpty(value)) return;
            setBusy(true);
            try {
              await onSave(value);
              setOpen(false);
            } catch (err) {
              setError(userMessage(err));
            } finally {
              setBusy(false);
            }
          }}
        >
          <Flex direction="column" gap="2">
            {editor(value, setValue)}
            {error ? (
              <Callout.Root color="red" role="alert" size="1">
                <Callout.Text>{error}</Callout.Text>
              </Callout.Root>
            ) : null}
            <Flex gap="2" justify="end">
              <Popover.Close>
                <Button type="button" variant="soft" color="gray" size="1">
                  Cancel
                </Button>
              </Popover.Close>
              <Button type="submit" size="1" loading={busy} disabled={isEmpty(value)}>
                Save
              </Button>
            </Flex>
          </Flex>
        </form>
      </Popover.Content>
    </Popover.Root>
  );
}
