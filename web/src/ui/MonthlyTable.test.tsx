import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goalLevel, monthLabel, MonthlyTable, type GoalBand, type MonthlyRow } from './MonthlyTable';
import { renderUi } from './testUtils';

// The bands come from the server; these are spec 2 §9's demand bands as it would send them.
const DEMAND_BANDS: GoalBand[] = [
  { level: 'good', min: 6 },
  { level: 'medium', min: 4, max: 4 },
];

const rows: MonthlyRow[] = [
  {
    id: 'a1',
    label: 'Jordan Reyes',
    cells: [
      { month: '2025-01', value: 7 },
      { month: '2025-02', value: 4 },
      { month: '2025-03', value: 2, judgedValue: 5, level: 'medium' },
    ],
    average: { month: 'average', value: 4.3, level: 'bad' },
  },
  { id: 'a2', label: 'Casey Moore', cells: [{ month: '2025-01', value: 0 }] },
];

describe('MonthlyTable (platform issue §5)', () => {
  it('colours each cell by the goal rule it is given, or the level the server computed', () => {
    renderUi(<MonthlyTable label="Demands" months={['2025-01', '2025-02', '2025-03']} rows={rows} rowHeader="Attorney" format={String} goalBands={DEMAND_BANDS} showAverage />);
    const table = screen.getByRole('table', { name: 'Demands' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Attorney', 'Jan 2025', 'Feb 2025', 'Mar 2025', 'Average']);
    const jordan = within(table).getByRole('row', { name: /Jordan Reyes/ });
    const cells = within(jordan).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-goal'))).toEqual(['good', 'medium', 'medium', 'bad']);
    expect(cells[0]).toHaveClass('goal-good');
    const casey = within(table).getByRole('row', { name: /Casey Moore/ });
    expect(within(casey).getAllByRole('cell').map((c) => c.textContent)).toEqual(['0', '—', '—', '—']);
  });

  it('opens the detail dialog slot for a cell above 0', async () => {
    renderUi(
      <MonthlyTable
        label="Demands"
        months={['2025-01']}
        rows={rows}
        rowHeader="Attorney"
        format={String}
        renderDetail={(row, cell) => <p>Details of {row.label} for {cell.month}</p>}
        detailTitle={(row, cell) => `${cell.value} Demands by ${row.label} in ${monthLabel(cell.month, true)}`}
      />,
    );
    // Zero is not clickable (spec 3 §2.7: "a cell whose total is above 0").
    expect(screen.queryByRole('button', { name: /Casey Moore/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Jordan Reyes, January 2025: 7' }));
    const dialog = screen.getByRole('dialog', { name: '7 Demands by Jordan Reyes in January 2025' });
    expect(dialog).toHaveTextContent('Details of Jordan Reyes for 2025-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when there is nothing', () => {
    renderUi(<MonthlyTable label="Fees" months={['2025-01']} rows={[]} rowHeader="Attorney" format={String} emptyText="No fees in this period." />);
    expect(screen.getByText('No fees in this period.')).toBeVisible();
  });

  it('reads the bands with open ends and no rule', () => {
    expect(goalLevel({ month: 'x', value: 5 }, DEMAND_BANDS)).toBe('bad');
    expect(goalLevel({ month: 'x', value: 5 }, null)).toBeNull();
    expect(goalLevel({ month: 'x', value: null }, DEMAND_BANDS)).toBeNull();
    expect(goalLevel({ month: 'x', value: 55_000 }, [{ level: 'good', min: 60_000 }, { level: 'medium', min: 50_000, max: 59_999 }])).toBe('medium');
  });
});
