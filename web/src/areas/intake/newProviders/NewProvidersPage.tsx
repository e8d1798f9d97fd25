import { useState, useTransition } from 'react';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { ExternalLinkIcon } from '@radix-ui/react-icons';
import { graphql } from 'react-relay/hooks';
import { useRouteQueryData } from '../../../platform/relay/routeQuery';
import { useParams } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { useDateRange } from '../../../platform/preferences/dateRange';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { ExternalCaseLink, fillTemplate } from '../../../ui/ExternalCaseLink';
import { InlineEdit } from '../../../ui/InlineEdit';
import { DateInput } from '../../../ui/fields/DateInputs';
import { QueryBoundary } from '../../../ui/QueryBoundary';
import { formatUsDate } from '../../../lib/dates';
import { ClientNameButton } from '../../case/dialog/CaseDialogProvider';
import { DayRangeControls, type DayRange } from '../shared/DayRangeControls';
import { useInsertProviderReferredDate } from './InsertProviderReferredDateMutation';
import type { NewProvidersPageQuery, NewProvidersPageQuery$data } from './__generated__/NewProvidersPageQuery.graphql';

const query = graphql`
  query NewProvidersPageQuery($startDate: NaiveDate!, $endDate: NaiveDate!, $organizationId: Int) {
    newProvidersInPeriod(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {
      id
      providerId
      caseId
      medicalProvider
      referredDate
      lead {
        referralSourceComments
        case {
          clientName
          referralSource
          state
          office
        }
      }
    }
    connectorConfig {
      caseUrlTemplate
      providerUrlTemplate
    }
  }
`;

const TOPICS = ['cases', 'intake'] as const;
type Provider = NewProvidersPageQuery$data['newProvidersInPeriod'][number];

/**
 * spec 1 §2.5 New Providers (admin or intake-management): providers referred in the page's
 * range (starting from the top bar's), a day step either way, search, sorted by id
 * descending; the referred date is editable and removable.
 */
export function NewProvidersPage() {
  const [topBar] = useDateRange();
  const [range, setRange] = useState<DayRange>({ startDate: topBar.startDate, endDate: topBar.endDate });
  const [, startTransition] = useTransition();
  const { orgId } = useParams();
  const variables = { startDate: range.startDate, endDate: range.endDate, organizationId: orgId ? Number(orgId) : null };
  return (
    <Flex direction="column" gap="3">
      <QueryBoundary loadingLabel="Loading the new providers…">
        <NewProvidersBody variables={variables} range={range} onRange={(r) => startTransition(() => setRange(r))} />
      </QueryBoundary>
    </Flex>
  );
}

function NewProvidersBody({ variables, range, onRange }: { variables: NewProvidersPageQuery['variables']; range: DayRange; onRange: (r: DayRange) => void }) {
  const data = useRouteQueryData<NewProvidersPageQuery>(query, variables);
  const refetch = useLiveQuery<NewProvidersPageQuery>(query, variables, TOPICS);
  const rows = data.newProvidersInPeriod;
  const columns: DataColumn<Provider>[] = [
    {
      id: 'action',
      header: 'Action',
      hideHeader: true,
      sortable: false,
      searchable: false,
      csv: false,
      value: () => null,
      cell: (p) => (
        <Flex gap="2">
          <ExternalCaseLink urlTemplate={data.connectorConfig.caseUrlTemplate} caseId={p.caseId} />
          <a href={fillTemplate(data.connectorConfig.providerUrlTemplate, { providerId: p.providerId, caseId: p.caseId })} target="_blank" rel="noopener noreferrer" aria-label={`Open provider ${p.medicalProvider} in the case system (new tab)`}>
            <ExternalLinkIcon />
          </a>
        </Flex>
      ),
    },
    { id: 'id', header: 'Id', value: (p) => p.providerId },
    { id: 'client', header: 'Client', value: (p) => p.lead.case.clientName, cell: (p) => <ClientNameButton caseId={p.caseId} clientName={p.lead.case.clientName} /> },
    { id: 'provider', header: 'Provider', value: (p) => p.medicalProvider },
    { id: 'refBy', header: 'Ref By', value: (p) => p.lead.case.referralSource },
    { id: 'refByOther', header: 'Ref By Other', value: (p) => p.lead.referralSourceComments, truncate: 30 },
    { id: 'referred', header: 'Referred Date', value: (p) => p.referredDate, cell: (p) => <ReferredDateEdit provider={p} onChanged={refetch} /> },
    { id: 'state', header: 'State', value: (p) => p.lead.case.state },
    { id: 'office', header: 'Office', value: (p) => p.lead.case.office },
  ];
  return (
    <>
      <Heading as="h1" size="5">
        New Providers <Text color="gray">({rows.length})</Text>
      </Heading>
      <DayRangeControls range={range} onChange={onRange} />
      <DataTable<Provider> label="New Providers" rows={rows} columns={columns} rowId={(p) => p.id} defaultSort={{ id: 'id', desc: true }} sortKey="intake-new-providers" />
    </>
  );
}

/** spec 1 §2.5, §4: "The referred date is editable with a Remove button"; removing sends null and not-referred. */
function ReferredDateEdit({ provider, onChanged }: { provider: Provider; onChanged: () => Promise<void> }) {
  const [save] = useInsertProviderReferredDate();
  const [removing, setRemoving] = useState(false);
  const submit = async (referredDate: string | null) => {
    await save({ dateInput: { providerId: provider.providerId, referredDate, isReferred: referredDate !== null } });
    await onChanged();
  };
  return (
    <Flex gap="2" align="center">
      <InlineEdit<string>
        label={`Referred Date of ${provider.medicalProvider}`}
        display={formatUsDate(provider.referredDate) || 'Not set'}
        initial={provider.referredDate ?? ''}
        onSave={(v) => submit(v)}
        editor={(v, set) => <DateInput label="Referred Date" value={v} onChange={set} />}
      />
      <Button
        size="1"
        variant="soft"
        color="red"
        loading={removing}
        aria-label={`Remove the referred date of ${provider.medicalProvider}`}
        onClick={async () => {
          setRemoving(true);
          try {
            await submit(null);
          } finally {
            setRemoving(false);
          }
        }}
      >
        Remove
      </Button>
    </Flex>
  );
}
