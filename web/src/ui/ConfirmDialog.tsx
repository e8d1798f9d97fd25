import { useState } from 'react';
import { Button, Callout } from '@radix-ui/themes';
import { Dialog } from './Dialog';
import { userMessage } from '../platform/relay/errors';

/**
 * A confirmation. `onConfirm` may reject: its message is shown and the dialog stays open
 * (e.g. deleting an office that users still belong to answers CONFLICT naming them).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = 'Confirm',
  danger = true,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown> | void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = (next: boolean) => {
    if (!next) setError(null);
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={title}
      maxWidth={500}
      footer={
        <>
          <Button variant="soft" color="gray" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button
            color={danger ? 'red' : undefined}
            loading={busy}
            onClick={async () => {
              setBusy(true);
              setError(null);
              try {
                await onConfirm();
                close(false);
              } catch (e) {
                setError(userMessage(e));
              } finally {
                setBusy(false);
              }
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
      {error ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      ) : null}
    </Dialog>
  );
}
