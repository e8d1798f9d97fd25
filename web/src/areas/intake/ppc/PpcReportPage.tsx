import { useState } from 'react';
import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useParams } from 'react-router-dom';
import { useLiveQuery } from '../../../platform/relay/hooks';
import { userMessage } from '../../../platform/relay/errors';
import { useDateRangeQuery } from '../../../ui/useDateRangeQuery';
import { LoadingState, QueryBoundary } from '../../../ui/QueryBoundary';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { Dialog, DIALOG_WIDTHS } from '../../../ui/Dialog';
import { SelectInput } from '../../../ui/fields/SelectInput';
import { TextInput } from '../../../ui/fields/TextInput';
import { moneyColumn } from '../../../ui/moneyColumn';
import { formatMoneyCents } from '../../../lib/format';
import { formatUsDate } from '../../../lib/dates';
import { ClientNameButton } from '../../case/dialog/CaseDialogProvider';
import { useSetAdSpend } from './SetAdSpendMutation';
import type { PpcReportPageQuery, PpcReportPageQuery$data, PpcReportPageQuery$variables } from './__generated__/PpcReportPageQuery.graphql';

const query = graphql`
  query PpcReportPageQuery($startDate: NaiveDate!, $endDate: NaiveDate!, $organizationId: Int) {
    ppcReport(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {
      months
      canEnterSpend
      rows {
        source
        kind
        months {
          ...PpcReportPage_figures @relay(mask: false)
        }
        total {
          ...PpcReportPage_figures @relay(mask: false)
        }
      }
      cases {
        caseId
        clientName
        openedDate
        status
        wantedDate
        retainedDate
        advertisingSource
        callrailSource
        fees
      }
    }
  }
`;

graphql`
  fragment PpcReportPage_figures on PpcFigures {
    month
    calls
    leads
    wanted
    retained
    leadRate
    wantedRate
    retainedRate
    leadToRetainedRate
    spend
    spendMissing
    costPerLead
    costPerRetained
    fees
    returnOnSpend
    leadCaseIds
    wantedCaseIds
    retainedCaseIds
  }
`;

const TOPICS = ['ppc', 'cases', 'fees'] as const;
type Report = PpcReportPageQuery$data['ppcReport'];
type Figures = Report['rows'][number]['total'];
type Line = { id: string; source: string; kind: string; period: string; f: Figures };
type Case = Report['cases'][number];
type DrillDown = { title: string; ids: readonly number[] };

const pct = (v: number | null | undefined) => (v == null ? '—' : `${v.toFixed(1)}%`);
const monthLabel = (m: string) => new Date(`${m}-01T12:00:00`).toLocaleDateString('en-US', { month: 'short', year: 'numeric' });

/**
 * Issue 15 PPC report (/dash/{id}/intake/ppc-report, /org/{id}/intake/ppc-report): per paid
 * source, per month and in total, calls → leads → wanted → retained, spend, cost per lead and
 * per retained case, fees collected to date and the return on spend; every count opens the
 * cases behind it; missing spend is said ("Not entered"), never invented.
 */
export function PpcReportPage() {
  const params = useParams();
  const state = useDateRangeQuery<PpcReportPageQuery>(query, (range) => ({ startDate: range.startDate, endDate: range.endDate, organizationId: params.orgId ? Number(params.orgId) : null }));
  return (
    <section aria-labelledby="ppc-title">
      <Heading as="h1" size="5" id="ppc-title" mb="3">
        PPC Report
      </Heading>
      {state.status === 'waiting' ? (
        <Text color="gray" role="status">
          Choose both dates of the period to see the report.
        </Text>
      ) : state.queryRef ? (
        <QueryBoundary loadingLabel="Loading the PPC report…">
          <PpcBody queryRef={state.queryRef} />
        </QueryBoundary>
      ) : (
        <LoadingState label="Loading the PPC report…" />
      )}
    </section>
  );
}

