import { Suspense, useState } from 'react';
import { Button, Flex, Heading, SegmentedControl, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, useLazyLoadQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useParams } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { useDateRangeQuery } from '../../../ui/useDateRangeQuery';
import { LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { Dialog, DIALOG_WIDTHS } from '../../../ui/Dialog';
import { ExternalCaseLink, fillTemplate } from '../../../ui/ExternalCaseLink';
import { formatUsDate } from '../../../lib/dates';
import { ClientNameButton } from '../../case/dialog/CaseDialogProvider';
import { ContactDialog } from '../../crm/contacts/ContactDialog';
import type { ReferralsPageQuery, ReferralsPageQuery$data, ReferralsPageQuery$variables, ReferralDirection } from './__generated__/ReferralsPageQuery.graphql';
import type { ReferralsPageContactTypesQuery } from './__generated__/ReferralsPageContactTypesQuery.graphql';

const query = graphql`
  query ReferralsPageQuery($direction: ReferralDirection!, $startDate: NaiveDate!, $endDate: NaiveDate!, $organizationId: Int) {
    referralsInPeriod(direction: $direction, startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {
      canAddContacts
      rows {
        id
        caseId
        referredDate
        source
        comments
        referrerKey
        referrerName
        contactId
        contactType
        priorityLabel
        saContactId
        medicalProvider
        case {
          clientName
          type
          status
          office
          state
          retainedDate
          attorney {
            name
          }
          paralegal {
            name
          }
        }
      }
      totals {
        id
        referrerKey
        name
        contactId
        contactType
        priorityLabel
        saContactId
        city
        acceptsLien
        acceptsHealthInsurance
        count
        retained
        retainedPercent
        lastReferredDate
        caseIds
      }
    }
    connectorConfig {
      caseUrlTemplate
      contactUrlTemplate
    }
  }
`;

const contactTypesQuery = graphql`
  query ReferralsPageContactTypesQuery {
    contactTypes {
      contactTypeId
      name
    }
  }
`;

/** The read models the screen watches: cases and their sources, and the CRM (contacts, referrals). */
const TOPICS = ['cases', 'intake', 'crm'] as const;
type Data = ReferralsPageQuery$data['referralsInPeriod'];
type Row = Data['rows'][number];
type Total = Data['totals'][number];
type View = 'list' | 'aggregate';
type Referrer = { name: string; saId: number | null };

/**
 * spec 3 §2.14 Referrals (/dash/{id}/intake/referrals, /org/{id}/intake/referrals): a List or
 * Aggregate view, By (cases the firm's contacts referred to it) or To (clients it referred to
 * medical providers), for the top bar's period; the cases behind a count in a pop-up; a
 * contact created from a referral whose referrer is not a contact yet.
 */
export function ReferralsPage() {
  const params = useParams();
  const [view, setView] = useState<View>('aggregate');
  const [direction, setDirection] = useState<ReferralDirection>('BY');
  const state = useDateRangeQuery<ReferralsPageQuery>(query, (range) => ({
    direction,
    startDate: range.startDate,
    endDate: range.endDate,
    organizationId: params.orgId ? Number(params.orgId) : null,
  }));
  return (
    <section aria-labelledby="referrals-title">
      <Flex gap="4" align="center" wrap="wrap" mb="3">
        <Heading as="h1" size="5" id="referrals-title">
          Referrals
        </Heading>
        <SegmentedControl.Root value={view} onValueChange={(v) => setView(v as View)} aria-label="Referrals view">
          <SegmentedControl.Item value="list">List</SegmentedControl.Item>
          <SegmentedControl.Item value="aggregate">Aggregate</SegmentedControl.Item>
        </SegmentedControl.Root>
        <SegmentedControl.Root value={direction} onValueChange={(v) => setDirection(v as ReferralDirection)} aria-label="Referrals direction">
          <SegmentedControl.Item value="BY">By</SegmentedControl.Item>
          <SegmentedControl.Item value="TO">To</SegmentedControl.Item>
        </SegmentedControl.Root>
      </Flex>
      <Text as="p" size="2" color="gray" mb="3">
        {direction === 'BY' ? 'Cases opened in the period that were referred to the firm by its referral sources.' : 'Clients the firm referred to medical providers in the period.'}
      </Text>
      {state.status === 'waiting' ? (
        <Text color="gray" role="status">
          Choose both dates of the period to see referrals.
        </Text>
      ) : state.queryRef ? (
        <QueryBoundary loadingLabel="Loading referrals…">
          <ReferralsBody queryRef={state.queryRef} view={view} />
        </QueryBoundary>
      ) : (
        <LoadingState label="Loading referrals…" />
      )}
    </section>
  );
}

function ReferralsBody({ queryRef, view }: { queryRef: PreloadedQuery<ReferralsPageQuery>; view: View }) {
  const data = usePreloadedQuery<ReferralsPageQuery>(query, queryRef);
  const variables = queryRef.variables as ReferralsPageQuery$variables;
  useLiveQuery<ReferralsPageQuery>(query, variables, TOPICS);
  const report = data.referralsInPeriod;
  const by = variables.direction === 'BY';
  const [popup, setPopup] = useState<Total | null>(null);
  const [adding, setAdding] = useState<Referrer | null>(null);
  const urls = data.connectorConfig;
  const addButton = (name: string, saId: number | null | undefined, contactId: number | null | undefined) =>
    contactId == null && report.canAddContacts ? (
      <Button size="1" variant="soft" onClick={() => setAdding({ name, saId: saId ?? null })} aria-label={`Add ${name} as a contact`}>
        Add Contact
      </Button>
    ) : null;
  const contactCell = (name: string, saId: number | null | undefined, contactId: number | null | undefined) => (
    <Flex gap="2" align="center">
      {saId != null && contactId != null ? (
        <a href={fillTemplate(urls.contactUrlTemplate, { contactId: saId })} target="_blank" rel="noopener noreferrer">
          {name}
        </a>
      ) : (
        <Text>{name}</Text>
      )}
      {addButton(name, saId, contactId)}
    </Flex>
  );
  const rowsFor = (t: Total) => report.rows.filter((r) => r.referrerKey === t.referrerKey);

  const totalsColumns: DataColumn<Total>[] = [
    { id: 'name', header: by ? 'Referred By' : 'Referred To', value: (t) => t.name, cell: (t) => contactCell(t.name, t.saContactId, t.contactId) },
    { id: 'type', header: 'Type', value: (t) => t.contactType ?? '' },
    { id: 'priority', header: 'Priority', value: (t) => t.priorityLabel ?? '' },
    { id: 'city', header: 'City', value: (t) => t.city ?? '' },
    {
      id: 'count',
      header: 'Referrals',
      value: (t) => t.count,
      align: 'right',
      cell: (t) => (
        <Button size="1" variant="ghost" onClick={() => setPopup(t)} aria-label={`${t.count} referrals of ${t.name}: show the cases`}>
          {t.count}
        </Button>
      ),
    },
    ...(by
      ? ([
          { id: 'retained', header: 'Retained', value: (t) => t.retained, align: 'right' },
          { id: 'retainedPercent', header: 'Retained %', value: (t) => t.retainedPercent, cell: (t) => `${t.retainedPercent.toFixed(1)}%`, align: 'right' },
        ] satisfies DataColumn<Total>[])
      : ([
          { id: 'lien', header: 'Accepts Lien', value: (t) => (t.acceptsLien == null ? '' : t.acceptsLien ? 'Yes' : 'No') },
          { id: 'hi', header: 'Accepts Health Ins.', value: (t) => (t.acceptsHealthInsurance == null ? '' : t.acceptsHealthInsurance ? 'Yes' : 'No') },
        ] satisfies DataColumn<Total>[])),
    { id: 'last', header: 'Last Referral', value: (t) => t.lastReferredDate, cell: (t) => formatUsDate(t.lastReferredDate) },
  ];

  const rowColumns: DataColumn<Row>[] = [
    { id: 'action', header: 'Action', hideHeader: true, sortable: false, searchable: false, csv: false, value: () => null, cell: (r) => <ExternalCaseLink urlTemplate={urls.caseUrlTemplate} caseId={r.caseId} /> },
    { id: 'date', header: by ? 'Opened' : 'Referred Date', value: (r) => r.referredDate, cell: (r) => formatUsDate(r.referredDate) },
    { id: 'client', header: 'Client', value: (r) => r.case.clientName, cell: (r) => <ClientNameButton caseId={r.caseId} clientName={r.case.clientName} /> },
    { id: 'referrer', header: by ? 'Referred By' : 'Provider', value: (r) => r.referrerName, cell: (r) => contactCell(r.referrerName, r.saContactId, r.contactId) },
    { id: 'type', header: 'Contact Type', value: (r) => r.contactType ?? '' },
    { id: 'priority', header: 'Priority', value: (r) => r.priorityLabel ?? '' },
    ...(by
      ? ([
          { id: 'source', header: 'Source', value: (r) => r.source ?? '' },
          { id: 'comments', header: 'Comments', value: (r) => r.comments ?? '', truncate: 30 },
          { id: 'retained', header: 'Retained', value: (r) => r.case.retainedDate ?? '', cell: (r) => formatUsDate(r.case.retainedDate) },
        ] satisfies DataColumn<Row>[])
      : ([
          { id: 'attorney', header: 'Attorney', value: (r) => r.case.attorney?.name ?? '' },
          { id: 'paralegal', header: 'Paralegal', value: (r) => r.case.paralegal?.name ?? '' },
        ] satisfies DataColumn<Row>[])),
    { id: 'caseType', header: 'Case Type', value: (r) => r.case.type ?? '' },
    { id: 'status', header: 'Status', value: (r) => r.case.status ?? '' },
    { id: 'office', header: 'Office', value: (r) => r.case.office ?? '' },
  ];
  const fileName = `Referrals_${by ? 'By' : 'To'}_${view === 'list' ? 'List' : 'Aggregate'}_${variables.startDate}_${variables.endDate}`;

  return (
    <>
      <Text as="p" size="2" mb="2" aria-label="Referral totals">
        {report.rows.length} referrals from {report.totals.length} {by ? 'referral sources' : 'providers'}
      </Text>
      {view === 'aggregate' ? (
        <DataTable<Total> label={`Referrals ${by ? 'by' : 'to'} contact`} rows={report.totals} columns={totalsColumns} rowId={(t) => t.id} defaultSort={{ id: 'count', desc: true }} sortKey={`intake-referrals-aggregate-${by ? 'by' : 'to'}`} csvFileName={fileName} pageSizes={[50, 100, 'all']} emptyText="No referrals in this period." />
      ) : (
        <DataTable<Row> label={`Referrals ${by ? 'by' : 'to'} list`} rows={report.rows} columns={rowColumns} rowId={(r) => r.id} defaultSort={{ id: 'date', desc: true }} sortKey={`intake-referrals-list-${by ? 'by' : 'to'}`} csvFileName={fileName} pageSizes={[50, 100, 'all']} emptyText="No referrals in this period." />
      )}
      {popup ? (
        <Dialog open onOpenChange={(o) => !o && setPopup(null)} title={`${popup.name}: ${popup.count} referrals`} maxWidth={DIALOG_WIDTHS.detail}>
          <DataTable<Row> label={`Cases referred ${by ? 'by' : 'to'} ${popup.name}`} rows={rowsFor(popup)} columns={rowColumns.filter((c) => !['referrer', 'type', 'priority'].includes(c.id))} rowId={(r) => r.id} defaultSort={{ id: 'date', desc: true }} pageSizes={[10, 'all']} csvFileName={`${fileName}_${popup.name}`} />
        </Dialog>
      ) : null}
      {adding ? (
        <Suspense fallback={null}>
          <AddReferrerContact referrer={adding} onClose={() => setAdding(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The contact-creation dialog of a referral row (spec 3 §2.14; 'Add Contact' disabled until a type is chosen). */
function AddReferrerContact({ referrer, onClose }: { referrer: Referrer; onClose: () => void }) {
  const types = useLazyLoadQuery<ReferralsPageContactTypesQuery>(contactTypesQuery, {}, { fetchPolicy: 'store-or-network' });
  // A source's own name ("Ref-Tow Truck") is no name to search the case system with.
  const name = referrer.name.startsWith('Ref-') ? '' : referrer.name;
  return <ContactDialog mode={{ kind: 'referral', name, saId: referrer.saId }} contactTypes={types.contactTypes} onClose={onClose} />;
}
