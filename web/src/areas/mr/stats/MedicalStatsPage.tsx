import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { useDateRangeQuery } from '../../../ui/useDateRangeQuery';
import { LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { MonthlyTable, monthLabel, type MonthlyRow } from '../../../ui/MonthlyTable';
import { LineChart } from '../../../ui/charts/LineChart';
import { ResponsiveChart } from '../../../ui/charts/ResponsiveChart';
import type { MedicalStatsPageQuery, MedicalStatsPageQuery$data, MedicalStatsPageQuery$variables } from './__generated__/MedicalStatsPageQuery.graphql';

const query = graphql`
  query MedicalStatsPageQuery($startDate: NaiveDate!, $endDate: NaiveDate!) {
    medicalRequestTeamStatsByMonth(startDate: $startDate, endDate: $endDate) {
      agent
      agentName
      isTotal
      yearMonth
      totalRequests
      totalCancellations
      totalCompleted
      totalCompletedInThirtyDays
      averageDaysToComplete
    }
  }
`;

const TOPICS = ['stages', 'cases'] as const;
type Stat = MedicalStatsPageQuery$data['medicalRequestTeamStatsByMonth'][number];
type Figure = 'totalRequests' | 'totalCompleted' | 'totalCompletedInThirtyDays';

/** spec 2 §2 Medical Record Stats: "Three line charts and tables (Total Requests, Total Completed, Total Completed in 30 Days)". */
const FIGURES: { key: Figure; title: string }[] = [
  { key: 'totalRequests', title: 'Total Requests' },
  { key: 'totalCompleted', title: 'Total Completed' },
  { key: 'totalCompletedInThirtyDays', title: 'Total Completed in 30 Days' },
];

/** spec 2 §2 Medical Record Stats (/mr): per agent per month, plus a Total row, for the top bar's period. */
export function MedicalStatsPage() {
  const state = useDateRangeQuery<MedicalStatsPageQuery>(query, (range) => ({ startDate: range.startDate, endDate: range.endDate }));
  return (
    <section aria-labelledby="mr-stats-title">
      <Heading as="h1" size="5" id="mr-stats-title" mb="3">
        Medical Record Stats
      </Heading>
      {state.status === 'waiting' ? (
        <Text color="gray" role="status">
          Choose both dates of the period to see the statistics.
        </Text>
      ) : state.queryRef ? (
        <QueryBoundary loadingLabel="Loading statistics…">
          <MedicalStats queryRef={state.queryRef} />
        </QueryBoundary>
      ) : (
        <LoadingState label="Loading statistics…" />
      )}
    </section>
  );
}

function MedicalStats({ queryRef }: { queryRef: PreloadedQuery<MedicalStatsPageQuery> }) {
  const data = usePreloadedQuery<MedicalStatsPageQuery>(query, queryRef);
  useLiveQuery<MedicalStatsPageQuery>(query, queryRef.variables as MedicalStatsPageQuery$variables, TOPICS);
  const stats = data.medicalRequestTeamStatsByMonth;
  const months = [...new Set(stats.map((s) => s.yearMonth))];
  // Agents in the server's order, the Total row last.
  const agents = [...new Map(stats.map((s) => [s.agent, s] as const)).values()].sort((a, b) => Number(a.isTotal) - Number(b.isTotal));
  return (
    <Flex direction="column" gap="4">
      {FIGURES.map(({ key, title }) => (
        <FigureCard key={key} title={title} figure={key} stats={stats} months={months} agents={agents} />
      ))}
    </Flex>
  );
}

function FigureCard({ title, figure, stats, months, agents }: { title: string; figure: Figure; stats: readonly Stat[]; months: string[]; agents: Stat[] }) {
  const valueOf = (agent: string, month: string) => stats.find((s) => s.agent === agent && s.yearMonth === month)?.[figure] ?? 0;
  const rows: MonthlyRow[] = agents.map((a) => ({
    id: a.agent,
    label: a.isTotal ? 'Total' : `${a.agentName} (${a.agent})`,
    cells: months.map((m) => ({ month: m, value: valueOf(a.agent, m) })),
  }));
  const series = agents.map((a) => ({ name: a.isTotal ? 'Total' : a.agentName, points: months.map((m) => ({ x: monthLabel(m), y: valueOf(a.agent, m) })) }));
  return (
    <Card aria-label={title}>
      <Heading as="h2" size="3" mb="2">
        {title}
      </Heading>
      <ResponsiveChart>{(width, height) => <LineChart width={width} height={height} series={series} title={`${title} per agent per month`} labelThreshold={0} />}</ResponsiveChart>
      <MonthlyTable label={title} months={months} rows={rows} rowHeader="Agent" format={(v) => v.toLocaleString('en-US')} emptyText="No medical record requests in this period." />
    </Card>
  );
}
