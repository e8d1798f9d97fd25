import { graphql, useFragment } from 'react-relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { ExternalCaseLink } from '../../../ui/ExternalCaseLink';
import { formatUsDate } from '../../../lib/dates';
import { ClientNameButton } from '../../case/dialog/CaseDialogProvider';
import type { OrgClosedCasesTable_report$data, OrgClosedCasesTable_report$key } from './__generated__/OrgClosedCasesTable_report.graphql';

type Row = OrgClosedCasesTable_report$data['cases'][number];

const date = (id: string, header: string, get: (c: Row) => string | null | undefined): DataColumn<Row> => ({ id, header, value: (c) => get(c) ?? null, cell: (c) => formatUsDate(get(c)) });

/** spec 3 §2.9: the table sorted by dateClosed descending, with search and CSV Closed_Report. */
export function OrgClosedCasesTable({ report, caseUrlTemplate }: { report: OrgClosedCasesTable_report$key; caseUrlTemplate: string }) {
  const r = useFragment(
    graphql`
      fragment OrgClosedCasesTable_report on ClosedCasesReport {
        cases {
          id
          caseId
          caseType
          state
          clientName
          attorney
          paralegal
          caseRank
          tod
          dateOpened
          wantedDate
          retainedDate
          demandDate
          dateClosed
          reason
          closeComment
        }
      }
    `,
    report,
  );
  const columns: DataColumn<Row>[] = [
    { id: 'action', header: 'Action', hideHeader: true, sortable: false, searchable: false, csv: false, value: () => null, cell: (c) => <ExternalCaseLink urlTemplate={caseUrlTemplate} caseId={c.caseId} /> },
    { id: 'type', header: 'Type', value: (c) => c.caseType, truncate: 15 },
    { id: 'state', header: 'State', value: (c) => c.state },
    { id: 'client', header: 'Client', value: (c) => c.clientName, cell: (c) => <ClientNameButton caseId={c.caseId} clientName={c.clientName} /> },
    { id: 'attorney', header: 'Attorney', value: (c) => c.attorney },
    { id: 'paralegal', header: 'Paralegal', value: (c) => c.paralegal },
    { id: 'rank', header: 'Case Rank', value: (c) => c.caseRank },
    { id: 'tod', header: 'ToD', value: (c) => c.tod, align: 'right' },
    date('opened', 'Opened', (c) => c.dateOpened),
    date('wanted', 'Wanted', (c) => c.wantedDate),
    date('retained', 'Retained', (c) => c.retainedDate),
    date('demand', 'Demand', (c) => c.demandDate),
    date('closed', 'Closed', (c) => c.dateClosed),
    { id: 'reason', header: 'Reason', value: (c) => c.reason, cell: (c) => <span title={c.closeComment ?? undefined}>{c.reason}</span> },
  ];
  return (
    <DataTable<Row>
      label="Closed Cases"
      rows={r.cases}
      columns={columns}
      rowId={(c) => c.id}
      defaultSort={{ id: 'closed', desc: true }}
      sortKey="org-closed-cases"
      csvFileName="Closed_Report"
      emptyText="No cases closed in this period."
    />
  );
}
