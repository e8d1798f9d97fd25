import { useState, type ReactNode } from 'react';
import { Button, Callout, Flex, Popover } from '@radix-ui/themes';
import { userMessage } from '../platform/relay/errors';
import { formatUsDate } from '../lib/dates';
import { DateInput } from './fields/DateInputs';
import { SelectInput, type Option } from './fields/SelectInput';
import { TextInput } from './fields/TextInput';

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

/**
 * The inline-edit popups of spec 1 §2.5 for a pick-one value (status, rank, office, lead
 * type...). `value` is the current option value ('' for none); blank is offered only when
 * `allowBlank` (spec 1 §9 Yes/No options start blank), and only then can it be saved.
 */
export function InlineSelectEdit({
  label,
  value,
  display,
  options,
  onSave,
  allowBlank = false,
}: {
  label: string;
  value: string;
  display?: ReactNode;
  options: readonly Option[];
  onSave: (value: string) => Promise<unknown> | void;
  allowBlank?: boolean;
}) {
  const current = options.find((o) => o.value === value)?.label ?? value;
  return (
    <InlineEdit<string>
      label={label}
      display={display ?? (current || EMPTY_DISPLAY)}
      initial={value}
      isEmpty={allowBlank ? () => false : (v) => v === ''}
      onSave={onSave}
      editor={(v, set) => <SelectInput label={label} value={v} onChange={set} options={options} allowBlank={allowBlank} />}
    />
  );
}

/** An inline-edit popup for a calendar date (`YYYY-MM-DD`); spec 1 §5: an empty date is not saved. */
export function InlineDateEdit({ label, value, display, onSave }: { label: string; value: string | null | undefined; display?: ReactNode; onSave: (value: string) => Promise<unknown> | void }) {
  return (
    <InlineEdit<string>
      label={label}
      display={display ?? (value ? formatUsDate(value) : EMPTY_DISPLAY)}
      initial={value ?? ''}
      onSave={onSave}
      editor={(v, set) => <DateInput label={label} value={v} onChange={set} />}
    />
  );
}

/**
 * An inline-edit popup for free text (appointment info). With `allowBlank` the text may be
 * cleared; otherwise spec 1 §5 applies and an empty value is not saved.
 */
export function InlineTextEdit({ label, value, display, onSave, allowBlank = false }: { label: string; value: string | null | undefined; display?: ReactNode; onSave: (value: string) => Promise<unknown> | void; allowBlank?: boolean }) {
  return (
    <InlineEdit<string>
      label={label}
      display={display ?? (value || EMPTY_DISPLAY)}
      initial={value ?? ''}
      isEmpty={allowBlank ? () => false : (v) => v.trim() === ''}
      onSave={(v) => onSave(v.trim())}
      editor={(v, set) => <TextInput label={label} value={v} onChange={set} autoFocus />}
    />
  );
}

/** What an edit trigger shows when there is no value yet. */
const EMPTY_DISPLAY = 'Not set';
