import { Dialog, DIALOG_WIDTHS } from '../../../ui/Dialog';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { formatUsDate } from '../../../lib/dates';
import { ClientNameButton } from '../../case/dialog/CaseDialogProvider';

export interface PopupCase {
  caseId: number;
  clientName: string;
  retainedDate?: string | null;
  office?: string | null;
  referralSource?: string | null;
  dateClosed?: string | null;
  reasonClosed?: string | null;
}

const columns: DataColumn<PopupCase>[] = [
  { id: 'client', header: 'Client', value: (c) => c.clientName, cell: (c) => <ClientNameButton caseId={c.caseId} clientName={c.clientName} /> },
  { id: 'retained', header: 'Retained', value: (c) => c.retainedDate, cell: (c) => formatUsDate(c.retainedDate ?? null) },
  { id: 'office', header: 'Office', value: (c) => c.office },
  { id: 'source', header: 'Source', value: (c) => c.referralSource, truncate: 15 },
  { id: 'closed', header: 'Closed', value: (c) => c.dateClosed, cell: (c) => formatUsDate(c.dateClosed ?? null) },
  { id: 'reason', header: 'Reason', value: (c) => c.reasonClosed, truncate: 20 },
];

/** The pop-up table of the cases behind a New Cases figure (spec 3 §2.13; 10 rows a page, spec 3 §9). */
export function CasesPopup({ title, cases, open, onClose }: { title: string; cases: readonly PopupCase[]; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())} title={title} maxWidth={DIALOG_WIDTHS.popup}>
      <DataTable<PopupCase> label={`${title} cases`} rows={cases} columns={columns} rowId={(c) => String(c.caseId)} defaultSort={{ id: 'retained', desc: true }} pageSizes={[10]} searchable={false} />
    </Dialog>
  );
}
