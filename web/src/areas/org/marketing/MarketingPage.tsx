import { Badge, Card, Flex, Grid, Heading, Table, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useParams } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { useDateRangeQuery } from '../../../ui/useDateRangeQuery';
import { LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { TitledSection } from '../../../ui/TitledSection';
import { ResponsiveChart } from '../../../ui/charts/ResponsiveChart';
import { LineChart } from '../../../ui/charts/LineChart';
import { PieChart } from '../../../ui/charts/PieChart';
import type { MarketingPageQuery, MarketingPageQuery$data, MarketingPageQuery$variables } from './__generated__/MarketingPageQuery.graphql';

const query = graphql`
  query MarketingPageQuery($startDate: NaiveDate!, $endDate: NaiveDate!, $organizationId: Int) {
    callrailCallsByDay(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {
      date
      totalCalls
    }
    callrailCallsBySource(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {
      key
      totalCalls
    }
    mostRecentPageSpeed(organizationId: $organizationId) {
      url
      mobileScore
      desktopScore
      mobileColor
      desktopColor
      measuredAt
    }
  }
`;

const TOPICS = ['marketing'] as const;

/** spec 3 §2.4: Marketing Stats of the route's organization — page speed, calls by day, calls by source. */
export function MarketingPage() {
  const { orgId } = useParams();
  const organizationId = orgId ? Number(orgId) : null;
  const state = useDateRangeQuery<MarketingPageQuery>(query, (range) => ({ startDate: range.startDate, endDate: range.endDate, organizationId }));
  return (
    <section aria-labelledby="marketing-title">
      <Heading as="h1" size="5" id="marketing-title" mb="3">
        Marketing Stats
      </Heading>
      {state.status === 'waiting' ? (
        <Text color="gray" role="status">
          Choose both dates of the period to see the marketing stats.
        </Text>
      ) : state.queryRef ? (
        <QueryBoundary loadingLabel="Loading marketing stats…">
          <MarketingReport queryRef={state.queryRef} />
        </QueryBoundary>
      ) : (
        <LoadingState label="Loading marketing stats…" />
      )}
    </section>
  );
}

type Speed = MarketingPageQuery$data['mostRecentPageSpeed'][number];

/** The server's colour of a rounded score (spec 3 §2.4: green ≥ 90, orange 80–89, red below). */
function Score({ score, color, label }: { score: number; color: string; label: string }) {
  const badge = color === 'green' ? 'green' : color === 'orange' ? 'orange' : 'red';
  return (
    <Badge color={badge} size="2" aria-label={`${label} ${score}`} data-score-color={color}>
      {score}
    </Badge>
  );
}

function PageSpeedCard({ results }: { results: readonly Speed[] }) {
  return (
    <Card>
      <TitledSection title="Page Speed" level={2} size="3">
        {results.length === 0 ? (
          <Text size="2" color="gray">
            No page-speed results yet.
          </Text>
        ) : (
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>URL</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Mobile</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Desktop</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {results.map((r) => (
                <Table.Row key={r.url}>
                  <Table.Cell>{r.url}</Table.Cell>
                  <Table.Cell>
                    <Score score={r.mobileScore} color={r.mobileColor} label="Mobile" />
                  </Table.Cell>
                  <Table.Cell>
                    <Score score={r.desktopScore} color={r.desktopColor} label="Desktop" />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </TitledSection>
    </Card>
  );
}

function MarketingReport({ queryRef }: { queryRef: PreloadedQuery<MarketingPageQuery> }) {
  const data = usePreloadedQuery<MarketingPageQuery>(query, queryRef);
  useLiveQuery<MarketingPageQuery>(query, queryRef.variables as MarketingPageQuery$variables, TOPICS);
  const total = data.callrailCallsByDay.reduce((sum, d) => sum + d.totalCalls, 0);
  const byDay = [{ name: 'Calls', points: data.callrailCallsByDay.map((d) => ({ x: String(d.date).slice(5), y: d.totalCalls })) }];
  const bySource = data.callrailCallsBySource.map((s) => ({ label: s.key, value: s.totalCalls }));
  return (
    <Flex direction="column" gap="4">
      <PageSpeedCard results={data.mostRecentPageSpeed} />
      <Grid columns={{ initial: '1', md: '2' }} gap="4">
        <Card>
          <TitledSection title={`Calls by Day (${total.toLocaleString('en-US')})`} level={2} size="3">
            {total === 0 ? (
              <Text size="2" color="gray">
                No calls in this period.
              </Text>
            ) : (
              <ResponsiveChart>{(width, height) => <LineChart width={width} height={height} series={byDay} title="Calls by day" />}</ResponsiveChart>
            )}
          </TitledSection>
        </Card>
        <Card>
          <TitledSection title="Calls by Source" level={2} size="3">
            {bySource.length === 0 ? (
              <Text size="2" color="gray">
                No calls in this period.
              </Text>
            ) : (
              <ResponsiveChart>{(width, height) => <PieChart width={width} height={height} data={bySource} title="Calls by source" />}</ResponsiveChart>
            )}
          </TitledSection>
        </Card>
      </Grid>
    </Flex>
  );
}
