import { Suspense, useState } from 'react';
import { Box, Button, Callout, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import { Dialog, DIALOG_WIDTHS } from '../../../ui/Dialog';
import { TextInput } from '../../../ui/fields/TextInput';
import { PhoneInput } from '../../../ui/fields/MaskedInputs';
import { SelectInput } from '../../../ui/fields/SelectInput';
import { DateInput } from '../../../ui/fields/DateInputs';
import { TextAreaInput } from '../../../ui/fields/TextAreaInput';
import { LoadingState } from '../../../ui/QueryBoundary';
import { fillTemplate } from '../../../ui/ExternalCaseLink';
import { toFormErrors } from '../../../ui/formErrors';
import { userMessage } from '../../../platform/relay/errors';
import { PREFERENCE_KEYS, usePreference } from '../../../platform/preferences/storage';
import { formatUsDate } from '../../../lib/dates';
import { LEAD_TYPES, YES_NO } from '../../case/dialog/CaseFieldEditors';
import { useInsertNewLead } from './InsertNewLeadMutation';
import { conflictCheckProblem, EMPTY_LEAD, leadErrors, REQUIRED, type NewLeadValues } from './newLeadForm';
import type { NewLeadDialogQuery } from './__generated__/NewLeadDialogQuery.graphql';
import type { NewLeadDialogSubTypesQuery } from './__generated__/NewLeadDialogSubTypesQuery.graphql';
import type { NewLeadDialogConflictQuery, NewLeadDialogConflictQuery$data } from './__generated__/NewLeadDialogConflictQuery.graphql';

const conflictQuery = graphql`
  query NewLeadDialogConflictQuery($firstName: String, $lastName: String, $phone: String) {
    conflictCheck(firstName: $firstName, lastName: $lastName, phone: $phone) {
      caseId
      caseNumber
      firstName
      lastName
      phoneNumber
      contactId
      contactRole
      incidentDate
      openingDate
      closingDate
      status
    }
  }
`;

type Conflict = NewLeadDialogConflictQuery$data['conflictCheck'][number];

/** spec 1 §2.5: the New Lead button of the Leads and Follow Up pages. */
export function NewLeadButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <PlusIcon /> New Lead
      </Button>
      {open ? <NewLeadDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * spec 1 §2.6, §4, §5: the New Lead dialog (max width 600): the conflict check, then — after
 * 'No Conflict' or picking an existing contact — the lead form. The draft stays in the
 * browser until it is saved or cleared; a failed save keeps everything typed and says why.
 */
function NewLeadDialog({ onClose }: { onClose: () => void }) {
  const [draft, setDraft] = usePreference<NewLeadValues | null>(PREFERENCE_KEYS.newLeadDraft, null);
  const [step, setStep] = useState<'check' | 'form'>(draft ? 'form' : 'check');
  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())} title="New Lead" maxWidth={DIALOG_WIDTHS.newLead}>
      {step === 'check' ? (
        <ConflictCheck
          onContinue={(values) => {
            setDraft({ ...EMPTY_LEAD, ...(draft ?? {}), ...values });
            setStep('form');
          }}
        />
      ) : (
        <Suspense fallback={<LoadingState label="Loading the lead form…" />}>
          <LeadForm
            values={draft ?? EMPTY_LEAD}
            onChange={setDraft}
            onClear={() => {
              setDraft(null);
              setStep('check');
            }}
            onSaved={() => {
              setDraft(null);
              onClose();
            }}
          />
        </Suspense>
      )}
    </Dialog>
  );
}

