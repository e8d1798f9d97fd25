import { useState } from 'react';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { userMessage } from '../../../platform/relay/errors';
import { Dialog } from '../../../ui/Dialog';

export interface PaletteColor {
  readonly name: string;
  readonly hex: string;
}

/** spec 2 §2: "row highlight colour chosen in a palette dialog" (spec 2 §9: 12 colours, from the server). */
export function ColorPickerDialog({
  open,
  onOpenChange,
  clientName,
  palette,
  current,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clientName: string;
  palette: readonly PaletteColor[];
  current: string | null | undefined;
  onPick: (color: string) => Promise<unknown>;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = async (name: string) => {
    setBusy(name);
    setError(null);
    try {
      await onPick(name);
      onOpenChange(false);
    } catch (e) {
      setError(userMessage(e));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Row colour: ${clientName}`} maxWidth={420}>
      <Flex direction="column" gap="3">
        <Text size="2" color="gray">
          Pick the highlight for this row.
        </Text>
        <div role="group" aria-label="Palette" style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8 }}>
          {palette.map((c) => (
            <Button
              key={c.name}
              type="button"
              variant={c.name === current ? 'solid' : 'outline'}
              color="gray"
              aria-label={c.name}
              aria-pressed={c.name === current}
              loading={busy === c.name}
              disabled={busy !== null}
              onClick={() => void pick(c.name)}
              style={{ background: c.hex, color: 'black', height: 40 }}
            >
              {c.name}
            </Button>
          ))}
        </div>
        {error ? (
          <Callout.Root color="red" role="alert" size="1">
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        ) : null}
      </Flex>
    </Dialog>
  );
}
