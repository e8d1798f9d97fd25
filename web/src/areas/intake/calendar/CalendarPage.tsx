import { useState, useTransition } from 'react';
import { Box, Button, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon } from '@radix-ui/react-icons';
import { graphql } from 'react-relay/hooks';
import { useRouteQueryData } from '../../../platform/relay/routeQuery';
import { useParams } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { useSessionUser } from '../../../app/auth/AuthContext';
import { QueryBoundary } from '../../../ui/QueryBoundary';
import { FormDialog } from '../../../ui/FormDialog';
import { DIALOG_WIDTHS } from '../../../ui/Dialog';
import { TextInput } from '../../../ui/fields/TextInput';
import { SelectInput } from '../../../ui/fields/SelectInput';
import { DateInput } from '../../../ui/fields/DateInputs';
import { TextAreaInput } from '../../../ui/fields/TextAreaInput';
import { toFormErrors, NO_ERRORS, type FormErrors } from '../../../ui/formErrors';
import { addDays, formatUsDate } from '../../../lib/dates';
import { useFirmToday } from '../shared/useFirmToday';
import { useAddCalendarEvent } from './AddCalendarEventMutation';
import { FIRST_HOUR, gridMinutes, INTERVALS, mondayOf } from './week';
import type { CalendarPageQuery, CalendarPageQuery$data } from './__generated__/CalendarPageQuery.graphql';

const query = graphql`
  query CalendarPageQuery($startDate: NaiveDate!, $endDate: NaiveDate!, $organizationId: Int, $orgId: Int!) {
    calendarEvents(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {
      id
      eventId
      type
      name
      color
      office
      investigator
      date
      start
      end
      caseId
      details
      location
    }
    organization(id: $orgId) {
      offices {
        officeId
        name
      }
      departments {
        name
        users {
          userId
          name
        }
      }
    }
  }
`;

const TOPICS = ['intake', 'organization'] as const;
const HOUR_PX = 48;
const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const TYPES = ['Investigator Appointment', 'Signing', 'Meeting', 'Other'];
const COLORS = [
  { value: '#3e63dd', label: 'Indigo' },
  { value: '#30a46c', label: 'Green' },
  { value: '#8e4ec6', label: 'Purple' },
  { value: '#f76b15', label: 'Orange' },
  { value: '#e5484d', label: 'Red' },
];
type CalEvent = CalendarPageQuery$data['calendarEvents'][number];

/**
 * spec 1 §2.5 Calendar: the intake week from 07:00 over 14 hourly intervals, Today, previous
 * and next, and Add Event — events recorded on the log and shown live to everyone who has the
 * calendar open; only what is on the log is shown.
 */
export function CalendarPage() {
  const today = useFirmToday();
  const [monday, setMonday] = useState(() => mondayOf(today));
  const [, startTransition] = useTransition();
  const go = (m: string) => startTransition(() => setMonday(m));
  return (
    <Flex direction="column" gap="3">
      <Flex align="center" gap="2" wrap="wrap">
        <Heading as="h1" size="5">
          Calendar
        </Heading>
        <Text color="gray">
          {formatUsDate(monday)} – {formatUsDate(addDays(monday, 6))}
        </Text>
        <Button variant="soft" onClick={() => go(mondayOf(today))}>
          Today
        </Button>
        <Button variant="soft" aria-label="Previous week" onClick={() => go(addDays(monday, -7))}>
          <ChevronLeftIcon />
        </Button>
        <Button variant="soft" aria-label="Next week" onClick={() => go(addDays(monday, 7))}>
          <ChevronRightIcon />
        </Button>
      </Flex>
      <QueryBoundary loadingLabel="Loading the week…">
        <Week monday={monday} today={today} />
      </QueryBoundary>
    </Flex>
  );
}