function ConflictCheck({ onContinue }: { onContinue: (values: Partial<NewLeadValues>) => void }) {
  const environment = useRelayEnvironment();
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [phone, setPhone] = useState('');
  const [checking, setChecking] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [results, setResults] = useState<readonly Conflict[] | null>(null);
  const problem = conflictCheckProblem(first, last, phone);
  const check = async () => {
    if (problem) {
      setAlert(problem);
      return;
    }
    setAlert(null);
    setChecking(true);
    try {
      const data = await fetchQuery<NewLeadDialogConflictQuery>(environment, conflictQuery, { firstName: first || null, lastName: last || null, phone: phone || null }, { fetchPolicy: 'network-only' }).toPromise();
      setResults(data?.conflictCheck ?? []);
    } catch (e) {
      setAlert(userMessage(e));
    } finally {
      setChecking(false);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void check();
      }}
    >
      <Flex direction="column" gap="3">
        <Text size="2" color="gray">
          Check for conflicts before opening a lead: a name, a phone number, or both.
        </Text>
        <Grid columns="2" gap="3">
          <TextInput label="First Name" value={first} onChange={setFirst} />
          <TextInput label="Last Name" value={last} onChange={setLast} />
        </Grid>
        <PhoneInput label="Phone Number" value={phone} onChange={setPhone} />
        {alert ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{alert}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="2" justify="end">
          <Button type="submit" loading={checking} disabled={problem !== null}>
            Check Conflicts
          </Button>
        </Flex>
        {results ? (
          <Flex direction="column" gap="2">
            <Heading as="h3" size="3">
              {results.length === 0 ? 'No Results' : `${results.length} Possible Conflicts`}
            </Heading>
            {results.map((r) => (
              <Card key={r.caseId}>
                <Flex justify="between" align="center" gap="3">
                  <Box>
                    <Text weight="bold">
                      {r.firstName} {r.lastName}
                    </Text>
                    <Text as="div" size="1" color="gray">
                      Case {r.caseNumber ?? r.caseId} · {r.contactRole} · {r.phoneNumber ?? 'no phone'} · opened {formatUsDate(r.openingDate)}
                      {r.closingDate ? ` · closed ${formatUsDate(r.closingDate)}` : ''} · {r.status ?? ''}
                    </Text>
                  </Box>
                  <Button
                    variant="soft"
                    aria-label={`Use the contact of ${r.firstName} ${r.lastName} (case ${r.caseId})`}
                    onClick={() => onContinue({ firstName: r.firstName, lastName: r.lastName, phoneNumber: r.phoneNumber ?? phone, contactId: r.contactId ? String(r.contactId) : '' })}
                  >
                    Use Contact
                  </Button>
                </Flex>
              </Card>
            ))}
            <Flex justify="end">
              <Button type="button" color="green" onClick={() => onContinue({ firstName: first.trim(), lastName: last.trim(), phoneNumber: phone, contactId: '' })}>
                No Conflict
              </Button>
            </Flex>
          </Flex>
        ) : null}
      </Flex>
    </form>
  );
}

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

