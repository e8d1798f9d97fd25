import { Heading, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useParams } from 'react-router-dom';
import { useLiveQuery } from '../../platform/relay/hooks';
import { useDateRangeQuery } from '../../ui/useDateRangeQuery';
import { LoadingState, QueryBoundary } from '../../ui/QueryBoundary';
import { MonthlyTable } from '../../ui/MonthlyTable';
import { ColumnChart, type ColumnDatum } from '../../ui/charts/ColumnChart';
import { ResponsiveChart } from '../../ui/charts/ResponsiveChart';
import { toMonthlyRows, type StaffTableData } from './staffTables';
import type { InventoryStatsPageQuery } from './__generated__/InventoryStatsPageQuery.graphql';

const query = graphql`
  query InventoryStatsPageQuery($organizationId: Int!, $startDate: NaiveDate!, $endDate: NaiveDate!) {
    retained: retainedCasesInPeriodByAttorneyByMonth(organizationId: $organizationId, startDate: $startDate, endDate: $endDate) {
      ...staffMonthlyTable @relay(mask: false)
    }
    settled: settledCasesInPeriodByAttorneyByMonth(organizationId: $organizationId, startDate: $startDate, endDate: $endDate) {
      ...staffMonthlyTable @relay(mask: false)
    }
  }
`;

const TOPICS = ['fees'] as const;
const TITLE = 'Retained and Settled in Period';

/** spec 3 §2.8 Inventory statistics (/org/{id}/inventory). */
export function InventoryStatsPage() {
  const params = useParams();
  const organizationId = Number(params.orgId);
  const state = useDateRangeQuery<InventoryStatsPageQuery>(query, (r) => ({ organizationId, startDate: r.startDate, endDate: r.endDate }));
  return (
    <section aria-labelledby="inventory-stats-title">
      <Heading as="h1" size="5" id="inventory-stats-title" mb="2">
        Inventory Statistics
      </Heading>
      {state.status === 'waiting' ? (
        <Text color="gray" role="status">
          Choose both dates of the period to see retained and settled cases.
        </Text>
      ) : state.queryRef ? (
        <QueryBoundary loadingLabel="Loading inventory statistics…">
          <Stats queryRef={state.queryRef} />
        </QueryBoundary>
      ) : (
        <LoadingState label="Loading inventory statistics…" />
      )}
    </section>
  );
}

/** The chart's columns: per attorney, one bar per month and kind ("by attorney, by month"). */
function chartData(retained: StaffTableData, settled: StaffTableData): { data: ColumnDatum[]; series: string[] } {
  const { months } = toMonthlyRows('demands', retained);
  const label = (m: string, kind: string) => (months.length > 1 ? `${kind} ${m}` : kind);
  const series = months.flatMap((m) => [label(m, 'Retained'), label(m, 'Settled')]);
  const attorneys = [...new Set([...retained.rows, ...settled.rows].map((r) => r.label))].sort();
  const data = attorneys.map((a) => {
    const values: Record<string, number> = {};
    for (const [kind, table] of [['Retained', retained], ['Settled', settled]] as const) {
      const row = table.rows.find((r) => r.label === a);
      months.forEach((m, i) => {
        values[label(m, kind)] = row?.cells[i]?.count ?? 0;
      });
    }
    return { label: a, values };
  });
  return { data, series };
}

function Stats({ queryRef }: { queryRef: PreloadedQuery<InventoryStatsPageQuery> }) {
  const data = usePreloadedQuery<InventoryStatsPageQuery>(query, queryRef);
  useLiveQuery<InventoryStatsPageQuery>(query, queryRef.variables, TOPICS);
  const retained = data.retained as unknown as StaffTableData;
  const settled = data.settled as unknown as StaffTableData;
  const chart = chartData(retained, settled);
  return (
    <>
      <Heading as="h2" size="3" mb="2">
        {TITLE}
      </Heading>
      {chart.data.length === 0 ? (
        <Text color="gray">No cases retained or settled in this period.</Text>
      ) : (
        <ResponsiveChart height={200}>{(w, h) => <ColumnChart width={w} height={h} data={chart.data} series={chart.series} title={TITLE} />}</ResponsiveChart>
      )}
      {[
        ['Retained by Month', retained],
        ['Settled by Month', settled],
      ].map(([heading, table]) => {
        const { months, rows } = toMonthlyRows('demands', table as StaffTableData);
        return (
          <section key={heading as string} aria-label={heading as string}>
            <Heading as="h2" size="3" mt="4" mb="2">
              {heading as string}
            </Heading>
            <MonthlyTable label={heading as string} months={months} rows={rows} rowHeader="Attorney" format={String} showAverage emptyText="No cases in this period." />
          </section>
        );
      })}
    </>
  );
}
