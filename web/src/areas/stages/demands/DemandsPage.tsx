import { Flex, Heading, Switch, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useParams } from 'react-router-dom';
import { useSessionUser } from '../../../app/auth/AuthContext';
import { hasRole } from '../../../app/auth/roles';
import { useSelectedTeamId } from '../../../app/layout/actAs';
import { PREFERENCE_KEYS, usePreference } from '../../../platform/preferences/storage';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { EmptyState, LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { useDateRangeQuery } from '../../../ui/useDateRangeQuery';
import { formatUsDate } from '../../../lib/dates';
import { formatMoneyRange } from '../../../lib/format';
import { CaseSystemLink } from '../../case/summary/CaseSystemLink';
import { parseUserId } from '../notes/caseNotesLoader';
import type { DemandsPageQuery, DemandsPageQuery$data, DemandsPageQuery$variables } from './__generated__/DemandsPageQuery.graphql';

const query = graphql`
  query DemandsPageQuery($userId: Int!, $startDate: NaiveDate!, $endDate: NaiveDate!, $teamId: Int) {
    userDemandsInPeriod(userId: $userId, startDate: $startDate, endDate: $endDate, teamId: $teamId) {
      id
      demandId
      caseId
      clientName
      valueFrom
      valueTo
      rank
      dateOfDemand
      paralegal
      status
      kind
    }
    ...CaseSystemLink_query
  }
`;

type Row = DemandsPageQuery$data['userDemandsInPeriod'][number];

/** spec 2 §2 Demands: the demands dated in the top bar's range, with the Team Demands toggle shown only to paralegals (remembered in the browser). */
export function DemandsPage() {
  const userId = parseUserId(useParams().userId);
  const user = useSessionUser();
  const paralegal = hasRole(user, 'paralegal');
  const [teamDemands, setTeamDemands] = usePreference<boolean>(PREFERENCE_KEYS.showTeamDemands, false);
  const teamId = useSelectedTeamId();
  const useTeam = paralegal && teamDemands && teamId !== null;
  const state = useDateRangeQuery<DemandsPageQuery>(query, (range) => ({
    userId: userId ?? 0,
    startDate: range.startDate,
    endDate: range.endDate,
    teamId: useTeam ? teamId : null,
  }));
  return (
    <section aria-label="Demands">
      <Flex justify="between" align="center" mb="3">
        <Heading as="h1" size="5">
          Demands
        </Heading>
        {paralegal ? (
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Switch checked={teamDemands} onCheckedChange={(on) => setTeamDemands(on)} aria-label="Team Demands" /> Team Demands
            </Flex>
          </Text>
        ) : null}
      </Flex>
      {userId === null ? (
        <EmptyState>There is no such user.</EmptyState>
      ) : state.status === 'waiting' ? (
        <EmptyState>Choose both dates of the range.</EmptyState>
      ) : !state.queryRef ? (
        <LoadingState label="Loading demands…" />
      ) : (
        <QueryBoundary loadingLabel="Loading demands…">
          <DemandsTable queryRef={state.queryRef} />
        </QueryBoundary>
      )}
    </section>
  );
}

function DemandsTable({ queryRef }: { queryRef: PreloadedQuery<DemandsPageQuery> }) {
  const data = usePreloadedQuery<DemandsPageQuery>(query, queryRef);
  useLiveQuery<DemandsPageQuery>(query, queryRef.variables as DemandsPageQuery$variables, ['cases', 'stages']);
  const columns: DataColumn<Row>[] = [
    { id: 'action', header: 'Action', hideHeader: true, sortable: false, searchable: false, csv: false, value: () => null, cell: (r) => <CaseSystemLink query={data} caseId={r.caseId} /> },
    { id: 'client', header: 'Client', value: (r) => r.clientName },
    {
      id: 'value',
      header: 'Value',
      value: (r) => r.valueFrom,
      cell: (r) => (r.valueFrom !== null && r.valueFrom !== undefined && r.valueTo !== null && r.valueTo !== undefined ? formatMoneyRange(r.valueFrom, r.valueTo) : ''),
      csv: (r) => r.valueFrom,
    },
    { id: 'rank', header: 'Rank', value: (r) => r.rank },
    { id: 'dateOfDemand', header: 'Date of Demand', value: (r) => r.dateOfDemand, cell: (r) => formatUsDate(r.dateOfDemand) },
    { id: 'paralegal', header: 'Paralegal', value: (r) => r.paralegal },
    { id: 'status', header: 'Status', value: (r) => r.status },
  ];
  return (
    <DataTable<Row>
      label="Demands"
      rows={data.userDemandsInPeriod}
      columns={columns}
      rowId={(r) => r.id}
      defaultSort={{ id: 'dateOfDemand', desc: true }}
      sortKey="demands-list"
      pageSizes={[50, 100, 'all']}
      csvFileName="demands"
      emptyText="No demands in this period."
    />
  );
}
