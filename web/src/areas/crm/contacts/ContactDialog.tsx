import { useEffect, useState } from 'react';
import { Box, Button, Callout, Flex, Text } from '@radix-ui/themes';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import { userMessage } from '../../../platform/relay/errors';
import { useAlerts, ALERT_TIMEOUTS } from '../../../ui/Alerts';
import { Dialog, DIALOG_WIDTHS } from '../../../ui/Dialog';
import { CheckboxInput } from '../../../ui/fields/CheckboxInput';
import { SelectInput } from '../../../ui/fields/SelectInput';
import { TextInput } from '../../../ui/fields/TextInput';
import { useDebounced, SEARCH_DEBOUNCE_MS } from '../../../ui/useDebounced';
import { useCreateContact, useUpdateContact } from './ContactMutations';
import type { ContactDialog_contact$key } from './__generated__/ContactDialog_contact.graphql';
import type { ContactDialogSearchQuery, ContactDialogSearchQuery$data } from './__generated__/ContactDialogSearchQuery.graphql';

const searchQuery = graphql`
  query ContactDialogSearchQuery($name: String!) {
    contactsByName(name: $name) {
      saId
      saCtg
      name
      contactType
      address
      city
      state
      zip
      phone
      email
    }
  }
`;

/** What the Edit Contact dialog starts from: the contact as listed. */
const contactFragment = graphql`
  fragment ContactDialog_contact on Contact {
    contactId
    name
    contactType {
      name
    }
    address
    city
    state
    zip
    phone
    email
    priority
    priorityLevel
    acceptsLien
    acceptsHealthInsurance
    version
  }
`;

type SearchResult = ContactDialogSearchQuery$data['contactsByName'][number];

/** spec 1 §2.4 / §9: the name search runs from 5 characters, debounced 500 ms. */
export const CONTACT_SEARCH_MIN_CHARS = 5;

/** spec 1 §2.4: "an optional priority level 1 (Highest) to 5 (Lowest) or none". */
export const PRIORITY_LEVEL_OPTIONS = [
  { value: '1', label: '1 (Highest)' },
  { value: '2', label: '2' },
  { value: '3', label: '3' },
  { value: '4', label: '4' },
  { value: '5', label: '5 (Lowest)' },
];

/**
 * 'referral' (spec 3 §2.14 Referrals' contact-creation dialog): a new contact for a referral's
 * referrer, its name search prefilled and the case system's record with the referral's saId
 * chosen as soon as the search shows it.
 */
export type ContactDialogMode = { kind: 'new' } | { kind: 'edit'; contact: ContactDialog_contact$key } | { kind: 'referral'; name: string; saId: number | null };

interface ContactTypeOption {
  readonly contactTypeId: number;
  readonly name: string;
}

