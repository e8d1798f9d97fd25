import { formatMoneyCents } from '../lib/format';
import type { DataColumn } from './DataTable';

/** A right-aligned money column from integer cents: "$1,234" on screen, "1234.00" in the CSV. */
export function moneyColumn<T>(id: string, header: string, get: (row: T) => number): DataColumn<T> {
  return { id, header, value: get, cell: (r) => formatMoneyCents(get(r)), align: 'right', csv: (r) => (get(r) / 100).toFixed(2) };
}