function PpcBody({ queryRef }: { queryRef: PreloadedQuery<PpcReportPageQuery> }) {
  const data = usePreloadedQuery<PpcReportPageQuery>(query, queryRef);
  const variables = queryRef.variables as PpcReportPageQuery$variables;
  const refetch = useLiveQuery<PpcReportPageQuery>(query, variables, TOPICS);
  const report = data.ppcReport;
  const [drill, setDrill] = useState<DrillDown | null>(null);
  const [spendOpen, setSpendOpen] = useState(false);
  const lines: Line[] = report.rows.flatMap((r) => [
    ...r.months.map((m) => ({ id: `${r.source}-${m.month}`, source: r.source, kind: r.kind, period: m.month ?? '', f: m })),
    { id: `${r.source}-total`, source: r.source, kind: r.kind, period: 'Total', f: r.total },
  ]);
  const count = (label: string, get: (f: Figures) => number, ids: (f: Figures) => readonly number[]): DataColumn<Line> => ({
    id: label.toLowerCase(),
    header: label,
    value: (l) => get(l.f),
    align: 'right',
    cell: (l) =>
      get(l.f) > 0 ? (
        <Button size="1" variant="ghost" aria-label={`${label} of ${l.source}, ${l.period === 'Total' ? 'total' : monthLabel(l.period)}: ${get(l.f)}`} onClick={() => setDrill({ title: `${l.source} — ${l.period === 'Total' ? 'Total' : monthLabel(l.period)}: ${label}`, ids: ids(l.f) })}>
          {get(l.f)}
        </Button>
      ) : (
        '0'
      ),
  });
  const optionalMoney = (id: string, header: string, get: (f: Figures) => number | null | undefined): DataColumn<Line> => ({
    id,
    header,
    value: (l) => get(l.f) ?? null,
    align: 'right',
    cell: (l) => {
      const v = get(l.f);
      return v == null ? <Text color="gray">{l.f.spendMissing ? 'No spend' : '—'}</Text> : formatMoneyCents(v);
    },
    csv: (l) => {
      const v = get(l.f);
      return v == null ? '' : (v / 100).toFixed(2);
    },
  });
  const columns: DataColumn<Line>[] = [
    { id: 'source', header: 'Source', value: (l) => l.source },
    { id: 'kind', header: 'Kind', value: (l) => (l.kind === 'CALLRAIL' ? 'CallRail' : 'Advertising') },
    { id: 'period', header: 'Month', value: (l) => l.period, cell: (l) => (l.period === 'Total' ? <Text weight="bold">Total</Text> : monthLabel(l.period)) },
    { id: 'calls', header: 'Calls', value: (l) => l.f.calls ?? null, align: 'right', cell: (l) => (l.f.calls == null ? '—' : l.f.calls) },
    count('Leads', (f) => f.leads, (f) => f.leadCaseIds),
    { id: 'leadRate', header: 'Call → Lead', value: (l) => l.f.leadRate ?? null, cell: (l) => pct(l.f.leadRate), align: 'right' },
    count('Wanted', (f) => f.wanted, (f) => f.wantedCaseIds),
    { id: 'wantedRate', header: 'Lead → Wanted', value: (l) => l.f.wantedRate ?? null, cell: (l) => pct(l.f.wantedRate), align: 'right' },
    count('Retained', (f) => f.retained, (f) => f.retainedCaseIds),
    { id: 'retainedRate', header: 'Wanted → Retained', value: (l) => l.f.retainedRate ?? null, cell: (l) => pct(l.f.retainedRate), align: 'right' },
    { id: 'leadToRetained', header: 'Lead → Retained', value: (l) => l.f.leadToRetainedRate ?? null, cell: (l) => pct(l.f.leadToRetainedRate), align: 'right' },
    {
      id: 'spend',
      header: 'Spend',
      value: (l) => l.f.spend ?? null,
      align: 'right',
      cell: (l) => (l.f.spend == null ? <Text color="amber">Not entered</Text> : formatMoneyCents(l.f.spend)),
      csv: (l) => (l.f.spend == null ? 'not entered' : (l.f.spend / 100).toFixed(2)),
    },
    optionalMoney('costPerLead', 'Cost / Lead', (f) => f.costPerLead),
    optionalMoney('costPerRetained', 'Cost / Retained', (f) => f.costPerRetained),
    moneyColumn<Line>('fees', 'Fees to Date', (l) => l.f.fees),
    { id: 'roi', header: 'Return on Spend', value: (l) => l.f.returnOnSpend ?? null, cell: (l) => (l.f.returnOnSpend == null ? <Text color="gray">{l.f.spendMissing ? 'No spend' : '—'}</Text> : pct(l.f.returnOnSpend)), align: 'right' },
  ];
  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" align="center" wrap="wrap">
        <Text size="2" color="gray">
          Leads opened in the period, followed to their retained cases and the fees collected from them to date. Monthly spend counts for the period's days of each month.
        </Text>
        {report.canEnterSpend ? <Button onClick={() => setSpendOpen(true)}>Enter Spend</Button> : null}
      </Flex>
      <DataTable<Line> label="PPC report" rows={lines} columns={columns} rowId={(l) => l.id} pageSizes={['all']} csvFileName={`PPC_Report_${variables.startDate}_${variables.endDate}`} emptyText="No paid sources are configured." />
      {drill ? <DrillDownDialog drill={drill} cases={report.cases} onClose={() => setDrill(null)} /> : null}
      {spendOpen ? <SpendDialog sources={report.rows.map((r) => r.source)} months={report.months} onClose={() => setSpendOpen(false)} onSaved={refetch} /> : null}
    </Flex>
  );
}

