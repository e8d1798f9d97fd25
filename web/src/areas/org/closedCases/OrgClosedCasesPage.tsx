import { useState } from 'react';
import { Flex, Grid, Heading } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { EmptyState, LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { useDateRangeQuery } from '../../../ui/useDateRangeQuery';
import { SwitchInput } from '../../../ui/fields/SwitchInput';
import { StatCard } from '../../../ui/StatCard';
import { TitledSection } from '../../../ui/TitledSection';
import { OrgClosedCasesCharts } from './OrgClosedCasesCharts';
import { OrgClosedCasesTable } from './OrgClosedCasesTable';
import type { OrgClosedCasesPageQuery } from './__generated__/OrgClosedCasesPageQuery.graphql';

const query = graphql`
  query OrgClosedCasesPageQuery($startDate: NaiveDate!, $endDate: NaiveDate!, $retainedOnly: Boolean!) {
    closedCasesReport(startDate: $startDate, endDate: $endDate, retainedOnly: $retainedOnly) {
      count
      notSettledAfterDemand
      notSettledAfterDemandPercent
      averageTod
      ...OrgClosedCasesCharts_report
      ...OrgClosedCasesTable_report
    }
    connectorConfig {
      caseUrlTemplate
    }
  }
`;

const TOPICS = ['cases', 'stages', 'organization'] as const;

/** spec 3 §2.9 Closed Cases in Period (/org/{id}/closed-cases, admin): the top bar's range. */
export function OrgClosedCasesPage() {
  const [retainedOnly, setRetainedOnly] = useState(true);
  const [byAttorney, setByAttorney] = useState(false);
  const state = useDateRangeQuery<OrgClosedCasesPageQuery>(query, (r) => ({ startDate: r.startDate, endDate: r.endDate, retainedOnly }));
  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="5">
        Closed Cases in Period
      </Heading>
      <Flex gap="4" wrap="wrap">
        <SwitchInput label="Retained Only" checked={retainedOnly} onChange={setRetainedOnly} />
        <SwitchInput label="By Attorney" checked={byAttorney} onChange={setByAttorney} />
      </Flex>
      {state.status === 'waiting' ? (
        <EmptyState>Choose both dates in the top bar.</EmptyState>
      ) : state.queryRef ? (
        <QueryBoundary loadingLabel="Loading the closed cases…">
          <ClosedCasesBody queryRef={state.queryRef} byAttorney={byAttorney} />
        </QueryBoundary>
      ) : (
        <LoadingState label="Loading the closed cases…" />
      )}
    </Flex>
  );
}

function ClosedCasesBody({ queryRef, byAttorney }: { queryRef: PreloadedQuery<OrgClosedCasesPageQuery>; byAttorney: boolean }) {
  const data = usePreloadedQuery<OrgClosedCasesPageQuery>(query, queryRef);
  useLiveQuery<OrgClosedCasesPageQuery>(query, queryRef.variables, TOPICS);
  const r = data.closedCasesReport;
  return (
    <>
      <Grid columns={{ initial: '1', sm: '3' }} gap="3">
        <StatCard label="Closed Cases" value={r.count.toLocaleString('en-US')} />
        <StatCard label="Not Settled After Demand" value={r.notSettledAfterDemand.toLocaleString('en-US')} detail={`${r.notSettledAfterDemandPercent.toFixed(1)}%`} />
        <StatCard label="Average TOD" value={r.averageTod === null || r.averageTod === undefined ? '—' : r.averageTod.toFixed(1)} detail="days, CASE SETTLED only" />
      </Grid>
      <OrgClosedCasesCharts report={r} byAttorney={byAttorney} />
      <TitledSection title="Closed Cases">
        <OrgClosedCasesTable report={r} caseUrlTemplate={data.connectorConfig.caseUrlTemplate} />
      </TitledSection>
    </>
  );
}
