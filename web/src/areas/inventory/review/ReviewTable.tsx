import type { ReactNode } from 'react';
import { Text } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';
import { formatDateTime } from '../../../lib/dates';
import { ClientNameButton } from '../../case/dialog/CaseDialogProvider';
import { CaseSystemLink } from '../../case/summary/CaseSystemLink';
import type { CaseSystemLink_query$key } from '../../case/summary/__generated__/CaseSystemLink_query.graphql';
import { rowBackground } from '../rowColors';
import type { ReviewTable_cases$data, ReviewTable_cases$key } from './__generated__/ReviewTable_cases.graphql';

type Row = ReviewTable_cases$data[number];

/**
 * spec 2 §2 File Review and Deadline Review ("same layout"): the user's cases with the last
 * review and its age, coloured by the server (spec 2 §9: white ≤ 30 days, yellow 31–45, red
 * over 45 or never). `note` renders the file review's editable note column.
 */
export function ReviewTable({
  label,
  cases,
  query,
  reviewHeader,
  note,
  toolbar,
  clientCell,
}: {
  label: string;
  cases: ReviewTable_cases$key;
  query: CaseSystemLink_query$key;
  reviewHeader: string;
  note?: (row: Row) => ReactNode;
  toolbar?: ReactNode;
  /** The client cell; the case dialog by default (Negotiation File Review links to the case summary). */
  clientCell?: (row: Row) => ReactNode;
}) {
  const rows = useFragment(
    graphql`
      fragment ReviewTable_cases on ReviewCase @relay(plural: true) {
        caseId
        stage
        clientName
        paralegal
        dateOfLastReview
        daysSinceReview
        lastFileReviewNote
        color
      }
    `,
    cases,
  );
  const timeZone = useFirmTimeZone();
  const columns: DataColumn<Row>[] = [
    { id: 'action', header: 'Action', hideHeader: true, sortable: false, searchable: false, csv: false, value: () => null, cell: (r) => <CaseSystemLink query={query} caseId={r.caseId} /> },
    { id: 'stage', header: 'Stage', value: (r) => r.stage },
    { id: 'client', header: 'Client', value: (r) => r.clientName, cell: clientCell ?? ((r) => <ClientNameButton caseId={r.caseId} clientName={r.clientName} />) },
    { id: 'paralegal', header: 'Paralegal', value: (r) => r.paralegal },
    {
      id: 'lastReview',
      header: reviewHeader,
      searchable: false,
      value: (r) => r.dateOfLastReview,
      cell: (r) => (r.dateOfLastReview ? `${formatDateTime(r.dateOfLastReview, { timeZone }).split(' ')[0]} (${r.daysSinceReview} d)` : <Text color="red">Never</Text>),
    },
    ...(note ? [{ id: 'note', header: 'Note', value: (r: Row) => r.lastFileReviewNote, cell: note }] : []),
  ];
  return (
    <DataTable<Row>
      label={label}
      rows={rows}
      columns={columns}
      rowId={(r) => String(r.caseId)}
      defaultSort={{ id: 'lastReview', desc: false }}
      pageSizes={[50, 100, 'all']}
      rowColor={(r) => rowBackground(r.color)}
      emptyText="No cases to show."
      toolbar={toolbar}
    />
  );
}
