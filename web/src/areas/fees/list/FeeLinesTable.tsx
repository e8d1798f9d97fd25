import { Tooltip } from '@radix-ui/themes';
import { graphql, useFragment } from 'react-relay/hooks';
import { CheckIcon } from '@radix-ui/react-icons';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { ExternalCaseLink } from '../../../ui/ExternalCaseLink';
import { formatUsDate } from '../../../lib/dates';
import { moneyColumn } from '../../../ui/moneyColumn';

import type { FeeLinesTable_report$data, FeeLinesTable_report$key } from './__generated__/FeeLinesTable_report.graphql';

const reportFragment = graphql`
  fragment FeeLinesTable_report on FeesReport {
    lines {
      caseId
      feeId
      clientName
      attorney
      referralSource
      fee
      caseGroup
      feeType
      sharedFee
      office
      state
      feeDate
      fullySettled
    }
  }
`;

type Line = FeeLinesTable_report$data['lines'][number];

/** spec 2 §2: the FS column's tooltip. */
export const FULLY_SETTLED_TIP = 'Fully Settled - Case has no additional sources of compensation to pursue';

function columns(showSource: boolean, caseUrlTemplate: string): DataColumn<Line>[] {
  return [
    { id: 'action', header: 'Action', value: () => null, cell: (l) => <ExternalCaseLink urlTemplate={caseUrlTemplate} caseId={l.caseId} />, sortable: false, searchable: false, csv: false },
    { id: 'client', header: 'Client', value: (l) => l.clientName },
    { id: 'attorney', header: 'Attorney', value: (l) => l.attorney },
    ...(showSource ? [{ id: 'source', header: 'Source', value: (l: Line) => l.referralSource ?? '', truncate: 20 } satisfies DataColumn<Line>] : []),
    moneyColumn('fee', 'Fee', (l) => l.fee),
    { id: 'group', header: 'Group', value: (l) => l.caseGroup },
    { id: 'feeType', header: 'Fee Type', value: (l) => l.feeType },
    { id: 'shared', header: 'Shared Fee', value: (l) => (l.sharedFee ? 'Yes' : 'No') },
    { id: 'office', header: 'Office', value: (l) => l.office },
    { id: 'state', header: 'State', value: (l) => l.state ?? '' },
    { id: 'date', header: 'Fee Date', value: (l) => l.feeDate, cell: (l) => formatUsDate(l.feeDate) },
    {
      id: 'fs',
      header: 'FS',
      value: (l) => (l.fullySettled ? 'Yes' : ''),
      cell: (l) =>
        l.fullySettled ? (
          <Tooltip content={FULLY_SETTLED_TIP}>
            <CheckIcon aria-label={FULLY_SETTLED_TIP} />
          </Tooltip>
        ) : null,
      align: 'center',
    },
  ];
}

/** spec 2 §2 Fees table: page sizes 50, 100, all; default sort date descending; Source for admin and marketing. */
export function FeeLinesTable({ report, showSource, caseUrlTemplate }: { report: FeeLinesTable_report$key; showSource: boolean; caseUrlTemplate: string }) {
  const { lines } = useFragment(reportFragment, report);
  return (
    <DataTable
      label="Fees"
      rows={lines}
      columns={columns(showSource, caseUrlTemplate)}
      rowId={(l) => `${l.caseId}-${l.feeId}`}
      defaultSort={{ id: 'date', desc: true }}
      pageSizes={[50, 100, 'all']}
      csvFileName="fees"
      emptyText="No fees in this period."
    />
  );
}
