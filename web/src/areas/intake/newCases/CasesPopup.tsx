import { useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Dialog, DIALOG_WIDTHS } from '../../../ui/Dialog';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { QueryBoundary } from '../../../ui/QueryBoundary';
import { formatUsDate } from '../../../lib/dates';
import { ClientNameButton } from '../../case/dialog/CaseDialogProvider';
import { pageVariables, useServerTable } from '../../../ui/serverTable';
import type { CasesPopupQuery, CasesPopupQuery$data, NewCasesSort } from './__generated__/CasesPopupQuery.graphql';

/** A figure's pop-up: its title and its cases (null: every case retained in the period). */
export interface CasesPopupTarget {
  title: string;
  caseIds: readonly number[] | null;
}

const query = graphql`
  query CasesPopupQuery(
    $startDate: NaiveDate!
    $endDate: NaiveDate!
    $organizationId: Int
    $caseIds: [Int!]
    $sortBy: NewCasesSort = RETAINED
    $descending: Boolean = true
    $offset: Int = 0
    $first: Int = 10
  ) {
    newCasesInPeriod(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {
      leadsPage(caseIds: $caseIds, sortBy: $sortBy, descending: $descending, offset: $offset, first: $first) {
        matchingCount
        leads {
          caseId
          case {
            clientName
            retainedDate
            office
            referralSource
            dateClosed
            reasonClosed
          }
        }
      }
    }
  }
`;

type PopupCase = CasesPopupQuery$data['newCasesInPeriod']['leadsPage']['leads'][number];

const columns: DataColumn<PopupCase>[] = [
  { id: 'client', header: 'Client', value: (c) => c.case.clientName, cell: (c) => <ClientNameButton caseId={c.caseId} clientName={c.case.clientName} /> },
  { id: 'retained', header: 'Retained', value: (c) => c.case.retainedDate, cell: (c) => formatUsDate(c.case.retainedDate ?? null) },
  { id: 'office', header: 'Office', value: (c) => c.case.office },
  { id: 'source', header: 'Source', value: (c) => c.case.referralSource, truncate: 15 },
  { id: 'closed', header: 'Closed', value: (c) => c.case.dateClosed, cell: (c) => formatUsDate(c.case.dateClosed ?? null) },
  { id: 'reason', header: 'Reason', value: (c) => c.case.reasonClosed, truncate: 20 },
];

/** The pop-up's sortable columns as the server names them. */
const SORT: Record<string, NewCasesSort> = { client: 'CLIENT', retained: 'RETAINED', office: 'OFFICE', source: 'SOURCE', closed: 'CLOSED', reason: 'CLOSED_REASON' };
const DEFAULT_SORT = { id: 'retained', desc: true } as const;

/**
 * The pop-up table of the cases behind a New Cases figure (spec 3 §2.13; 10 rows a page, spec
 * 3 §9). Its cases load when it opens, a page at a time: the server sorts and pages them (a
 * busy month's every retained case was 137 KB; issue #17).
 */
export function CasesPopup({ target, range, onClose }: { target: CasesPopupTarget | null; range: { startDate: string; endDate: string; organizationId: number | null }; onClose: () => void }) {
  const title = target?.title ?? '';
  return (
    <Dialog open={target !== null} onOpenChange={(o) => (o ? undefined : onClose())} title={title} maxWidth={DIALOG_WIDTHS.popup}>
      {target ? (
        <QueryBoundary loadingLabel="Loading the cases…">
          <PopupCases title={title} variables={{ ...range, caseIds: target.caseIds ? [...target.caseIds] : null }} />
        </QueryBoundary>
      ) : null}
    </Dialog>
  );
}

type Target = { startDate: string; endDate: string; organizationId: number | null; caseIds: number[] | null };

function PopupCases({ title, variables }: { title: string; variables: Target }) {
  const table = useServerTable('intake-new-cases-popup', DEFAULT_SORT, [10]);
  const paged = useMemo(() => ({ ...variables, ...pageVariables<NewCasesSort>(table.query, SORT, 'RETAINED') }), [variables, table.query]);
  const data = useLazyLoadQuery<CasesPopupQuery>(query, paged, { fetchPolicy: 'store-and-network' });
  const page = data.newCasesInPeriod.leadsPage;
  return (
    <DataTable<PopupCase>
      label={`${title} cases`}
      rows={page.leads}
      columns={columns}
      rowId={(c) => String(c.caseId)}
      defaultSort={DEFAULT_SORT}
      pageSizes={[10]}
      searchable={false}
      server={{ table, total: page.matchingCount }}
    />
  );
}
