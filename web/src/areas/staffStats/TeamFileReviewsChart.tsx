import { Heading, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLiveQuery } from '../../platform/relay/hooks';
import { useDateRangeQuery } from '../../ui/useDateRangeQuery';
import { LoadingState, QueryBoundary } from '../../ui/QueryBoundary';
import { LineChart, type LineSeries } from '../../ui/charts/LineChart';
import { ResponsiveChart } from '../../ui/charts/ResponsiveChart';
import type { TeamFileReviewsChartQuery } from './__generated__/TeamFileReviewsChartQuery.graphql';

const query = graphql`
  query TeamFileReviewsChartQuery($userId: Int!, $startDate: NaiveDate!, $endDate: NaiveDate!, $teamId: Int, $showAllParalegals: Boolean!) {
    teamFileReviewsByDay(userId: $userId, startDate: $startDate, endDate: $endDate, teamId: $teamId, showAllParalegals: $showAllParalegals) {
      day
      userId
      person
      total
    }
  }
`;

const TOPICS = ['team', 'organization'] as const;
const TITLE = 'File Reviews by day';

/** spec 2 §2 Team dashboard: "File Reviews by day line chart" (height 200, §9), for the top bar's period. */
export function TeamFileReviewsChart({ userId, teamId, showAllParalegals }: { userId: number; teamId: number | null; showAllParalegals: boolean }) {
  const state = useDateRangeQuery<TeamFileReviewsChartQuery>(query, (r) => ({ userId, teamId, showAllParalegals, startDate: r.startDate, endDate: r.endDate }));
  return (
    <section aria-label={TITLE}>
      <Heading as="h2" size="3" mt="4" mb="2">
        {TITLE}
      </Heading>
      {state.status === 'waiting' ? (
        <Text color="gray">Choose both dates of the period to see file reviews.</Text>
      ) : state.queryRef ? (
        <QueryBoundary loadingLabel="Loading file reviews…">
          <Chart queryRef={state.queryRef} />
        </QueryBoundary>
      ) : (
        <LoadingState label="Loading file reviews…" />
      )}
    </section>
  );
}

function Chart({ queryRef }: { queryRef: PreloadedQuery<TeamFileReviewsChartQuery> }) {
  const data = usePreloadedQuery<TeamFileReviewsChartQuery>(query, queryRef);
  useLiveQuery<TeamFileReviewsChartQuery>(query, queryRef.variables, TOPICS);
  const people = [...new Set(data.teamFileReviewsByDay.map((p) => p.person))];
  if (people.length === 0) return <Text color="gray">No team members to show.</Text>;
  const series: LineSeries[] = people.map((name) => ({ name, points: data.teamFileReviewsByDay.filter((p) => p.person === name).map((p) => ({ x: p.day.slice(5), y: p.total })) }));
  return <ResponsiveChart height={200}>{(w, h) => <LineChart width={w} height={h} series={series} title={TITLE} />}</ResponsiveChart>;
}
