import { useEffect } from 'react';
import { Card, Flex, Heading, Link as ThemeLink, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { useSessionUser } from '../../../app/auth/AuthContext';
import { hasRole } from '../../../app/auth/roles';
import { ProgressBar } from '../../../ui/charts/ProgressBar';
import type { QuarterGoalsPageQuery } from './__generated__/QuarterGoalsPageQuery.graphql';

const query = graphql`
  query QuarterGoalsPageQuery {
    quarterGoals {
      startDate
      endDate
      demands {
        label
        actual
        goal
      }
      settlements {
        label
        actual
        goal
      }
    }
  }
`;

/**
 * Demands come from the stages read model joined to the cases read model (a demand counts once
 * its case is known: either may catch up last), settlements from fees, goals from goals.
 */
const TOPICS = ['stages', 'cases', 'fees', 'goals'] as const;
/** spec 3 §9: "Quarter goals: ... poll 300000 ms" — only a fallback here; changes arrive live. */
export const QUARTER_POLL_MS = 300_000;

/** spec 3 §2.6: the current quarter's demands and banked settlements against the firm's goals. */
export function QuarterGoalsPage() {
  const data = usePreloadedQuery<QuarterGoalsPageQuery>(query, useLoaderData() as PreloadedQuery<QuarterGoalsPageQuery>);
  const refetch = useLiveQuery<QuarterGoalsPageQuery>(query, {}, TOPICS);
  useEffect(() => {
    const timer = window.setInterval(() => void refetch(), QUARTER_POLL_MS);
    return () => window.clearInterval(timer);
  }, [refetch]);
  const user = useSessionUser();
  const q = data.quarterGoals;
  return (
    <Flex direction="column" gap="4">
      <Heading size="5">Quarter Goals</Heading>
      <Text size="2" color="gray">
        {q.startDate} to {q.endDate}
      </Text>
      <Card>
        <Flex direction="column" gap="4" p="2">
          <ProgressBar label={q.demands.label} value={q.demands.actual} goal={q.demands.goal} width={480} />
          <ProgressBar label={q.settlements.label} value={q.settlements.actual} goal={q.settlements.goal} width={480} />
        </Flex>
      </Card>
      {hasRole(user, 'admin') ? (
        <Text size="2">
          <ThemeLink asChild>
            <Link to={`/org/${user.organizationId}/goal-settings`}>Edit goals</Link>
          </ThemeLink>
        </Text>
      ) : null}
    </Flex>
  );
}
