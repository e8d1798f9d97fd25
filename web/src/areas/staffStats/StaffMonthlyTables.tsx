import { Heading, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLiveQuery } from '../../platform/relay/hooks';
import { useDateRangeQuery } from '../../ui/useDateRangeQuery';
import { LoadingState, QueryBoundary } from '../../ui/QueryBoundary';
import { MonthlyTable } from '../../ui/MonthlyTable';
import { StaffDetail, type ParalegalScopeVars } from './StaffDetail';
import { cellFormat, detailTitle, emptyTableText, MEASURES, tableHeading, toMonthlyRows, type Measure, type StaffKind, type StaffTableData } from './staffTables';
import type { StaffMonthlyTablesAttorneyQuery } from './__generated__/StaffMonthlyTablesAttorneyQuery.graphql';
import type { StaffMonthlyTablesParalegalQuery } from './__generated__/StaffMonthlyTablesParalegalQuery.graphql';

const attorneyQuery = graphql`
  query StaffMonthlyTablesAttorneyQuery($organizationId: Int!, $startDate: NaiveDate!, $endDate: NaiveDate!) {
    fees: feesInPeriodByAttorneyByMonth(organizationId: $organizationId, startDate: $startDate, endDate: $endDate) {
      ...staffMonthlyTable @relay(mask: false)
    }
    demands: demandsInPeriodByAttorneyByMonth(organizationId: $organizationId, startDate: $startDate, endDate: $endDate) {
      ...staffMonthlyTable @relay(mask: false)
    }
    settlements: settlementsInPeriodByAttorneyByMonth(organizationId: $organizationId, startDate: $startDate, endDate: $endDate) {
      ...staffMonthlyTable @relay(mask: false)
    }
  }
`;

const paralegalQuery = graphql`
  query StaffMonthlyTablesParalegalQuery($startDate: NaiveDate!, $endDate: NaiveDate!, $organizationId: Int, $userId: Int, $teamId: Int, $showAllParalegals: Boolean!) {
    demands: demandsInPeriodByParalegalByMonth(startDate: $startDate, endDate: $endDate, organizationId: $organizationId, userId: $userId, teamId: $teamId, showAllParalegals: $showAllParalegals) {
      ...staffMonthlyTable @relay(mask: false)
    }
    settlements: settlementsInPeriodByParalegalByMonth(startDate: $startDate, endDate: $endDate, organizationId: $organizationId, userId: $userId, teamId: $teamId, showAllParalegals: $showAllParalegals) {
      ...staffMonthlyTable @relay(mask: false)
    }
    fees: feesInPeriodByParalegalByMonth(startDate: $startDate, endDate: $endDate, organizationId: $organizationId, userId: $userId, teamId: $teamId, showAllParalegals: $showAllParalegals) {
      ...staffMonthlyTable @relay(mask: false)
    }
  }
`;

// The shape every monthly call answers (read unmasked by both queries).
graphql`
  fragment staffMonthlyTable on MonthlyStaffTable {
    months
    rows {
      key
      label
      fullName
      includes
      cells {
        month
        count
        amount
        judged
        level
      }
      average
      averageLevel
    }
  }
`;

/** Read models the monthly tables follow (fees and settlements: `fees`; demands: `stages`; levels: `goals`; team paralegals: `organization`). */
const TOPICS = ['fees', 'stages', 'goals', 'organization'] as const;

type Tables = Record<Measure, StaffTableData>;

export type StaffTablesProps =
  | { kind: 'attorney'; organizationId: number }
  | { kind: 'paralegal'; scope: ParalegalScopeVars };

/**
 * The three monthly tables of a staff screen (spec 3 §2.7 Attorney Stats and Paralegal Stats,
 * spec 2 §2 Team dashboard and fees Team Stats) for the top bar's period: one component for
 * all of them, the detail dialog behind every cell above 0.
 */
