import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Dialog, DIALOG_WIDTHS } from '../../../ui/Dialog';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { QueryBoundary } from '../../../ui/QueryBoundary';
import { formatUsDate } from '../../../lib/dates';
import { ClientNameButton } from '../../case/dialog/CaseDialogProvider';
import type { CasesPopupQuery, CasesPopupQuery$data } from './__generated__/CasesPopupQuery.graphql';

/** A figure's pop-up: its title and its cases (null: every case retained in the period). */
export interface CasesPopupTarget {
  title: string;
  caseIds: readonly number[] | null;
}

const query = graphql`
  query CasesPopupQuery($startDate: NaiveDate!, $endDate: NaiveDate!, $organizationId: Int, $caseIds: [Int!]) {
    newCasesInPeriod(startDate: $startDate, endDate: $endDate, organizationId: $organizationId) {
      leadsPage(caseIds: $caseIds, all: true) {
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

/**
 * The pop-up table of the cases behind a New Cases figure (spec 3 §2.13; 10 rows a page, spec
 * 3 §9). Its cases load when it opens: the page itself holds only the table's page of rows.
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

function PopupCases({ title, variables }: { title: string; variables: CasesPopupQuery['variables'] }) {
  const data = useLazyLoadQuery<CasesPopupQuery>(query, variables, { fetchPolicy: 'store-and-network' });
  return (
    <DataTable<PopupCase>
      label={`${title} cases`}
      rows={data.newCasesInPeriod.leadsPage.leads}
      columns={columns}
      rowId={(c) => String(c.caseId)}
      defaultSort={{ id: 'retained', desc: true }}
      pageSizes={[10]}
      searchable={false}
    />
  );
}
