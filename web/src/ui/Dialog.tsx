import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Box, Flex, Heading, IconButton, Text, Theme } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';

/** spec 1 §9, spec 3 §2.10, §9: the dialog widths the spec gives. */
export const DIALOG_WIDTHS = {
  user: 500,
  popup: 600,
  contact: 600,
  newLead: 600,
  closeCase: 600,
  event: 800,
  caseDialog: 900,
  detail: 900,
} as const;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Maximum width in px; ignored when fullScreen. */
  maxWidth?: number;
  fullScreen?: boolean;
  children: ReactNode;
  /** Buttons at the bottom (Save, Cancel...). */
  footer?: ReactNode;
}

/**
 * No z-index: stacking follows portal order, so menus and selects opened from inside a
 * dialog (their portals come later) sit above it.
 *
 * Every dialog is @radix-ui/react-dialog. Its portal renders outside the app's <Theme>,
 * so the content is wrapped in one again.
 */
export function Dialog({ open, onOpenChange, title, description, maxWidth = DIALOG_WIDTHS.popup, fullScreen = false, children, footer }: DialogProps) {
  const contentStyle: React.CSSProperties = fullScreen
    ? { position: 'fixed', inset: 0, width: '100vw', height: '100vh', maxWidth: 'none', borderRadius: 0 }
    : { position: 'fixed', top: '50%', left: '50%', transform: 'translate(-50%, -50%)', width: `min(${maxWidth}px, calc(100vw - 32px))`, maxHeight: 'calc(100vh - 48px)', borderRadius: 8 };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Theme accentColor="indigo" grayColor="slate" radius="medium">
          <RadixDialog.Overlay style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,0.45)' }} />
          <RadixDialog.Content
            style={{ ...contentStyle, background: 'var(--color-panel-solid)', boxShadow: 'var(--shadow-6)', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
            aria-describedby={description ? undefined : undefined}
            data-full-screen={fullScreen || undefined}
            data-max-width={fullScreen ? undefined : maxWidth}
          >
            <Flex justify="between" align="center" px="4" pt="4" pb="2">
              <RadixDialog.Title asChild>
                <Heading as="h2" size="5">
                  {title}
                </Heading>
              </RadixDialog.Title>
              <RadixDialog.Close asChild>
                <IconButton variant="ghost" color="gray" aria-label="Close">
                  <Cross2Icon />
                </IconButton>
              </RadixDialog.Close>
            </Flex>
            {description ? (
              <RadixDialog.Description asChild>
                <Box px="4">
                  <Text as="p" size="2" color="gray">
                    {description}
                  </Text>
                </Box>
              </RadixDialog.Description>
            ) : (
              <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
            )}
            <Box px="4" py="2" style={{ overflowY: 'auto', flex: 1 }}>
              {children}
            </Box>
            {footer ? (
              <Flex justify="end" gap="3" px="4" pb="4" pt="2">
                {footer}
              </Flex>
            ) : null}
          </RadixDialog.Content>
        </Theme>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
