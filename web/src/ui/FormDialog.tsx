import type { ReactNode } from 'react';
import { Button, Callout, Flex } from '@radix-ui/themes';
import { Dialog } from './Dialog';

/**
 * A dialog around one form: Cancel and Save (submits the form, busy while `saving`) at the
 * bottom and the form-level error above them (CONVENTIONS 14: the form keeps what was typed).
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  maxWidth,
  formId,
  saving,
  onSubmit,
  formError,
  onReload,
  reloading = false,
  canSubmit = true,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  maxWidth?: number;
  formId: string;
  saving: boolean;
  onSubmit: () => Promise<void> | void;
  formError?: string | null;
  /**
   * Set when the error is a stale-version `CONFLICT`: a Reload button in the error loads the
   * newest values into the form (what was typed stays until the user presses it).
   */
  onReload?: () => Promise<void> | void;
  reloading?: boolean;
  /** false keeps Save disabled (spec 1 §5: "the button is disabled until one is chosen"). */
  canSubmit?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      maxWidth={maxWidth}
      footer={
        <>
          <Button variant="soft" color="gray" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={!canSubmit}>
            Save
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        <Flex direction="column" gap="3">
          {children}
          {formError ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{formError}</Callout.Text>
              {onReload ? (
                <Flex>
                  <Button type="button" size="1" variant="soft" color="red" loading={reloading} onClick={() => void onReload()}>
                    Reload
                  </Button>
                </Flex>
              ) : null}
            </Callout.Root>
          ) : null}
        </Flex>
      </form>
    </Dialog>
  );
}
