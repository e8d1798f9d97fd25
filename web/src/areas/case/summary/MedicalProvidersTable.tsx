import { CheckIcon } from '@radix-ui/react-icons';
import { graphql, useFragment } from 'react-relay/hooks';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { formatMoneyCents, formatMoneyCentsPrecise } from '../../../lib/format';
import type { MedicalProvidersTable_case$data, MedicalProvidersTable_case$key } from './__generated__/MedicalProvidersTable_case.graphql';

type Provider = MedicalProvidersTable_case$data['medicalProviders'][number];

/**
 * spec 1 §2.6: the medical providers table (name, total, paid, adjusted, balance, final
 * check) with a totals row. Money is integer cents: no decimals in tables, two in dialogs
 * (spec 1 §9), hence `precise` when the table sits in a dialog.
 */
export function MedicalProvidersTable({ case: caseKey, precise = false }: { case: MedicalProvidersTable_case$key; precise?: boolean }) {
  const data = useFragment(
    graphql`
      fragment MedicalProvidersTable_case on Case {
        medicalProviders {
          id
          medicalProvider
          totalCents
          paidCents
          adjustedCents
          balanceCents
          final
        }
        medicalTotals {
          totalCents
          paidCents
          adjustedCents
          balanceCents
        }
      }
    `,
    caseKey,
  );
  const money = precise ? formatMoneyCentsPrecise : formatMoneyCents;
  const moneyColumn = (id: string, header: string, cents: (p: Provider) => number): DataColumn<Provider> => ({
    id,
    header,
    value: cents,
    cell: (p) => money(cents(p)),
    align: 'right',
    searchable: false,
  });
  const columns: DataColumn<Provider>[] = [
    { id: 'name', header: 'Name', value: (p) => p.medicalProvider },
    moneyColumn('total', 'Total', (p) => p.totalCents),
    moneyColumn('paid', 'Paid', (p) => p.paidCents),
    moneyColumn('adjusted', 'Adjusted', (p) => p.adjustedCents),
    moneyColumn('balance', 'Balance', (p) => p.balanceCents),
    {
      id: 'final',
      header: 'Final',
      value: (p) => p.final,
      cell: (p) => (p.final ? <CheckIcon aria-label="Final" role="img" /> : <span className="sr-only">Not final</span>),
      align: 'center',
      searchable: false,
    },
  ];
  const t = data.medicalTotals;
  return (
    <DataTable<Provider>
      label="Medical providers"
      rows={data.medicalProviders}
      columns={columns}
      rowId={(p) => p.id}
      searchable={false}
      defaultSort={{ id: 'name', desc: false }}
      emptyText="No medical providers."
      totals={{ name: 'Total', total: money(t.totalCents), paid: money(t.paidCents), adjusted: money(t.adjustedCents), balance: money(t.balanceCents) }}
    />
  );
}
