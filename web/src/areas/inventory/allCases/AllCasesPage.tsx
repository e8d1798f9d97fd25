import { useState } from 'react';
import { Button, Flex, Heading, Text, Tooltip } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { CheckboxInput } from '../../../ui/fields/CheckboxInput';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
import { formatDateTime, formatUsDate } from '../../../lib/dates';
import { ClientNameButton } from '../../case/dialog/CaseDialogProvider';
import { CaseSystemLink } from '../../case/summary/CaseSystemLink';
import { InvestigationReportDialog } from '../../case/investigation/InvestigationReportDialog';
import { INVENTORY_TOPICS, InventoryScreen } from '../InventoryScreen';
import { RankBar } from '../RankBar';
import { CaseRowMenu } from './CaseRowMenu';
import type { AllCasesPageQuery, AllCasesPageQuery$data } from './__generated__/AllCasesPageQuery.graphql';

export const allCasesQuery = graphql`
  query AllCasesPageQuery($userId: Int!, $excludeReferred: Boolean!) {
    userCases(userId: $userId, excludeReferred: $excludeReferred) {
      userId
      rankCounts {
        rank
        count
      }
      cases {
        caseId
        type
        stage
        status
        daysInStatus
        clientName
        lastAccessedDateTime
        dateOfSolConf
        rank
        paralegal
        dateOpened
        dateOfIncident
        state
      }
    }
    ...CaseSystemLink_query
  }
`;

type Row = AllCasesPageQuery$data['userCases']['cases'][number];

/** spec 2 §2 All Cases (/dash/{id}/inventory). */
export function AllCasesPage() {
  // spec 2 §2: "Toggle Exclude Ref (default on)".
  const [excludeReferred, setExcludeReferred] = useState(true);
  return (
    <InventoryScreen<AllCasesPageQuery> query={allCasesQuery} variables={(userId) => ({ userId, excludeReferred })} label="All Cases">
      {(queryRef, userId) => <AllCases queryRef={queryRef} userId={userId} excludeReferred={excludeReferred} onExcludeReferred={setExcludeReferred} />}
    </InventoryScreen>
  );
}

function AllCases({
  queryRef,
  userId,
  excludeReferred,
  onExcludeReferred,
}: {
  queryRef: PreloadedQuery<AllCasesPageQuery>;
  userId: number;
  excludeReferred: boolean;
  onExcludeReferred: (on: boolean) => void;
}) {
  const data = usePreloadedQuery<AllCasesPageQuery>(allCasesQuery, queryRef);
  useLiveQuery<AllCasesPageQuery>(allCasesQuery, { userId, excludeReferred }, INVENTORY_TOPICS);
  const timeZone = useFirmTimeZone();
  const [report, setReport] = useState<Row | null>(null);
  const columns: DataColumn<Row>[] = [
    {
      id: 'action',
      header: 'Action',
      hideHeader: true,
      sortable: false,
      searchable: false,
      csv: false,
      value: () => null,
      cell: (r) => (
        <Flex align="center" gap="1">
          <CaseSystemLink query={data} caseId={r.caseId} />
          <Button size="1" variant="ghost" aria-label={`Investigation Report of case ${r.caseId}`} onClick={() => setReport(r)}>
            Investigation
          </Button>
          <CaseRowMenu caseId={r.caseId} clientName={r.clientName} />
        </Flex>
      ),
    },
    { id: 'type', header: 'Type', value: (r) => r.type },
    { id: 'stage', header: 'Stage', value: (r) => r.stage },
    { id: 'status', header: 'Status', value: (r) => r.status },
    {
      id: 'dis',
      header: 'DIS',
      align: 'right',
      value: (r) => r.daysInStatus,
      cell: (r) => (
        <Tooltip content="Days in Status">
          <span>{r.daysInStatus ?? ''}</span>
        </Tooltip>
      ),
    },
    { id: 'client', header: 'Client', value: (r) => r.clientName, cell: (r) => <ClientNameButton caseId={r.caseId} clientName={r.clientName} /> },
    { id: 'lastAccess', header: 'Last Access', value: (r) => r.lastAccessedDateTime, cell: (r) => formatDateTime(r.lastAccessedDateTime, { timeZone }), searchable: false },
    { id: 'solConf', header: 'SOL Conf', value: (r) => r.dateOfSolConf, cell: (r) => formatUsDate(r.dateOfSolConf), searchable: false },
    { id: 'rank', header: 'Rank', value: (r) => r.rank },
    { id: 'paralegal', header: 'Paralegal', value: (r) => r.paralegal },
    { id: 'opened', header: 'Opened', value: (r) => r.dateOpened, cell: (r) => formatDateTime(r.dateOpened, { timeZone }).split(' ')[0], searchable: false },
    { id: 'doi', header: 'DOI', value: (r) => r.dateOfIncident, cell: (r) => formatUsDate(r.dateOfIncident), searchable: false },
    { id: 'state', header: 'State', value: (r) => r.state },
  ];
  const cases = data.userCases.cases;
  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="center" wrap="wrap" gap="2">
        <Heading size="5" as="h1">
          All Cases
        </Heading>
        <Text size="2" color="gray">
          {cases.length} {cases.length === 1 ? 'case' : 'cases'}
        </Text>
      </Flex>
      <RankBar segments={data.userCases.rankCounts} />
      <DataTable<Row>
        label="All Cases"
        rows={cases}
        columns={columns}
        rowId={(r) => String(r.caseId)}
        defaultSort={{ id: 'client', desc: false }}
        sortKey="inventory-list"
        pageSizes={[50, 100, 'all']}
        emptyText="No cases to show."
        toolbar={<CheckboxInput label="Exclude Ref" checked={excludeReferred} onChange={onExcludeReferred} />}
      />
      {report ? <InvestigationReportDialog caseId={report.caseId} clientName={report.clientName} onClose={() => setReport(null)} /> : null}
    </Flex>
  );
}
