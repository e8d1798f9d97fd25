import { Flex, Grid, Heading, Link as ThemeLink, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useParams } from 'react-router-dom';
import { useActedAsUserId } from '../../../app/layout/actAs';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { useDateRangeQuery } from '../../../ui/useDateRangeQuery';
import { LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { StatCard, type GoalColor } from '../../../ui/StatCard';
import { formatMoneyCents, formatPercent } from '../../../lib/format';
import { HomeFeeCharts } from './HomeFeeCharts';
import { HomeCharts } from './HomeCharts';
import { useHomeTeam } from './HomeTeamSelect';
import { OrgTeamSelect } from '../OrgTeamSelect';
import type { OrgHomePageQuery, OrgHomePageQuery$data, OrgHomePageQuery$variables } from './__generated__/OrgHomePageQuery.graphql';

const query = graphql`
  query OrgHomePageQuery($startDate: NaiveDate!, $endDate: NaiveDate!, $organizationId: Int, $teamId: Int) {
    homeCards(startDate: $startDate, endDate: $endDate, organizationId: $organizationId, teamId: $teamId) {
      businessDays
      fees {
        total
        goal
        percent
        level
        average
        averageGoal
        averageLevel
      }
      newCases {
        actual
        goal
        percent
        level
        offices {
          officeId
          office
          actual
          goal
          level
        }
      }
      demands {
        actual
        goal
        percent
        level
        offices {
          officeId
          office
          actual
          goal
          level
        }
      }
      inventory {
        retained
        closed
        difference
        direction
      }
    }
  }
`;

/** Fees, cases (retained, closed), demands, the goals behind them and the selected team's members. */
const TOPICS = ['fees', 'cases', 'stages', 'goals', 'organization'] as const;

/** The server's level (spec 3 §9: success, primary, warning, error) as a card colour. */
const LEVEL_COLOR: Record<string, GoalColor> = { success: 'green', primary: 'indigo', warning: 'amber', error: 'red' };
const color = (level: string): GoalColor | undefined => LEVEL_COLOR[level];

/**
 * spec 3 §2.3: the organization home (admin or intake-management) of the route's
 * organization. Its three statistic queries follow one team select (the acted-as user's first
 * team by default) and clear and refetch when the team or the acted-as user changes.
 */
export function OrgHomePage() {
  const actedAs = useActedAsUserId();
  // Remounting on a new acted-as user clears every card and chart and fetches them afresh.
  return <OrgHome key={actedAs} />;
}

function OrgHome() {
  const { orgId } = useParams();
  const organizationId = Number(orgId);
  const [teamId, setTeamId] = useHomeTeam();
  const state = useDateRangeQuery<OrgHomePageQuery>(query, (range) => ({ startDate: range.startDate, endDate: range.endDate, organizationId, teamId }));
  return (
    <section aria-labelledby="org-home-title">
      <Flex justify="between" align="end" wrap="wrap" gap="3" mb="3">
        <Heading as="h1" size="5" id="org-home-title">
          Organization Stats
        </Heading>
        <QueryBoundary loadingLabel="Loading teams…">
          <OrgTeamSelect organizationId={organizationId} value={teamId} onChange={setTeamId} emptyLabel="All teams" />
        </QueryBoundary>
      </Flex>
      {state.status === 'waiting' ? (
        <Text color="gray" role="status">
          Choose both dates of the period to see the statistics.
        </Text>
      ) : state.queryRef ? (
        <QueryBoundary loadingLabel="Loading statistics…">
          <HomeCards queryRef={state.queryRef} />
        </QueryBoundary>
      ) : (
        <LoadingState label="Loading statistics…" />
      )}
      <HomeFeeCharts teamId={teamId} />
      <HomeCharts teamId={teamId} />
    </section>
  );
}

type Card = OrgHomePageQuery$data['homeCards']['newCases'];

function OfficeLines({ card }: { card: Card }) {
  return (
    <Flex direction="column" gap="0">
      {card.offices.map((o) => (
        <Text key={o.officeId} size="1" color={color(o.level)} data-office={o.office}>
          {`${o.office}: ${o.actual} of ${o.goal}`}
        </Text>
      ))}
    </Flex>
  );
}

function goalText(card: { goal: number; percent: number | null | undefined }) {
  return `Goal ${card.goal.toLocaleString('en-US', { maximumFractionDigits: 1 })}${card.percent != null ? ` (${formatPercent(card.percent)})` : ''}`;
}

function HomeCards({ queryRef }: { queryRef: PreloadedQuery<OrgHomePageQuery> }) {
  const { orgId } = useParams();
  const data = usePreloadedQuery<OrgHomePageQuery>(query, queryRef);
  useLiveQuery<OrgHomePageQuery>(query, queryRef.variables as OrgHomePageQuery$variables, TOPICS);
  const h = data.homeCards;
  const arrow = h.inventory.direction === 'up' ? '▲' : h.inventory.direction === 'down' ? '▼' : '■';
  return (
    <Flex direction="column" gap="3">
      <Text size="2" color="gray">
        {h.businessDays} business days so far in this period.
      </Text>
      <Grid columns={{ initial: '1', sm: '2', md: '4' }} gap="3">
        <StatCard
          label="Fees in Period"
          value={formatMoneyCents(Number(h.fees.total))}
          color={color(h.fees.level)}
          detail={`Goal ${formatMoneyCents(Number(h.fees.goal))}${h.fees.percent != null ? ` (${formatPercent(h.fees.percent)})` : ''}`}
        >
          <Text size="1" color={color(h.fees.averageLevel)}>{`Average fee ${formatMoneyCents(Number(h.fees.average))} of ${formatMoneyCents(Number(h.fees.averageGoal))}`}</Text>
          <ThemeLink asChild size="1">
            <Link to={`/org/${orgId}/fees`}>Fees</Link>
          </ThemeLink>
        </StatCard>
        <StatCard label="New Cases in Period" value={h.newCases.actual} color={color(h.newCases.level)} detail={goalText(h.newCases)}>
          <OfficeLines card={h.newCases} />
          <ThemeLink asChild size="1">
            <Link to={`/org/${orgId}/intake`}>Intake</Link>
          </ThemeLink>
        </StatCard>
        <StatCard label="Demands in Period" value={h.demands.actual} color={color(h.demands.level)} detail={goalText(h.demands)}>
          <OfficeLines card={h.demands} />
          <ThemeLink asChild size="1">
            <Link to={`/org/${orgId}/demands`}>Demands</Link>
          </ThemeLink>
        </StatCard>
        <StatCard
          label="Inventory: Retained versus Closed"
          value={`${h.inventory.retained} / ${h.inventory.closed}`}
          detail={
            <span aria-label={`Difference ${h.inventory.difference}`} data-direction={h.inventory.direction}>
              {`${arrow} ${h.inventory.difference > 0 ? '+' : ''}${h.inventory.difference}`}
            </span>
          }
        />
      </Grid>
    </Flex>
  );
}
