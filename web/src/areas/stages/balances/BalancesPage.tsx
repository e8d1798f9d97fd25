import { useMemo, useState } from 'react';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useParams, useRevalidator } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { EmptyState, QueryBoundary } from '../../../ui/QueryBoundary';
import { TextInput } from '../../../ui/fields/TextInput';
import { moneyColumn } from '../../../ui/moneyColumn';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
import { formatUsDate, formatDateTime } from '../../../lib/dates';
import { CaseSystemLink } from '../../case/summary/CaseSystemLink';
import { parseUserId } from '../notes/caseNotesLoader';
import { BalanceCommentsDialog } from './BalanceCommentsDialog';
import type { BalancesPageQuery, BalancesPageQuery$data } from './__generated__/BalancesPageQuery.graphql';

const query = graphql`
  query BalancesPageQuery($userId: Int!) {
    uncompletedBalanceVerifications(userId: $userId) {
      id
      taskId
      caseId
      clientName
      category
      summary
      description
      startDate
      dueDate
      requestorUser
      medicalProviderId
      medicalProvider
      total
      paid
      adjusted
      balance
      comments
      ...BalanceCommentsDialog_row
    }
    ...CaseSystemLink_query
  }
`;

const TOPICS = ['balances', 'cases'] as const;
type BalanceRow = BalancesPageQuery$data['uncompletedBalanceVerifications'][number];

/** spec 2 §2 "Balances are grouped by medical provider, with a Comments dialog" (spec 2 §9: client 20, provider 20 characters). */
export function BalancesPage() {
  const userId = parseUserId(useParams().userId);
  const loaded = useLoaderData() as PreloadedQuery<BalancesPageQuery> | null;
  const { revalidate } = useRevalidator();
  return (
    <section aria-label="Balances">
      <Heading as="h1" size="5" mb="3">
        Balances
      </Heading>
      {userId === null || !loaded ? (
        <EmptyState>There is no such user.</EmptyState>
      ) : (
        <QueryBoundary loadingLabel="Loading balances…" onReset={() => void revalidate()}>
          <Balances userId={userId} loaded={loaded} />
        </QueryBoundary>
      )}
    </section>
  );
}

function Balances({ userId, loaded }: { userId: number; loaded: PreloadedQuery<BalancesPageQuery> }) {
  const data = usePreloadedQuery<BalancesPageQuery>(query, loaded);
  const refetch = useLiveQuery<BalancesPageQuery>(query, { userId }, TOPICS);
  const timeZone = useFirmTimeZone();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<BalanceRow | null>(null);
  const rows = data.uncompletedBalanceVerifications;
  // The server orders by provider; the screen keeps that order and groups consecutive rows.
  const groups = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const matching = needle
      ? rows.filter((r) => [r.clientName, r.medicalProvider, r.summary, r.description, r.comments, r.requestorUser, String(r.caseId)].some((v) => v?.toLowerCase().includes(needle)))
      : rows;
    const byProvider = new Map<string, BalanceRow[]>();
    for (const r of matching) byProvider.set(r.medicalProvider, [...(byProvider.get(r.medicalProvider) ?? []), r]);
    return [...byProvider.entries()];
  }, [rows, search]);
  const columns: DataColumn<BalanceRow>[] = [
    { id: 'action', header: 'Action', hideHeader: true, sortable: false, searchable: false, csv: false, value: () => null, cell: (r) => <CaseSystemLink query={data} caseId={r.caseId} /> },
    { id: 'client', header: 'Client', value: (r) => r.clientName, truncate: 20 },
    { id: 'provider', header: 'Provider', value: (r) => r.medicalProvider, truncate: 20 },
    { id: 'summary', header: 'Summary', value: (r) => r.summary, truncate: 30 },
    { id: 'requestor', header: 'Requestor', value: (r) => r.requestorUser },
    { id: 'start', header: 'Start', value: (r) => r.startDate, cell: (r) => formatDateTime(r.startDate, { timeZone }) },
    { id: 'due', header: 'Due', value: (r) => r.dueDate, cell: (r) => formatUsDate(r.dueDate) },
    moneyColumn('total', 'Total', (r) => r.total),
    moneyColumn('paid', 'Paid', (r) => r.paid),
    moneyColumn('adjusted', 'Adjusted', (r) => r.adjusted),
    moneyColumn('balance', 'Balance', (r) => r.balance),
    {
      id: 'comments',
      header: 'Comments',
      value: (r) => r.comments,
      truncate: 40,
    },
    {
      id: 'edit',
      header: 'Edit comments',
      hideHeader: true,
      sortable: false,
      searchable: false,
      csv: false,
      value: () => null,
      cell: (r) => (
        <Button size="1" variant="soft" aria-label={`Comments for ${r.clientName} at ${r.medicalProvider}`} onClick={() => setEditing(r)}>
          Comments
        </Button>
      ),
    },
  ];
  if (rows.length === 0) return <EmptyState>No open balance verifications.</EmptyState>;
  return (
    <Flex direction="column" gap="4">
      <Flex gap="3" align="end" wrap="wrap">
        <div style={{ minWidth: 260 }}>
          <TextInput label="Search balances" value={search} onChange={setSearch} />
        </div>
        <Text size="2" color="gray">
          {rows.length} provider lines in {new Set(rows.map((r) => r.caseId)).size} cases
        </Text>
      </Flex>
      {groups.length === 0 ? <EmptyState>No balances match the search.</EmptyState> : null}
      {groups.map(([provider, items]) => (
        <section key={provider} aria-label={`Balances: ${provider}`}>
          <Heading as="h2" size="3" mb="2" title={provider}>
            {provider} ({items.length})
          </Heading>
          <DataTable<BalanceRow>
            label={`Balances at ${provider}`}
            rows={items}
            columns={columns}
            rowId={(r) => r.id}
            defaultSort={{ id: 'client', desc: false }}
            searchable={false}
            pageSizes={['all']}
            emptyText="No balances."
          />
        </section>
      ))}
      {editing ? <BalanceCommentsDialog row={editing} onClose={() => setEditing(null)} onSaved={() => void refetch()} /> : null}
    </Flex>
  );
}
