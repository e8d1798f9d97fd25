import { formatUsDate } from '../../../lib/dates';

/** How a custom field's value reads (spec 1 §3: Multiselect values joined by |, dates MM/DD/YYYY); the server splits the values. */
export function udfDisplay(inputType: string, values: readonly string[]): string {
  if (values.length === 0) return '';
  if (inputType === 'Date') return values.map((v) => formatUsDate(v) || v).join(', ');
  if (inputType === 'Currency') {
    return values
      .map((v) => {
        const n = Number(v);
        return Number.isFinite(n) ? n.toLocaleString('en-US', { style: 'currency', currency: 'USD' }) : v;
      })
      .join(', ');
  }
  return values.join(', ');
}
