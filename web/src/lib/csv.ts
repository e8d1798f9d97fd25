// spec 3 §5: CSV cells are quoted with inner quotes doubled; export does nothing without rows.

export type CsvValue = string | number | boolean | null | undefined;

// A cell that a spreadsheet would read as a formula (=, +, -, @, or a leading tab or carriage
// return) is prefixed with a single quote so that it stays text: CSV injection (OWASP).
// Plain numbers (-12, +3.5) cannot be formulas and are left as they are.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

export function neutralise(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

export function csvCell(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? neutralise(value) : String(value);
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(headers: string[], rows: CsvValue[][]): string {
  return [headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** File name for a download; the spec's names (Leads_Report, Closed_Report, attorney_fees_...) get `.csv`. */
export function csvFileName(base: string): string {
  const safe = base.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'export';
  return safe.toLowerCase().endsWith('.csv') ? safe : `${safe}.csv`;
}

/** Triggers a browser download; returns false (and does nothing) when there are no rows. */
export function downloadCsv(fileBase: string, headers: string[], rows: CsvValue[][]): boolean {
  if (rows.length === 0) return false;
  const blob = new Blob([toCsv(headers, rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(fileBase);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}
