import { Suspense, useState } from 'react';
import { Flex, Heading, Switch, Text } from '@radix-ui/themes';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useLiveQuery } from '../../platform/relay/hooks';
import { ErrorBoundary, ErrorState, LoadingState } from '../../ui/QueryBoundary';
import { ColumnChart, type ColumnDatum } from '../../ui/charts/ColumnChart';
import { ResponsiveChart } from '../../ui/charts/ResponsiveChart';
import type { TeamInventoryChartQuery, TeamInventoryChartQuery$variables } from './__generated__/TeamInventoryChartQuery.graphql';

const query = graphql`
  query TeamInventoryChartQuery($userId: Int!, $teamId: Int, $showAllParalegals: Boolean!, $activeOnly: Boolean!) {
    teamInventoryTotals(userId: $userId, teamId: $teamId, showAllParalegals: $showAllParalegals, activeOnly: $activeOnly) {
      paralegalId
      paralegal
      fullName
      stage
      total
    }
  }
`;

const TOPICS = ['inventory', 'organization'] as const;
const TITLE = 'Team Inventory';

/** spec 2 §2 Team dashboard: "Team Inventory stacked column chart with a Show Active Only toggle" (height 200, §9). */
export function TeamInventoryChart({ userId, teamId, showAllParalegals }: { userId: number; teamId: number | null; showAllParalegals: boolean }) {
  const [activeOnly, setActiveOnly] = useState(true);
  return (
    <section aria-label={TITLE}>
      <Flex justify="between" align="center" mt="2" mb="2">
        <Heading as="h2" size="3">
          {TITLE}
        </Heading>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Switch checked={activeOnly} onCheckedChange={setActiveOnly} />
            Show Active Only
          </Flex>
        </Text>
      </Flex>
      <ErrorBoundary fallback={(error, retry) => <ErrorState error={error} onRetry={retry} title="Could not load the team inventory" />}>
        <Suspense fallback={<LoadingState label="Loading team inventory…" />}>
          <Chart variables={{ userId, teamId, showAllParalegals, activeOnly }} />
        </Suspense>
      </ErrorBoundary>
    </section>
  );
}

function Chart({ variables }: { variables: TeamInventoryChartQuery$variables }) {
  const data = useLazyLoadQuery<TeamInventoryChartQuery>(query, variables, { fetchPolicy: 'store-and-network' });
  useLiveQuery<TeamInventoryChartQuery>(query, variables, TOPICS);
  const totals = data.teamInventoryTotals;
  if (totals.length === 0) return <Text color="gray">No cases for this team.</Text>;
  const series = [...new Set(totals.map((t) => t.stage))];
  const people = [...new Set(totals.map((t) => t.paralegal))];
  const chart: ColumnDatum[] = people.map((p) => {
    const mine = totals.filter((t) => t.paralegal === p);
    return { label: p, values: Object.fromEntries(mine.map((t) => [t.stage, t.total])), details: mine[0]?.fullName ? [mine[0].fullName] : undefined };
  });
  return <ResponsiveChart height={200}>{(w, h) => <ColumnChart width={w} height={h} data={chart} series={series} stacked title={TITLE} />}</ResponsiveChart>;
}
