import { Flex, Grid, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useParams } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { useDateRangeQuery } from '../../../ui/useDateRangeQuery';
import { LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { AttorneyFeesCard } from './AttorneyFeesCard';
import { FeesByWeekCard } from './FeesByWeekCard';
import type { HomeFeeChartsQuery, HomeFeeChartsQuery$variables } from './__generated__/HomeFeeChartsQuery.graphql';

const query = graphql`
  query HomeFeeChartsQuery($startDate: NaiveDate!, $endDate: NaiveDate!, $organizationId: Int, $teamId: Int) {
    homeFeeCharts(startDate: $startDate, endDate: $endDate, organizationId: $organizationId, teamId: $teamId) {
      asOf
      days
      allFees {
        ...AttorneyFeesCard_chart
      }
      litFees {
        ...AttorneyFeesCard_chart
      }
      feesByWeek {
        ...FeesByWeekCard_firm
      }
      feesByWeekByOffice {
        ...FeesByWeekCard_offices
      }
    }
  }
`;

/** The fee lines, the goals they are judged by, and the selected team (its members' cases). */
const TOPICS = ['fees', 'goals', 'cases', 'organization'] as const;

/** spec 3 §2.3: Home's fee charts (All Fees, Lit Fees, Fees By Week) of the team the page follows, their own statistic query. */
export function HomeFeeCharts({ teamId }: { teamId: number | null }) {
  const { orgId } = useParams();
  const organizationId = orgId ? Number(orgId) : null;
  const state = useDateRangeQuery<HomeFeeChartsQuery>(query, (range) => ({ startDate: range.startDate, endDate: range.endDate, organizationId, teamId }));
  if (state.status === 'waiting') return null;
  return state.queryRef ? (
    <QueryBoundary loadingLabel="Loading fee charts…">
      <FeeCharts queryRef={state.queryRef} />
    </QueryBoundary>
  ) : (
    <LoadingState label="Loading fee charts…" />
  );
}

function FeeCharts({ queryRef }: { queryRef: PreloadedQuery<HomeFeeChartsQuery> }) {
  const data = usePreloadedQuery<HomeFeeChartsQuery>(query, queryRef);
  useLiveQuery<HomeFeeChartsQuery>(query, queryRef.variables as HomeFeeChartsQuery$variables, TOPICS);
  const h = data.homeFeeCharts;
  return (
    <Flex direction="column" gap="3" mt="4">
      <Text size="1" color="gray">
        {`Attorney goals scaled to the ${h.days} days of the period so far; weeks as of ${h.asOf}.`}
      </Text>
      <Grid columns={{ initial: '1', md: '2' }} gap="3">
        <AttorneyFeesCard title="All Fees in Period" chart={h.allFees} />
        <AttorneyFeesCard title="Lit Fees in Period" chart={h.litFees} />
      </Grid>
      <FeesByWeekCard firm={h.feesByWeek} offices={h.feesByWeekByOffice} />
    </Flex>
  );
}
