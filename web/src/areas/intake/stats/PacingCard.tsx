import { useState, useTransition } from 'react';
import { Badge, Card, Flex, Grid, Heading, Table, Text } from '@radix-ui/themes';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { NumberInput } from '../../../ui/fields/NumberInput';
import { StatCard } from '../../../ui/StatCard';
import { levelColor } from '../shared/pacingLevel';
import { formatPercent } from '../../../lib/format';
import type { PacingCardQuery } from './__generated__/PacingCardQuery.graphql';

const query = graphql`
  query PacingCardQuery($startDate: NaiveDate!, $endDate: NaiveDate!, $extraPerDay: Float!, $organizationId: Int) {
    intakePacing(startDate: $startDate, endDate: $endDate, extraPerDay: $extraPerDay, organizationId: $organizationId) {
      cappedEndDate
      businessDays
      remainingBusinessDays
      retained
      goal
      percent
      level
      label
      offices {
        officeId
        office
        retained
        goal
        percent
        level
        label
        monthGoal
        monthRetained
      }
      monthRetained
      monthGoal
      monthFullGoal
      monthPercent
      monthLevel
      monthLabel
      monthForecast {
        ...PacingCard_forecast @relay(mask: false)
      }
      periodForecast {
        ...PacingCard_forecast @relay(mask: false)
      }
    }
  }
`;

graphql`
  fragment PacingCard_forecast on RetainedForecast {
    startDate
    endDate
    retainedSoFar
    elapsedBusinessDays
    remainingBusinessDays
    pacePerDay
    fromPace
    pipeline
    historicalConversionPercent
    fromPipeline
    extraPerDay
    fromWhatIf
    projected
    goal
    projectedLevel
  }
`;

const TOPICS = ['cases', 'goals'] as const;

const pct = (p: number | null | undefined) => (p === null || p === undefined ? '—' : formatPercent(p, 1));

type Forecast = NonNullable<PacingCardQuery['response']['intakePacing']>['monthForecast'];

/**
 * spec 1 §9 pacing card: retained against the per-business-day goals of the period (per office
 * and in total) and against the monthly goal prorated to today, with the forecast and its
 * what-if (docs/decisions.md "intakestats"). Every figure, colour and label is the server's.
 */
export function PacingCard({ startDate, endDate, organizationId }: { startDate: string; endDate: string; organizationId: number | null }) {
  const [whatIf, setWhatIf] = useState('0');
  const [extraPerDay, setExtraPerDay] = useState(0);
  const [, startTransition] = useTransition();
  const parsed = Number(whatIf);
  const whatIfError = whatIf.trim() === '' || !Number.isFinite(parsed) || parsed < 0 || parsed > 1000 ? 'Enter a number of cases per day from 0 to 1000' : undefined;
  const variables = { startDate, endDate, extraPerDay, organizationId };
  const data = useLazyLoadQuery<PacingCardQuery>(query, variables, { fetchPolicy: 'store-and-network' });
  useLiveQuery<PacingCardQuery>(query, variables, TOPICS);
  const p = data.intakePacing;
  return (
    <Card role="region" aria-label="Pacing">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          Pacing
        </Heading>
        <Grid columns={{ initial: '1', md: '2' }} gap="3">
          <StatCard
            label="Retained in period"
            value={`${p.retained} / ${p.goal}`}
            color={levelColor(p.level)}
            detail={`${pct(p.percent)} of goal · ${p.businessDays} business days to ${p.cappedEndDate}`}
          >
            <Text size="2" weight="bold" color={levelColor(p.level)} aria-label="Period pacing label">
              {p.label}
            </Text>
          </StatCard>
          <StatCard label="Retained this month" value={`${p.monthRetained} / ${p.monthGoal}`} color={levelColor(p.monthLevel)} detail={`${pct(p.monthPercent)} of the prorated goal (${p.monthFullGoal} a month)`}>
            <Text size="2" weight="bold" color={levelColor(p.monthLevel)} aria-label="Month pacing label">
              {p.monthLabel}
            </Text>
          </StatCard>
        </Grid>
        <Table.Root size="1" aria-label="Pacing by office">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Office</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">Retained</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">Goal</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">% of goal</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Pace</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">Month</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {p.offices.map((o) => (
              <Table.Row key={o.officeId}>
                <Table.RowHeaderCell>{o.office}</Table.RowHeaderCell>
                <Table.Cell align="right">{o.retained}</Table.Cell>
                <Table.Cell align="right">{o.goal}</Table.Cell>
                <Table.Cell align="right">
                  <Text color={levelColor(o.level)}>{pct(o.percent)}</Text>
                </Table.Cell>
                <Table.Cell>
                  <Badge color={levelColor(o.level)}>{o.label}</Badge>
                </Table.Cell>
                <Table.Cell align="right">
                  {o.monthRetained} / {o.monthGoal}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Heading as="h3" size="3">
          Forecast
        </Heading>
        <Flex gap="3" align="end" wrap="wrap">
          <NumberInput
            label="What if we sign this many more per day"
            value={whatIf}
            min={0}
            max={1000}
            step={0.5}
            error={whatIfError}
            onChange={(v) => {
              setWhatIf(v);
              const n = Number(v);
              if (v.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= 1000) startTransition(() => setExtraPerDay(n));
            }}
          />
        </Flex>
        <Grid columns={{ initial: '1', md: '2' }} gap="3">
          <ForecastCard title="Month-end forecast" f={p.monthForecast} />
          <ForecastCard title="Period-end forecast" f={p.periodForecast} />
        </Grid>
      </Flex>
    </Card>
  );
}

function ForecastCard({ title, f }: { title: string; f: Forecast }) {
  return (
    <StatCard label={title} value={f.projected.toFixed(1)} color={levelColor(f.projectedLevel)} detail={`goal ${f.goal} · ${f.startDate} to ${f.endDate}`}>
      <Text size="1" color="gray">
        {f.retainedSoFar} retained in {f.elapsedBusinessDays} business days ({f.pacePerDay}/day) → +{f.fromPace} over {f.remainingBusinessDays} days left
      </Text>
      <Text size="1" color="gray">
        Pipeline: {f.pipeline} wanted, not retained × {formatPercent(f.historicalConversionPercent, 1)} = {f.fromPipeline}
      </Text>
      {f.extraPerDay > 0 ? (
        <Text size="1" color="gray">
          What-if: +{f.extraPerDay}/day = +{f.fromWhatIf}
        </Text>
      ) : null}
    </StatCard>
  );
}