function LeadForm({ values, onChange, onClear, onSaved }: { values: NewLeadValues; onChange: (v: NewLeadValues) => void; onClear: () => void; onSaved: () => void }) {
  const data = useLazyLoadQuery<NewLeadDialogQuery>(
    graphql`
      query NewLeadDialogQuery {
        caseTypes {
          typeId
          type
        }
        caseStates {
          stateId
          state
        }
        caseOffices {
          officeId
          office
        }
        advertisingSources {
          contactId
          contact
        }
        intakeRanks {
          rankId
          rank
        }
        connectorConfig {
          caseUrlTemplate
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [save, saving] = useInsertNewLead();
  const errors = leadErrors(values);
  const invalid = Object.keys(errors).length > 0;
  const set = (field: keyof NewLeadValues) => (v: string) => {
    setTouched((t) => new Set(t).add(field));
    setServerErrors((e) => ({ ...e, [field]: '' }));
    onChange({ ...values, [field]: v, ...(field === 'type' ? { subType: '' } : {}) });
  };
  const err = (field: keyof NewLeadValues) => serverErrors[field] || (touched.has(field) ? errors[field] : undefined);
  const submit = async () => {
    setTouched(new Set(REQUIRED));
    if (invalid) return;
    setFormError(null);
    const num = (v: string) => (v === '' ? null : Number(v));
    try {
      const r = await save({
        newLead: {
          firstName: values.firstName,
          lastName: values.lastName,
          phoneNumber: values.phoneNumber,
          email: values.email || null,
          gender: num(values.gender),
          language: values.language,
          type: num(values.type),
          subType: num(values.subType),
          caseState: num(values.caseState),
          office: num(values.office),
          wantedDate: values.wantedDate,
          intakeRank: num(values.intakeRank),
          advertisingSource: num(values.advertisingSource),
          incidentDate: values.incidentDate,
          incidentDetails: values.incidentDetails,
          injurySummary: values.injurySummary,
          handledByBackup: values.handledByBackup,
          referralOpportunity: values.referralOpportunity,
          leadType: values.leadType,
          initialNote: values.initialNote || null,
          highPriority: values.highPriority === '' ? null : values.highPriority === 'Yes',
          contactId: num(values.contactId),
        },
      });
      onSaved();
      // spec 1 §4: "the new case opens in the external system in a new tab".
      window.open(fillTemplate(data.connectorConfig.caseUrlTemplate, { caseId: r.insertNewLead.caseId }), '_blank', 'noopener');
    } catch (e) {
      const fe = toFormErrors(e, Object.keys(EMPTY_LEAD));
      setServerErrors(fe.fields);
      setFormError(fe.form ?? 'The lead was not saved; fix the marked field and save again.');
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      aria-label="New Lead form"
    >
      <Flex direction="column" gap="3">
        {values.contactId ? (
          <Text size="2" color="gray">
            An existing contact (id {values.contactId}) will be the client.
          </Text>
        ) : null}
        <Grid columns="2" gap="3">
          <TextInput label="First Name" required value={values.firstName} onChange={set('firstName')} error={err('firstName')} />
          <TextInput label="Last Name" required value={values.lastName} onChange={set('lastName')} error={err('lastName')} />
          <PhoneInput label="Phone Number" required value={values.phoneNumber} onChange={set('phoneNumber')} error={err('phoneNumber')} />
          <TextInput label="Email" value={values.email} onChange={set('email')} error={err('email')} />
          <SelectInput label="Gender" required value={values.gender} onChange={set('gender')} error={err('gender')} options={[{ value: '1', label: 'M' }, { value: '2', label: 'F' }]} />
          <SelectInput label="Language" required value={values.language} onChange={set('language')} error={err('language')} options={options(['English', 'Spanish'])} />
          <SelectInput label="Type" required value={values.type} onChange={set('type')} error={err('type')} options={data.caseTypes.map((t) => ({ value: String(t.typeId), label: t.type }))} />
          <Suspense fallback={<SelectInput label="Sub Type" required value="" onChange={() => undefined} options={[]} disabled />}>
            <SubTypeSelect typeId={values.type} value={values.subType} onChange={set('subType')} error={err('subType')} />
          </Suspense>
          <SelectInput label="State" required value={values.caseState} onChange={set('caseState')} error={err('caseState')} options={data.caseStates.map((s) => ({ value: String(s.stateId), label: s.state }))} />
          <SelectInput label="Office" required value={values.office} onChange={set('office')} error={err('office')} options={data.caseOffices.map((o) => ({ value: String(o.officeId), label: o.office }))} />
          <DateInput label="Wanted Date" required value={values.wantedDate} onChange={set('wantedDate')} error={err('wantedDate')} />
          <SelectInput label="Intake Rank" required value={values.intakeRank} onChange={set('intakeRank')} error={err('intakeRank')} options={data.intakeRanks.map((r) => ({ value: String(r.rankId), label: r.rank }))} />
          <SelectInput
            label="Advertising Source"
            required
            value={values.advertisingSource}
            onChange={set('advertisingSource')}
            error={err('advertisingSource')}
            options={data.advertisingSources.map((s) => ({ value: String(s.contactId), label: s.contact }))}
          />
          <DateInput label="Incident Date" required value={values.incidentDate} onChange={set('incidentDate')} error={err('incidentDate')} />
          <SelectInput label="Handled By Backup" required value={values.handledByBackup} onChange={set('handledByBackup')} error={err('handledByBackup')} options={options(YES_NO)} />
          <SelectInput label="Referral Opportunity" required value={values.referralOpportunity} onChange={set('referralOpportunity')} error={err('referralOpportunity')} options={options(YES_NO)} />
          <SelectInput label="Lead Type" required value={values.leadType} onChange={set('leadType')} error={err('leadType')} options={options(LEAD_TYPES)} />
          <SelectInput label="High Priority" required value={values.highPriority} onChange={set('highPriority')} error={err('highPriority')} options={options(YES_NO)} />
        </Grid>
        <TextAreaInput label="Incident Details" required value={values.incidentDetails} onChange={set('incidentDetails')} error={err('incidentDetails')} />
        <TextAreaInput label="Injury Summary" required value={values.injurySummary} onChange={set('injurySummary')} error={err('injurySummary')} />
        <TextAreaInput label="Initial Note" value={values.initialNote} onChange={set('initialNote')} error={err('initialNote')} />
        {formError ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{formError}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="2" justify="between">
          <Button type="button" variant="soft" color="gray" onClick={onClear}>
            Clear Form
          </Button>
          <Button type="submit" loading={saving} disabled={invalid || saving}>
            Save Case
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

/** spec 1 §5: "Sub type is disabled until type is chosen." */
function SubTypeSelect({ typeId, value, onChange, error }: { typeId: string; value: string; onChange: (v: string) => void; error?: string }) {
  const data = useLazyLoadQuery<NewLeadDialogSubTypesQuery>(
    graphql`
      query NewLeadDialogSubTypesQuery($typeId: Int!, $skip: Boolean!) {
        caseSubTypes(typeId: $typeId) @skip(if: $skip) {
          typeId
          type
        }
      }
    `,
    { typeId: typeId === '' ? 0 : Number(typeId), skip: typeId === '' },
    { fetchPolicy: 'store-or-network' },
  );
  return (
    <SelectInput
      label="Sub Type"
      required
      value={value}
      onChange={onChange}
      error={error}
      disabled={typeId === ''}
      options={(data.caseSubTypes ?? []).map((t) => ({ value: String(t.typeId), label: t.type }))}
    />
  );
}
