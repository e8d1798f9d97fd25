import { useEffect, useState } from 'react';
import { Flex, Text, TextField } from '@radix-ui/themes';
import { userMessage } from '../../../platform/relay/errors';

/**
 * spec 2 §5: "Notes save on Enter; an empty note is ignored." A failed save keeps what was
 * typed and says why; a note saved elsewhere shows unless the user is typing.
 */
export function NoteField({ label, note, onSave }: { label: string; note: string | null | undefined; onSave: (note: string) => Promise<unknown> }) {
  const [value, setValue] = useState(note ?? '');
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!dirty) setValue(note ?? '');
  }, [note, dirty]);
  const save = async () => {
    const text = value.trim();
    if (!text || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSave(text);
      setDirty(false);
    } catch (e) {
      setError(userMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex direction="column" gap="1" style={{ minWidth: 220 }}>
      <TextField.Root
        size="1"
        aria-label={label}
        value={value}
        disabled={busy}
        placeholder="Type a note, Enter to save"
        onChange={(e) => {
          setValue(e.target.value);
          setDirty(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void save();
          }
        }}
      />
      {error ? (
        <Text size="1" color="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}
