import type { GoalLevel, MonthlyCell, MonthlyRow } from '../../ui/MonthlyTable';
import { monthLabel } from '../../ui/MonthlyTable';
import { formatMoneyCents } from '../../lib/format';

/** The three monthly tables (spec 2 §2 Team dashboard, spec 3 §2.7 Attorney Stats). */
export type Measure = 'fees' | 'demands' | 'settlements';
/** Whose tables: the attorney tables (organization staff) or the paralegal tables. */
export type StaffKind = 'attorney' | 'paralegal';

export const MEASURES: readonly Measure[] = ['fees', 'demands', 'settlements'];

/** A monthly table as the server answers it (every monthly call has this shape). */
export interface StaffTableData {
  readonly months: readonly string[];
  readonly rows: readonly {
    readonly key: string;
    readonly label: string;
    readonly fullName: string | null | undefined;
    readonly includes: readonly string[];
    readonly cells: readonly {
      readonly month: string;
      readonly count: number;
      readonly amount: number | null | undefined;
      readonly judged: number;
      readonly level: string | null | undefined;
    }[];
    readonly average: number;
    readonly averageLevel: string | null | undefined;
  }[];
}

const LEVELS: Record<string, GoalLevel> = { HIGH: 'good', MEDIUM: 'medium', LOW: 'bad' };

/** `2026-09-01` → `2026-09` (MonthlyTable's month key). */
export function monthKey(date: string): string {
  return date.slice(0, 7);
}

export function formatValue(measure: Measure, value: number): string {
  return measure === 'fees' ? formatMoneyCents(value) : String(value);
}

function formatAverage(measure: Measure, value: number): string {
  return measure === 'fees' ? formatMoneyCents(value) : value.toFixed(1);
}

/**
 * The server's table as MonthlyTable rows: levels as the server judged them, the row header's
 * hover (full name, 'Includes …'), and the current month's tooltip with the projection the
 * server judged (a cell whose judged value is not its value).
 */
export function toMonthlyRows(measure: Measure, data: StaffTableData): { months: string[]; rows: MonthlyRow[] } {
  const rows = data.rows.map((r) => {
    const includes = r.includes.length > 1 ? `Includes ${r.includes.join(', ')}` : null;
    const cells: MonthlyCell[] = r.cells.map((c) => {
      const value = measure === 'fees' ? (c.amount ?? 0) : c.count;
      const projected = c.level && c.judged !== value;
      return {
        month: monthKey(c.month),
        value,
        judgedValue: c.judged,
        level: c.level ? LEVELS[c.level] : null,
        title: projected ? `Month to date ${formatValue(measure, value)}; projected month-end ${formatAverage(measure, measure === 'fees' ? Math.round(c.judged) : Math.round(c.judged * 10) / 10)}` : null,
      };
    });
    return {
      id: r.key,
      label: r.label,
      title: [r.fullName, includes].filter(Boolean).join(' — ') || null,
      cells,
      average: { month: 'average', value: r.average, level: r.averageLevel ? LEVELS[r.averageLevel] : null },
    } satisfies MonthlyRow;
  });
  return { months: data.months.map(monthKey), rows };
}

/** Format for a table's cells (the average keeps one decimal for counts). */
export function cellFormat(measure: Measure): (value: number) => string {
  return (v) => (measure === 'fees' ? formatMoneyCents(v) : Number.isInteger(v) ? String(v) : v.toFixed(1));
}

const NOUN: Record<Measure, { title: string; one: string; heading: string }> = {
  fees: { title: 'Fees', one: 'fee', heading: 'Fees by Month' },
  demands: { title: 'Demands', one: 'demand', heading: 'Demands by Month' },
  settlements: { title: 'Settlements', one: 'settlement', heading: 'Settlements by Month' },
};

export function tableHeading(measure: Measure): string {
  return NOUN[measure].heading;
}

/** spec 3 §8 "Empty attorney tables". */
export function emptyTableText(kind: StaffKind, measure: Measure): string {
  return kind === 'attorney' ? `No attorney ${NOUN[measure].one} data available for the selected period` : `No ${NOUN[measure].one} data for these paralegals in the selected period.`;
}

/** spec 3 §2.7 "Titles read '{amount} in Fees by {attorney} in {Month Year}', '{n} Demands by ...'". */
export function detailTitle(measure: Measure, who: string, cell: MonthlyCell): string {
  const month = monthLabel(cell.month, true);
  return measure === 'fees' ? `${formatMoneyCents(cell.value ?? 0)} in Fees by ${who} in ${month}` : `${cell.value ?? 0} ${NOUN[measure].title} by ${who} in ${month}`;
}

/** spec 2 §8 / spec 3 §8 detail texts (part 3's have no final stop; part 2's do, but settlements'). */
export function detailTexts(kind: StaffKind, measure: Measure): { error: string; empty: string } {
  const one = NOUN[measure].one;
  const stop = kind === 'paralegal' && measure !== 'settlements' ? '.' : '';
  return { error: `Failed to load ${one} details`, empty: `No ${one} details found for this selection${stop}` };
}

/** spec 3 §2.7 "attorney_fees|attorney_demands|attorney_settlements + attorney + date"; spec 2 §9 "demands, fees or settlements, then paralegal and date". */
export function csvName(kind: StaffKind, measure: Measure, who: string, month: string): string {
  const base = kind === 'attorney' ? `attorney_${measure}` : measure;
  return `${base}_${who.replace(/[^A-Za-z0-9-]+/g, '_')}_${month}-01`;
}
