import { Suspense } from 'react';
import { Text } from '@radix-ui/themes';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { ErrorBoundary, LoadingState } from '../../ui/QueryBoundary';
import { moneyColumn } from '../../ui/moneyColumn';
import { formatMoneyCents } from '../../lib/format';
import { csvName, detailTexts, type Measure, type StaffKind } from './staffTables';
import type { StaffDetailAttorneyQuery } from './__generated__/StaffDetailAttorneyQuery.graphql';
import type { StaffDetailParalegalQuery } from './__generated__/StaffDetailParalegalQuery.graphql';

const attorneyQuery = graphql`
  query StaffDetailAttorneyQuery($organizationId: Int!, $startDate: NaiveDate!, $endDate: NaiveDate!, $attorney: String!, $fees: Boolean!, $demands: Boolean!, $settlements: Boolean!) {
    fees: individualFeesInPeriodByAttorneyByMonth(organizationId: $organizationId, startDate: $startDate, endDate: $endDate, attorney: $attorney) @include(if: $fees) {
      caseId
      caseNumber
      clientName
      amount
      date
      attorney
      paralegal
    }
    demands: individualDemandsInPeriodByAttorneyByMonth(organizationId: $organizationId, startDate: $startDate, endDate: $endDate, attorney: $attorney) @include(if: $demands) {
      caseId
      caseNumber
      clientName
      amount
      date
      attorney
      paralegal
    }
    settlements: individualSettlementsInPeriodByAttorneyByMonth(organizationId: $organizationId, startDate: $startDate, endDate: $endDate, attorney: $attorney) @include(if: $settlements) {
      caseId
      caseNumber
      clientName
      amount
      date
      attorney
      paralegal
    }
  }
`;

const paralegalQuery = graphql`
  query StaffDetailParalegalQuery(
    $startDate: NaiveDate!
    $endDate: NaiveDate!
    $paralegalId: Int!
    $organizationId: Int
    $userId: Int
    $teamId: Int
    $showAllParalegals: Boolean!
    $fees: Boolean!
    $demands: Boolean!
    $settlements: Boolean!
  ) {
    fees: individualFeesInPeriodByParalegalByMonth(startDate: $startDate, endDate: $endDate, paralegalId: $paralegalId, organizationId: $organizationId, userId: $userId, teamId: $teamId, showAllParalegals: $showAllParalegals) @include(if: $fees) {
      caseId
      caseNumber
      clientName
      amount
      date
      attorney
      paralegal
    }
    demands: individualDemandsInPeriodByParalegalByMonth(startDate: $startDate, endDate: $endDate, paralegalId: $paralegalId, organizationId: $organizationId, userId: $userId, teamId: $teamId, showAllParalegals: $showAllParalegals) @include(if: $demands) {
      caseId
      caseNumber
      clientName
      amount
      date
      attorney
      paralegal
    }
    settlements: individualSettlementsInPeriodByParalegalByMonth(startDate: $startDate, endDate: $endDate, paralegalId: $paralegalId, organizationId: $organizationId, userId: $userId, teamId: $teamId, showAllParalegals: $showAllParalegals) @include(if: $settlements) {
      caseId
      caseNumber
      clientName
      amount
      date
      attorney
      paralegal
    }
  }
`;

interface DetailRow {
  readonly caseId: number;
  readonly caseNumber: string | null | undefined;
  readonly clientName: string;
  readonly amount: number | null | undefined;
  readonly date: string;
  readonly attorney: string;
  readonly paralegal: string;
}

/** Who the paralegal tables cover (the same arguments as the table query). */
export interface ParalegalScopeVars {
  organizationId: number | null;
  userId: number | null;
  teamId: number | null;
  showAllParalegals: boolean;
}

export interface DetailTarget {
  kind: StaffKind;
  measure: Measure;
  /** The row's key: the (combined) attorney code or the paralegal's user id. */
  rowKey: string;
  /** The row's label (the staff code). */
  who: string;
  /** `YYYY-MM`. */
  month: string;
  organizationId: number | null;
  paralegalScope?: ParalegalScopeVars;
}

function monthRange(month: string): { startDate: string; endDate: string } {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { startDate: `${month}-01`, endDate: `${month}-${String(last).padStart(2, '0')}` };
}