function Week({ monday, today }: { monday: string; today: string }) {
  const { orgId } = useParams();
  const user = useSessionUser();
  const organizationId = orgId ? Number(orgId) : null;
  const variables = { startDate: monday, endDate: addDays(monday, 6), organizationId, orgId: organizationId ?? user.organizationId };
  const data = useRouteQueryData<CalendarPageQuery>(query, variables);
  useLiveQuery<CalendarPageQuery>(query, variables, TOPICS);
  const [adding, setAdding] = useState(false);
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return (
    <>
      <Flex>
        <Button onClick={() => setAdding(true)}>
          <PlusIcon /> Add Event
        </Button>
      </Flex>
      <Grid columns="56px repeat(7, 1fr)" gap="0" role="grid" aria-label="Intake calendar week" style={{ border: '1px solid var(--gray-5)' }}>
        <div role="row" style={{ display: 'contents' }}>
          <div role="columnheader" />
          {days.map((d, i) => (
            <div key={d} role="columnheader" style={{ padding: 4, textAlign: 'center', borderLeft: '1px solid var(--gray-5)', fontWeight: d === today ? 700 : 400, background: d === today ? 'var(--accent-3)' : undefined }}>
              {DAY_NAMES[i]} {formatUsDate(d).slice(0, 5)}
            </div>
          ))}
        </div>
        <div role="row" style={{ display: 'contents' }}>
          <div role="rowheader" style={{ position: 'relative', height: INTERVALS * HOUR_PX }}>
            {Array.from({ length: INTERVALS }, (_, h) => (
              <Text key={h} size="1" color="gray" style={{ position: 'absolute', top: h * HOUR_PX + 2, right: 4 }}>
                {String(FIRST_HOUR + h).padStart(2, '0')}:00
              </Text>
            ))}
          </div>
          {days.map((d) => (
            <div key={d} role="gridcell" aria-label={formatUsDate(d)} style={{ position: 'relative', height: INTERVALS * HOUR_PX, borderLeft: '1px solid var(--gray-5)', backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, var(--gray-4) ${HOUR_PX - 1}px, var(--gray-4) ${HOUR_PX}px)` }}>
              {data.calendarEvents
                .filter((e) => e.date === d)
                .map((e) => (
                  <EventBox key={e.id} event={e} />
                ))}
            </div>
          ))}
        </div>
      </Grid>
      {adding ? <AddEventDialog data={data} defaultDate={today} onClose={() => setAdding(false)} /> : null}
    </>
  );
}

function EventBox({ event }: { event: CalEvent }) {
  const top = (gridMinutes(event.start) / 60) * HOUR_PX;
  const height = Math.max(((gridMinutes(event.end) - gridMinutes(event.start)) / 60) * HOUR_PX - 2, 18);
  const title = [event.type, `${event.start}–${event.end}`, event.investigator, event.location, event.details, event.caseId ? `case ${event.caseId}` : null].filter(Boolean).join(' · ');
  return (
    <Box
      role="note"
      aria-label={`${event.name}, ${event.start} to ${event.end}`}
      title={title}
      style={{ position: 'absolute', top, left: 2, right: 2, height, overflow: 'hidden', borderRadius: 4, padding: '1px 4px', background: event.color, color: 'white', fontSize: 12, lineHeight: '16px' }}
    >
      <strong>{event.start}</strong> {event.name}
      {event.investigator ? <div>{event.investigator}</div> : null}
    </Box>
  );
}

const FIELDS = ['type', 'name', 'color', 'date', 'start', 'end', 'investigatorId', 'officeId', 'caseId', 'location', 'details'];

function AddEventDialog({ data, defaultDate, onClose }: { data: CalendarPageQuery$data; defaultDate: string; onClose: () => void }) {
  const [v, setV] = useState({ type: 'Investigator Appointment', name: '', color: COLORS[0].value, date: defaultDate, start: '09:00', end: '10:00', investigatorId: '', officeId: '', caseId: '', location: '', details: '' });
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [add, saving] = useAddCalendarEvent();
  const set = (k: keyof typeof v) => (value: string) => setV((old) => ({ ...old, [k]: value }));
  const investigators = data.organization?.departments.find((d) => d.name === 'Investigators')?.users ?? [];
  const endsAfterStart = v.end > v.start;
  const ready = v.name.trim() !== '' && v.date !== '' && endsAfterStart;
  return (
    <FormDialog
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title="Add Event"
      maxWidth={DIALOG_WIDTHS.event}
      formId="calendar-event-form"
      saving={saving}
      canSubmit={ready}
      formError={errors.form}
      onSubmit={async () => {
        setErrors(NO_ERRORS);
        try {
          await add({
            event: {
              type: v.type,
              name: v.name,
              color: v.color,
              date: v.date,
              start: v.start,
              end: v.end,
              investigatorId: v.investigatorId ? Number(v.investigatorId) : null,
              officeId: v.officeId ? Number(v.officeId) : null,
              caseId: v.caseId ? Number(v.caseId) : null,
              location: v.location || null,
              details: v.details || null,
            },
          });
          onClose();
        } catch (e) {
          setErrors(toFormErrors(e, FIELDS));
        }
      }}
    >
      <Grid columns="2" gap="3">
        <SelectInput label="Type" value={v.type} onChange={set('type')} options={TYPES.map((t) => ({ value: t, label: t }))} error={errors.fields.type} />
        <TextInput label="Name" required value={v.name} onChange={set('name')} error={errors.fields.name} />
        <DateInput label="Date" required value={v.date} onChange={set('date')} error={errors.fields.date} />
        <SelectInput label="Colour" value={v.color} onChange={set('color')} options={COLORS} error={errors.fields.color} />
        <TextInput label="Start" type="time" required value={v.start} onChange={set('start')} error={errors.fields.start} />
        <TextInput label="End" type="time" required value={v.end} onChange={set('end')} error={errors.fields.end ?? (endsAfterStart ? undefined : 'The event must end after it starts')} />
        <SelectInput label="Investigator" value={v.investigatorId} allowBlank onChange={set('investigatorId')} options={investigators.map((u) => ({ value: String(u.userId), label: u.name }))} error={errors.fields.investigatorId} />
        <SelectInput label="Office" value={v.officeId} allowBlank onChange={set('officeId')} options={(data.organization?.offices ?? []).map((o) => ({ value: String(o.officeId), label: o.name }))} error={errors.fields.officeId} />
        <TextInput label="Case Id" value={v.caseId} onChange={set('caseId')} error={errors.fields.caseId} />
        <TextInput label="Location" value={v.location} onChange={set('location')} error={errors.fields.location} />
      </Grid>
      <TextAreaInput label="Details" value={v.details} onChange={set('details')} error={errors.fields.details} />
    </FormDialog>
  );
}
