import { Flex, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useParams } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { useDateRangeQuery } from '../../../ui/useDateRangeQuery';
import { HomeInventoryCharts, InventoryToggles, type InventoryView } from './HomeInventoryCharts';
import { HomeRetainedCharts } from './HomeRetainedCharts';
import type { HomeChartsQuery, HomeChartsQuery$variables } from './__generated__/HomeChartsQuery.graphql';

const query = graphql`
  query HomeChartsQuery($organizationId: Int!, $teamId: Int, $activeOnly: Boolean!, $grouped: Boolean!, $endDate: NaiveDate!, $source: String) {
    homeInventory(organizationId: $organizationId, teamId: $teamId, activeOnly: $activeOnly, grouped: $grouped) {
      ...HomeInventoryCharts_inventory
    }
    homeRetained(organizationId: $organizationId, teamId: $teamId, endDate: $endDate, source: $source) {
      ...HomeRetainedCharts_retained
    }
  }
`;

/** The cases' read model (stages, ranks, retained and closed dates) and team memberships. */
const TOPICS = ['cases', 'organization'] as const;

/**
 * spec 3 §2.3: the home's inventory, retained-case and leads charts — its third statistic
 * query — of the team the page follows (`teamId`, null: the whole organization).
 */
export function HomeCharts({ teamId }: { teamId: number | null }) {
  const { orgId } = useParams();
  const [view, setView] = useState<InventoryView>({ activeOnly: true, grouped: true, table: false, byAmount: false });
  const [source, setSource] = useState<string | null>(null);
  const state = useDateRangeQuery<HomeChartsQuery>(query, (range) => ({
    organizationId: Number(orgId),
    teamId,
    activeOnly: view.activeOnly,
    grouped: view.grouped,
    endDate: range.endDate,
    source,
  }));
  return (
    <section aria-labelledby="home-charts-title">
      <Heading as="h2" size="4" id="home-charts-title" mt="4" mb="2">
        Inventory and Retained Cases
      </Heading>
      <InventoryToggles view={view} onChange={setView} />
      {state.status === 'waiting' ? (
        <Text color="gray" role="status">
          Choose both dates of the period to see the charts.
        </Text>
      ) : state.queryRef ? (
        <QueryBoundary loadingLabel="Loading charts…">
          <Charts queryRef={state.queryRef} view={view} onSource={setSource} />
        </QueryBoundary>
      ) : (
        <LoadingState label="Loading charts…" />
      )}
    </section>
  );
}

function Charts({ queryRef, view, onSource }: { queryRef: PreloadedQuery<HomeChartsQuery>; view: InventoryView; onSource: (source: string) => void }) {
  const data = usePreloadedQuery<HomeChartsQuery>(query, queryRef);
  useLiveQuery<HomeChartsQuery>(query, queryRef.variables as HomeChartsQuery$variables, TOPICS);
  return (
    <Flex direction="column" gap="3">
      <HomeInventoryCharts inventory={data.homeInventory} view={view} />
      <HomeRetainedCharts retained={data.homeRetained} onSource={onSource} />
    </Flex>
  );
}
