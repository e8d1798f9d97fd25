import { useState } from 'react';
import { Flex, Heading, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useParams } from 'react-router-dom';
import { useSessionUser } from '../../../app/auth/AuthContext';
import { hasRole } from '../../../app/auth/roles';
import { useSelectedTeamId } from '../../../app/layout/actAs';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { useDateRangeQuery } from '../../../ui/useDateRangeQuery';
import { LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { StatCard } from '../../../ui/StatCard';
import { formatMoneyCents } from '../../../lib/format';
import { FeeFilters, ALL, type FeeFilterState } from './FeeFilters';
import { CaseGroupStats } from './CaseGroupStats';
import { FeeAnalyticsChart } from './FeeAnalyticsChart';
import { FeeLinesTable } from './FeeLinesTable';
import type { FeesPageQuery, FeesPageQuery$variables } from './__generated__/FeesPageQuery.graphql';

const query = graphql`
  query FeesPageQuery(
    $startDate: NaiveDate!
    $endDate: NaiveDate!
    $userId: Int
    $organizationId: Int
    $showAll: Boolean!
    $excludeShared: Boolean!
    $office: String
    $state: String
    $referralSource: String
    $teamId: Int
  ) {
    feesInPeriod(
      startDate: $startDate
      endDate: $endDate
      userId: $userId
      organizationId: $organizationId
      showAll: $showAll
      excludeShared: $excludeShared
      office: $office
      state: $state
      referralSource: $referralSource
      teamId: $teamId
    ) {
      showsFilters
      totalFees
      averageFee
      totalCases
      avgCasesPerMonth
      ...FeeFilters_report
      ...CaseGroupStats_report
      ...FeeAnalyticsChart_report
      ...FeeLinesTable_report
    }
    connectorConfig {
      caseUrlTemplate
    }
  }
`;

/** The read models the screen shows: it refetches live when fees advance, or a team's members (the Team filter). */
const TOPICS = ['fees', 'organization'] as const;

/** spec 2 §2 Fees (per user /dash/{id}/fees/ and organization /org/{id}/fees/). */
export function FeesPage({ scope }: { scope: 'user' | 'organization' }) {
  const params = useParams();
  const user = useSessionUser();
  // spec 2 §6: "admin or marketing: fee filters (Show All, office, state, source), Source column".
  const filters = hasRole(user, 'admin', 'marketing', 'overlord');
  const teamId = useSelectedTeamId();
  const [filter, setFilter] = useState<FeeFilterState>({ showAll: true, excludeShared: false, office: ALL, state: ALL, referralSource: ALL });
  const state = useDateRangeQuery<FeesPageQuery>(query, (range) => ({
    startDate: range.startDate,
    endDate: range.endDate,
    userId: scope === 'user' ? Number(params.userId) : null,
    organizationId: scope === 'organization' ? Number(params.orgId) : null,
    showAll: filter.showAll,
    excludeShared: filters && filter.excludeShared,
    office: filters && filter.office !== ALL ? filter.office : null,
    state: filters && filter.state !== ALL ? filter.state : null,
    referralSource: filters && filter.referralSource !== ALL ? filter.referralSource : null,
    // spec 2 §6 fee team filter: with Show All off, the selected team's attorney group.
    teamId: scope === 'user' && filters && !filter.showAll ? teamId : null,
  }));
  return (
    <section aria-labelledby="fees-title">
      <Heading as="h1" size="5" id="fees-title" mb="3">
        Fees
      </Heading>
      {state.status === 'waiting' ? (
        <Text color="gray" role="status">
          Choose both dates of the period to see fees.
        </Text>
      ) : state.queryRef ? (
        <QueryBoundary loadingLabel="Loading fees…">
          <FeesContent queryRef={state.queryRef} filter={filter} setFilter={setFilter} filters={filters} scope={scope} />
        </QueryBoundary>
      ) : (
        <LoadingState label="Loading fees…" />
      )}
    </section>
  );
}

function FeesContent({
  queryRef,
  filter,
  setFilter,
  filters,
  scope,
}: {
  queryRef: PreloadedQuery<FeesPageQuery>;
  filter: FeeFilterState;
  setFilter: (f: FeeFilterState) => void;
  filters: boolean;
  scope: 'user' | 'organization';
}) {
  const data = usePreloadedQuery<FeesPageQuery>(query, queryRef);
  useLiveQuery<FeesPageQuery>(query, queryRef.variables as FeesPageQuery$variables, TOPICS);
  const report = data.feesInPeriod;
  return (
    <Flex direction="column" gap="4">
      {filters && report.showsFilters ? <FeeFilters report={report} value={filter} onChange={setFilter} showAllToggle={scope === 'user'} /> : null}
      <Flex gap="3" wrap="wrap">
        <StatCard label="Total Fees" value={formatMoneyCents(report.totalFees)} />
        <StatCard label="Average Fee" value={formatMoneyCents(report.averageFee)} detail="per case" />
        <StatCard label="Total Cases" value={report.totalCases.toLocaleString('en-US')} />
        <StatCard label="Avg Cases Per Month" value={report.avgCasesPerMonth.toFixed(1)} />
      </Flex>
      <CaseGroupStats report={report} />
      <FeeAnalyticsChart report={report} />
      <FeeLinesTable report={report} showSource={report.showsFilters} caseUrlTemplate={data.connectorConfig.caseUrlTemplate} />
    </Flex>
  );
}