function columns(measure: Measure): DataColumn<DetailRow>[] {
  const dateHeader = measure === 'fees' ? 'Fee Date' : measure === 'demands' ? 'Demand Date' : 'Settlement Date';
  // spec 3 §2.7: "Fee detail columns: Case ID, Case Number, Client Name, Fee, Fee Date, Attorney.
  // Demand and settlement detail columns: Case Number, Client Name, date, Attorney."
  return [
    ...(measure === 'fees' ? [{ id: 'caseId', header: 'Case ID', value: (r: DetailRow) => r.caseId }] : []),
    { id: 'caseNumber', header: 'Case Number', value: (r) => r.caseNumber ?? '' },
    { id: 'client', header: 'Client Name', value: (r) => r.clientName },
    ...(measure === 'fees' ? [moneyColumn<DetailRow>('fee', 'Fee', (r) => r.amount ?? 0)] : []),
    { id: 'date', header: dateHeader, value: (r) => r.date },
    { id: 'attorney', header: 'Attorney', value: (r) => r.attorney },
  ];
}

/** The body of a monthly cell's detail dialog: loading, then rows, an error or the empty text. */
export function StaffDetail({ target }: { target: DetailTarget }) {
  const texts = detailTexts(target.kind, target.measure);
  return (
    <ErrorBoundary
      fallback={() => (
        <Text color="red" role="alert">
          {texts.error}
        </Text>
      )}
    >
      <Suspense fallback={<LoadingState label={`Loading ${target.measure}…`} />}>
        <DetailRows target={target} />
      </Suspense>
    </ErrorBoundary>
  );
}

function DetailRows({ target }: { target: DetailTarget }) {
  const range = monthRange(target.month);
  const flags = { fees: target.measure === 'fees', demands: target.measure === 'demands', settlements: target.measure === 'settlements' };
  const rows = target.kind === 'attorney' ? <AttorneyRows target={target} vars={{ ...range, ...flags }} /> : <ParalegalRows target={target} vars={{ ...range, ...flags }} />;
  return rows;
}

type Vars = { startDate: string; endDate: string; fees: boolean; demands: boolean; settlements: boolean };

function AttorneyRows({ target, vars }: { target: DetailTarget; vars: Vars }) {
  const data = useLazyLoadQuery<StaffDetailAttorneyQuery>(attorneyQuery, { ...vars, organizationId: target.organizationId ?? 0, attorney: target.rowKey }, { fetchPolicy: 'network-only' });
  return <Rows target={target} rows={data[target.measure] ?? []} />;
}

function ParalegalRows({ target, vars }: { target: DetailTarget; vars: Vars }) {
  const scope = target.paralegalScope ?? { organizationId: target.organizationId, userId: null, teamId: null, showAllParalegals: false };
  const data = useLazyLoadQuery<StaffDetailParalegalQuery>(paralegalQuery, { ...vars, ...scope, paralegalId: Number(target.rowKey) }, { fetchPolicy: 'network-only' });
  return <Rows target={target} rows={data[target.measure] ?? []} />;
}

function Rows({ target, rows }: { target: DetailTarget; rows: readonly DetailRow[] }) {
  const texts = detailTexts(target.kind, target.measure);
  const total = rows.reduce((sum, r) => sum + (r.amount ?? 0), 0);
  return (
    <>
      {target.measure === 'fees' && rows.length > 0 ? (
        // spec 2 §2 "Fee dialog shows count and total."
        <Text as="p" size="2" mb="2" data-testid="detail-summary">
          {rows.length} {rows.length === 1 ? 'fee' : 'fees'}, total {formatMoneyCents(total)}
        </Text>
      ) : null}
      <DataTable
        label={`${target.measure} details`}
        rows={rows}
        columns={columns(target.measure)}
        rowId={(r) => `${r.caseId}-${r.date}-${r.amount ?? ''}-${r.caseNumber ?? ''}`}
        defaultSort={{ id: 'date', desc: true }}
        pageSizes={[5, 10, 15, 20, 'all']}
        defaultPageSize={10}
        csvFileName={csvName(target.kind, target.measure, target.who, target.month)}
        emptyText={texts.empty}
      />
    </>
  );
}