export function StaffMonthlyTables(props: StaffTablesProps) {
  if (props.kind === 'attorney') return <AttorneyTables organizationId={props.organizationId} />;
  return <ParalegalTables scope={props.scope} />;
}

function Waiting({ state, children }: { state: { status: string; queryRef?: unknown }; children: React.ReactNode }) {
  if (state.status === 'waiting')
    return (
      <Text color="gray" role="status">
        Choose both dates of the period to see the monthly tables.
      </Text>
    );
  if (!state.queryRef) return <LoadingState label="Loading monthly tables…" />;
  return <QueryBoundary loadingLabel="Loading monthly tables…">{children}</QueryBoundary>;
}

function AttorneyTables({ organizationId }: { organizationId: number }) {
  const state = useDateRangeQuery<StaffMonthlyTablesAttorneyQuery>(attorneyQuery, (r) => ({ organizationId, startDate: r.startDate, endDate: r.endDate }));
  return (
    <Waiting state={state}>
      {state.status !== 'waiting' && state.queryRef ? <AttorneyData queryRef={state.queryRef} organizationId={organizationId} /> : null}
    </Waiting>
  );
}

function AttorneyData({ queryRef, organizationId }: { queryRef: PreloadedQuery<StaffMonthlyTablesAttorneyQuery>; organizationId: number }) {
  const data = usePreloadedQuery<StaffMonthlyTablesAttorneyQuery>(attorneyQuery, queryRef);
  useLiveQuery<StaffMonthlyTablesAttorneyQuery>(attorneyQuery, queryRef.variables, TOPICS);
  return <TablesView kind="attorney" tables={data as unknown as Tables} order={['fees', 'demands', 'settlements']} organizationId={organizationId} />;
}

function ParalegalTables({ scope }: { scope: ParalegalScopeVars }) {
  const state = useDateRangeQuery<StaffMonthlyTablesParalegalQuery>(paralegalQuery, (r) => ({ ...scope, startDate: r.startDate, endDate: r.endDate }));
  return (
    <Waiting state={state}>
      {state.status !== 'waiting' && state.queryRef ? <ParalegalData queryRef={state.queryRef} scope={scope} /> : null}
    </Waiting>
  );
}

function ParalegalData({ queryRef, scope }: { queryRef: PreloadedQuery<StaffMonthlyTablesParalegalQuery>; scope: ParalegalScopeVars }) {
  const data = usePreloadedQuery<StaffMonthlyTablesParalegalQuery>(paralegalQuery, queryRef);
  useLiveQuery<StaffMonthlyTablesParalegalQuery>(paralegalQuery, queryRef.variables, TOPICS);
  // spec 2 §2 "Demands by Month, Settlements by Month, Fees by Month".
  return <TablesView kind="paralegal" tables={data as unknown as Tables} order={['demands', 'settlements', 'fees']} organizationId={scope.organizationId} scope={scope} />;
}

function TablesView({ kind, tables, order, organizationId, scope }: { kind: StaffKind; tables: Tables; order: readonly Measure[]; organizationId: number | null; scope?: ParalegalScopeVars }) {
  return (
    <>
      {order.filter((m) => MEASURES.includes(m)).map((measure) => {
        const { months, rows } = toMonthlyRows(measure, tables[measure]);
        const heading = tableHeading(measure);
        return (
          <section key={measure} aria-label={heading} className="monthly-section">
            <Heading as="h2" size="3" mt="4" mb="2">
              {heading}
            </Heading>
            <MonthlyTable
              label={heading}
              months={months}
              rows={rows}
              rowHeader={kind === 'attorney' ? 'Attorney' : 'Paralegal'}
              format={cellFormat(measure)}
              showAverage
              emptyText={emptyTableText(kind, measure)}
              detailTitle={(row, cell) => detailTitle(measure, row.label, cell)}
              renderDetail={(row, cell) => <StaffDetail target={{ kind, measure, rowKey: row.id, who: row.label, month: cell.month, organizationId, paralegalScope: scope }} />}
            />
          </section>
        );
      })}
    </>
  );
}