const caseColumns: DataColumn<Case>[] = [
  { id: 'client', header: 'Client', value: (c) => c.clientName, cell: (c) => <ClientNameButton caseId={c.caseId} clientName={c.clientName} /> },
  { id: 'opened', header: 'Opened', value: (c) => c.openedDate, cell: (c) => formatUsDate(c.openedDate) },
  { id: 'source', header: 'Source', value: (c) => c.advertisingSource ?? '' },
  { id: 'callrail', header: 'CR Source', value: (c) => c.callrailSource ?? '' },
  { id: 'status', header: 'Status', value: (c) => c.status ?? '' },
  { id: 'wanted', header: 'Wanted', value: (c) => c.wantedDate ?? '', cell: (c) => formatUsDate(c.wantedDate) },
  { id: 'retained', header: 'Retained', value: (c) => c.retainedDate ?? '', cell: (c) => formatUsDate(c.retainedDate) },
  moneyColumn<Case>('fees', 'Fees to Date', (c) => c.fees),
];

function DrillDownDialog({ drill, cases, onClose }: { drill: DrillDown; cases: readonly Case[]; onClose: () => void }) {
  const ids = new Set(drill.ids);
  const rows = cases.filter((c) => ids.has(c.caseId));
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={drill.title} maxWidth={DIALOG_WIDTHS.detail}>
      <DataTable<Case> label={drill.title} rows={rows} columns={caseColumns} rowId={(c) => String(c.caseId)} defaultSort={{ id: 'opened', desc: true }} pageSizes={[10, 'all']} csvFileName="PPC_Cases" />
    </Dialog>
  );
}

/** Issue 15: spend per paid source and month; the server checks it (negative, not a number, not a paid source). */
function SpendDialog({ sources, months, onClose, onSaved }: { sources: readonly string[]; months: readonly string[]; onClose: () => void; onSaved: () => Promise<void> }) {
  const [save, saving] = useSetAdSpend();
  const [source, setSource] = useState('');
  const [month, setMonth] = useState(months[months.length - 1] ?? '');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const dollars = amount.trim().replace(/[$,]/g, '');
  const valid = /^-?\d+(\.\d{1,2})?$/.test(dollars);
  const submit = async () => {
    setError(null);
    try {
      await save({ source, month, amountCents: Math.round(Number(dollars) * 100) });
      await onSaved();
      onClose();
    } catch (e) {
      setError(userMessage(e));
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="Enter Spend"
      maxWidth={DIALOG_WIDTHS.popup}
      footer={
        <>
          <Button variant="soft" color="gray" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={!source || !month || !valid} loading={saving}>
            Save Spend
          </Button>
        </>
      }
    >
      <Flex direction="column" gap="3">
        <SelectInput label="Paid source" value={source} onChange={setSource} options={sources.map((s) => ({ value: s, label: s }))} required />
        <TextInput label="Month (YYYY-MM)" value={month} onChange={setMonth} />
        <TextInput label="Amount ($)" value={amount} onChange={setAmount} inputMode="numeric" hint={amount && !valid ? 'Type an amount in dollars, e.g. 1250.00' : undefined} />
        {error ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        ) : null}
      </Flex>
    </Dialog>
  );
}