/** The search's state: what was asked and what came back (or failed). */
function useContactSearch(text: string, enabled: boolean) {
  const environment = useRelayEnvironment();
  const debounced = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const [state, setState] = useState<{ for: string; results: readonly SearchResult[]; error: string | null; loading: boolean }>({ for: '', results: [], error: null, loading: false });
  useEffect(() => {
    if (!enabled || debounced.length < CONTACT_SEARCH_MIN_CHARS) {
      setState({ for: '', results: [], error: null, loading: false });
      return;
    }
    let cancelled = false;
    setState((s) => ({ ...s, loading: true, error: null }));
    fetchQuery<ContactDialogSearchQuery>(environment, searchQuery, { name: debounced }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((r) => !cancelled && setState({ for: debounced, results: r?.contactsByName ?? [], error: null, loading: false }))
      .catch((e: unknown) => !cancelled && setState({ for: debounced, results: [], error: userMessage(e), loading: false }));
    return () => {
      cancelled = true;
    };
  }, [debounced, enabled, environment]);
  return state;
}

function addressLine(c: { address?: string | null; city?: string | null; state?: string | null; zip?: string | null }): string {
  return [c.address, [c.city, c.state].filter(Boolean).join(', '), c.zip].filter(Boolean).join(' · ');
}

/** spec 1 §2.4: 'New Contact' / 'Edit Contact' (max width 600). */
export function ContactDialog({ mode, contactTypes, onClose }: { mode: ContactDialogMode; contactTypes: readonly ContactTypeOption[]; onClose: () => void }) {
  const editing = useFragment(contactFragment, mode.kind === 'edit' ? mode.contact : null);
  const { show } = useAlerts();
  const [create, creating] = useCreateContact();
  const [update, updating] = useUpdateContact();
  const referral = mode.kind === 'referral' ? mode : null;
  const [nameText, setNameText] = useState(editing?.name ?? referral?.name ?? '');
  const [chosen, setChosen] = useState<SearchResult | null>(null);
  const [details, setDetails] = useState({
    address: editing?.address ?? '',
    city: editing?.city ?? '',
    state: editing?.state ?? '',
    zip: editing?.zip ?? '',
    phone: editing?.phone ?? '',
    email: editing?.email ?? '',
  });
  const [contactTypeId, setContactTypeId] = useState(() => {
    const t = editing ? contactTypes.find((x) => x.name === editing.contactType.name) : undefined;
    return t ? String(t.contactTypeId) : '';
  });
  const [acceptsLien, setAcceptsLien] = useState(editing?.acceptsLien ?? false);
  const [acceptsHealthInsurance, setAcceptsHealthInsurance] = useState(editing?.acceptsHealthInsurance ?? false);
  const [priority, setPriority] = useState(editing?.priority ?? false);
  const [priorityLevel, setPriorityLevel] = useState(editing?.priorityLevel != null ? String(editing.priorityLevel) : '');
  const [formError, setFormError] = useState<string | null>(null);
  const search = useContactSearch(nameText, !editing && chosen?.name !== nameText);
  const typed = nameText.trim().length;
  const referralMatch = referral && !chosen ? search.results.find((r) => r.saId === referral.saId) : undefined;
  useEffect(() => {
    if (referralMatch) choose(referralMatch);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- choose once per match
  }, [referralMatch]);

  const choose = (r: SearchResult) => {
    setChosen(r);
    setNameText(r.name);
    setDetails({ address: r.address ?? '', city: r.city ?? '', state: r.state ?? '', zip: r.zip ?? '', phone: r.phone ?? '', email: r.email ?? '' });
    // The case system's type name, when the firm uses the same one.
    const match = contactTypes.find((t) => t.name.toLowerCase() === (r.contactType ?? '').toLowerCase());
    if (match && !contactTypeId) setContactTypeId(String(match.contactTypeId));
  };

  const level = priority && priorityLevel ? Number(priorityLevel) : null;
  // spec 1 §2.4: "'Add Contact' is disabled until a contact type is chosen."
  const ready = contactTypeId !== '' && (editing ? nameText.trim() !== '' : chosen !== null);

  const submit = async () => {
    setFormError(null);
    try {
      if (editing) {
        await update({
          contactId: editing.contactId,
          expectedVersion: editing.version,
          contact: {
            name: nameText.trim(),
            address: details.address,
            city: details.city,
            state: details.state,
            zip: details.zip,
            phone: details.phone,
            email: details.email,
            contactTypeId: Number(contactTypeId),
            acceptsLien,
            acceptsHealthInsurance,
            priority,
            priorityLevel: level,
          },
        });
      } else if (chosen) {
        await create({
          contact: { saId: chosen.saId, saCtg: chosen.saCtg ?? null, name: chosen.name, contactTypeId: Number(contactTypeId), acceptsLien, acceptsHealthInsurance, priority, priorityLevel: level },
        });
      }
      onClose();
    } catch (e) {
      // spec 1 §8: the server's message for 3 s; the dialog keeps what was typed.
      const message = userMessage(e);
      setFormError(message);
      show('error', message, ALERT_TIMEOUTS.contacts);
    }
  };

  const set = (field: keyof typeof details) => (value: string) => setDetails((d) => ({ ...d, [field]: value }));

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? 'Edit Contact' : 'New Contact'}
      maxWidth={DIALOG_WIDTHS.contact}
      footer={
        <>
          <Button variant="soft" color="gray" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={!ready} loading={creating || updating}>
            {editing ? 'Save Contact' : 'Add Contact'}
          </Button>
        </>
      }
    >
      <Flex direction="column" gap="3">
        <TextInput
          label="Name"
          value={nameText}
          onChange={(v) => {
            setNameText(v);
            if (chosen && v !== chosen.name) setChosen(null);
          }}
          autoFocus
          hint={editing ? undefined : typed < CONTACT_SEARCH_MIN_CHARS ? `Type at least ${CONTACT_SEARCH_MIN_CHARS} characters to search the case system` : search.loading ? 'Searching…' : undefined}
        />
        {!editing && !chosen && search.for ? (
          <Box role="listbox" aria-label="Case system contacts" style={{ maxHeight: 220, overflowY: 'auto', border: '1px solid var(--gray-a5)', borderRadius: 6 }}>
            {search.results.length === 0 ? (
              <Text as="p" size="2" color="gray" m="2">
                No contacts in the case system match “{search.for}”.
              </Text>
            ) : (
              search.results.map((r) => (
                <Box key={r.saId} role="option" aria-selected={false} tabIndex={0} p="2" style={{ cursor: 'pointer', borderBottom: '1px solid var(--gray-a3)' }} onClick={() => choose(r)} onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && choose(r)}>
                  <Text as="div" size="2" weight="medium">
                    {r.name}
                  </Text>
                  <Text as="div" size="1" color="gray">
                    {[r.contactType, addressLine(r)].filter(Boolean).join(' — ')}
                  </Text>
                </Box>
              ))
            )}
          </Box>
        ) : null}
        {search.error ? (
          <Callout.Root color="red" role="alert" size="1">
            <Callout.Text>{search.error}</Callout.Text>
          </Callout.Root>
        ) : null}
        {!editing && chosen ? (
          <Text size="2" color="gray" aria-label="Chosen contact">
            Case system contact {chosen.saId}
            {chosen.saCtg != null ? ` (category ${chosen.saCtg})` : ''}: {addressLine(chosen) || 'no address'}
          </Text>
        ) : null}
        {editing ? (
          <Flex gap="2" wrap="wrap">
            <Box flexGrow="1">
              <TextInput label="Address" value={details.address} onChange={set('address')} />
            </Box>
            <TextInput label="City" value={details.city} onChange={set('city')} />
            <TextInput label="State" value={details.state} onChange={set('state')} />
            <TextInput label="Zip" value={details.zip} onChange={set('zip')} />
            <TextInput label="Phone" value={details.phone} onChange={set('phone')} type="tel" />
            <TextInput label="Email" value={details.email} onChange={set('email')} type="email" />
          </Flex>
        ) : null}
        <SelectInput label="Contact Type" value={contactTypeId} onChange={setContactTypeId} options={contactTypes.map((t) => ({ value: String(t.contactTypeId), label: t.name }))} required />
        <CheckboxInput label="Accepts lien" checked={acceptsLien} onChange={setAcceptsLien} />
        <CheckboxInput label="Accepts health insurance" checked={acceptsHealthInsurance} onChange={setAcceptsHealthInsurance} />
        <CheckboxInput label="Priority" checked={priority} onChange={setPriority} />
        {priority ? <SelectInput label="Priority level" value={priorityLevel} onChange={setPriorityLevel} options={PRIORITY_LEVEL_OPTIONS} allowBlank placeholder="None" /> : null}
        {formError ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{formError}</Callout.Text>
          </Callout.Root>
        ) : null}
      </Flex>
    </Dialog>
  );
}
