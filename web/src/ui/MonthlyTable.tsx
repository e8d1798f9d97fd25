import { useState, type ReactNode } from 'react';
import { Button } from '@radix-ui/themes';
import { Dialog, DIALOG_WIDTHS } from './Dialog';
import { EmptyState } from './QueryBoundary';

/** How a cell stands against its goal. The server decides (ARCHITECTURE: the web formats). */
export type GoalLevel = 'good' | 'medium' | 'bad';

/**
 * A goal rule as the server sends it: bands tried in order, the first that holds gives the
 * level, none gives 'bad'. A band holds when the judged value is within [min, max] (either
 * end may be open). E.g. spec 2 §9 demands: [{ level: 'good', min: 6 }, { level: 'medium', min: 4, max: 4 }].
 */
export interface GoalBand {
  level: GoalLevel;
  min?: number | null;
  max?: number | null;
}

export interface MonthlyCell {
  /** `YYYY-MM`. */
  month: string;
  value: number | null;
  /** The value judged against the goal when it is not `value` (the current month's projection, from the server). */
  judgedValue?: number | null;
  /** A level the server computed; wins over the rule. */
  level?: GoalLevel | null;
  /** A tooltip (spec 3 §2.7 "current-month cells have tooltips"). */
  title?: string | null;
}

export interface MonthlyRow {
  id: string;
  label: string;
  /** The row header's tooltip (spec 3 §2.7 "hover full names", "an 'Includes ...' tooltip"). */
  title?: string | null;
  cells: readonly MonthlyCell[];
  /** The per-month average the server computed (spec 3 §2.7 "a per-month average"). */
  average?: MonthlyCell | null;
}

/** Applies the server's bands to a cell (no rule of its own: it only reads the data). */
export function goalLevel(cell: MonthlyCell, bands: readonly GoalBand[] | null | undefined): GoalLevel | null {
  if (cell.level) return cell.level;
  const judged = cell.judgedValue ?? cell.value;
  if (!bands || bands.length === 0 || judged === null || judged === undefined) return null;
  const band = bands.find((b) => (b.min === null || b.min === undefined || judged >= b.min) && (b.max === null || b.max === undefined || judged <= b.max));
  return band ? band.level : 'bad';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2025-03` → `Mar 2025` (or `March 2025` in full). A calendar month: no time zone involved. */
export function monthLabel(month: string, full = false): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return month;
  return `${(full ? MONTH_NAMES : MONTHS)[Number(m[2]) - 1]} ${m[1]}`;
}

export interface MonthlyTableProps {
  /** Accessible name of the table (and its caption). */
  label: string;
  /** The month columns, `YYYY-MM`, in order. */
  months: readonly string[];
  rows: readonly MonthlyRow[];
  /** Header of the row-label column ("Attorney"). */
  rowHeader: string;
  format: (value: number) => string;
  /** The server's goal bands for this table; cells may also carry their own level. */
  goalBands?: readonly GoalBand[] | null;
  /** Adds an Average column from `row.average`. */
  showAverage?: boolean;
  emptyText?: string;
  /**
   * The detail dialog slot: a cell above 0 becomes a button that opens a dialog titled by
   * `detailTitle`, whose body is `renderDetail` (spec 3 §2.7: max width 900).
   */
  renderDetail?: (row: MonthlyRow, cell: MonthlyCell) => ReactNode;
  detailTitle?: (row: MonthlyRow, cell: MonthlyCell) => string;
}

/**
 * Monthly figures per person (spec 3 §2.7 Attorney Stats, spec 2 monthly stats): a row per
 * person, a column per month, each cell coloured good / medium / bad by the server's goal,
 * and a click on a cell above 0 opening its detail dialog.
 */
export function MonthlyTable({ label, months, rows, rowHeader, format, goalBands, showAverage, emptyText = 'Nothing in this period.', renderDetail, detailTitle }: MonthlyTableProps) {
  const [selected, setSelected] = useState<{ row: MonthlyRow; cell: MonthlyCell } | null>(null);
  if (rows.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  const cellOf = (row: MonthlyRow, month: string): MonthlyCell => row.cells.find((c) => c.month === month) ?? { month, value: null };
  const renderCell = (row: MonthlyRow, cell: MonthlyCell, column: string, clickable: boolean) => {
    const level = goalLevel(cell, goalBands);
    const text = cell.value === null ? '—' : format(cell.value);
    return (
      <td key={column} className={level ? `monthly-cell goal-${level}` : 'monthly-cell'} data-goal={level ?? undefined} title={cell.title ?? undefined}>
        {clickable && renderDetail && cell.value !== null && cell.value > 0 ? (
          <Button size="1" variant="ghost" className="monthly-cell-button" aria-label={`${row.label}, ${monthLabel(cell.month, true)}: ${text}`} onClick={() => setSelected({ row, cell })}>
            {text}
          </Button>
        ) : (
          text
        )}
      </td>
    );
  };
  return (
    <>
      <div className="monthly-table-scroll">
        <table className="data-table monthly-table" aria-label={label}>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              {months.map((m) => (
                <th key={m} scope="col" className="num">
                  {monthLabel(m)}
                </th>
              ))}
              {showAverage ? (
                <th scope="col" className="num">
                  Average
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" title={row.title ?? undefined}>
                  {row.label}
                </th>
                {months.map((m) => renderCell(row, cellOf(row, m), m, true))}
                {showAverage ? renderCell(row, row.average ?? { month: 'average', value: null }, 'average', false) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {selected && renderDetail ? (
        <Dialog
          open
          onOpenChange={(open) => !open && setSelected(null)}
          title={detailTitle ? detailTitle(selected.row, selected.cell) : `${selected.row.label} in ${monthLabel(selected.cell.month, true)}`}
          maxWidth={DIALOG_WIDTHS.detail}
        >
          {renderDetail(selected.row, selected.cell)}
        </Dialog>
      ) : null}
    </>
  );
}
