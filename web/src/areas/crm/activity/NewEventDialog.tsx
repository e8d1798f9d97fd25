import { useState } from 'react';
import { Button, Callout, Flex } from '@radix-ui/themes';
import { userMessage } from '../../../platform/relay/errors';
import { instantToWallTime, wallTimeToInstant } from '../../../lib/dates';
import { useAlerts, ALERT_TIMEOUTS } from '../../../ui/Alerts';
import { Dialog, DIALOG_WIDTHS } from '../../../ui/Dialog';
import { DateTimeInput, roundToQuarterHour } from '../../../ui/fields/DateInputs';
import { SelectInput } from '../../../ui/fields/SelectInput';
import { TextAreaInput } from '../../../ui/fields/TextAreaInput';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
import { useCreateContactEvent } from './CreateContactEventMutation';

/** Now in the firm's zone, on a 15-minute step (spec 1 §9). */
function nowWallTime(timeZone: string): string {
  return roundToQuarterHour(instantToWallTime(new Date(), timeZone).slice(0, 16));
}

/** spec 1 §2.4 'New Event' (width 800). */
export function NewEventDialog({
  eventTypes,
  contacts,
  onClose,
  onSaved,
}: {
  eventTypes: readonly { readonly contactEventTypeId: number; readonly name: string }[];
  contacts: readonly { readonly contactId: number; readonly name: string }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const timeZone = useFirmTimeZone();
  const { show } = useAlerts();
  const [create, saving] = useCreateContactEvent();
  const [when, setWhen] = useState(() => nowWallTime(timeZone));
  const [typeId, setTypeId] = useState('');
  const [contactId, setContactId] = useState('');
  const [comment, setComment] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  // spec 1 §5: "'Add Event' is disabled until type, contact, date and comment are all filled."
  const ready = when !== '' && typeId !== '' && contactId !== '' && comment.trim() !== '';

  const submit = async () => {
    const timestamp = wallTimeToInstant(roundToQuarterHour(when), timeZone);
    if (!timestamp) {
      setFormError('Choose the date and time');
      return;
    }
    setFormError(null);
    try {
      await create({ contactEvent: { timestamp, contactEventTypeId: Number(typeId), contactId: Number(contactId), comment: comment.trim() } });
      onSaved();
      onClose();
    } catch (e) {
      // spec 1 §8: "error alert with the server message for 3 s"; what was typed stays.
      const message = userMessage(e);
      setFormError(message);
      show('error', message, ALERT_TIMEOUTS.contacts);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="New Event"
      maxWidth={DIALOG_WIDTHS.event}
      footer={
        <>
          <Button variant="soft" color="gray" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={!ready} loading={saving}>
            Add Event
          </Button>
        </>
      }
    >
      <Flex direction="column" gap="3">
        <DateTimeInput label="Date" value={when} onChange={setWhen} required hint={`Time in ${timeZone}, 15-minute steps`} />
        <SelectInput label="Type" value={typeId} onChange={setTypeId} options={eventTypes.map((t) => ({ value: String(t.contactEventTypeId), label: t.name }))} required />
        <SelectInput label="Contact" value={contactId} onChange={setContactId} options={[...contacts].sort((a, b) => a.name.localeCompare(b.name)).map((c) => ({ value: String(c.contactId), label: c.name }))} required />
        <TextAreaInput label="Comment" value={comment} onChange={setComment} rows={4} required />
        {formError ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{formError}</Callout.Text>
          </Callout.Root>
        ) : null}
      </Flex>
    </Dialog>
  );
}
