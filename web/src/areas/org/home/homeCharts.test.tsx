import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../../ui/testUtils';
import { InventoryToggles, sortBars, type InventoryView } from './HomeInventoryCharts';
import { NO_OFFICE, officesOf } from './HomeRetainedCharts';

const bar = (attorney: string, total: number) => ({ attorney, total, stages: [], members: [] });

describe('home inventory views (spec 3 §2.3)', () => {
  it('sorts bars by name, or by amount with ties by name', () => {
    const bars = [bar('MCA', 3), bar('LS', 7), bar('EMR', 3)];
    expect(sortBars(bars, false).map((b) => b.attorney)).toEqual(['EMR', 'LS', 'MCA']);
    expect(sortBars(bars, true).map((b) => b.attorney)).toEqual(['LS', 'EMR', 'MCA']);
  });

  it('toggles grouped/detailed, chart/table, name/amount and Active Only', async () => {
    const seen: InventoryView[] = [];
    function Harness() {
      const [view, setView] = useState<InventoryView>({ activeOnly: false, grouped: true, table: false, byAmount: false });
      seen.push(view);
      return <InventoryToggles view={view} onChange={setView} />;
    }
    renderUi(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Grouped' }));
    await user.click(screen.getByRole('switch', { name: 'Table' }));
    await user.click(screen.getByRole('switch', { name: 'Sort by amount' }));
    await user.click(screen.getByRole('switch', { name: 'Active Only' }));
    expect(seen.at(-1)).toEqual({ activeOnly: true, grouped: false, table: true, byAmount: true });
    expect(screen.getByRole('switch', { name: 'Active Only' })).toHaveAttribute('aria-checked', 'true');
  });

  it('keys the retained charts by every office of the months, by name, No office last (spec 3 §3)', () => {
    const month = (yearMonth: string, offices: [string, number][]) => ({
      yearMonth,
      retained: 0,
      netRetained: 0,
      fromSource: 0,
      leads: 0,
      wanted: 0,
      retainedByOffice: offices.map(([office, count]) => ({ office, count })),
      netRetainedByOffice: [],
      fromSourceByOffice: [],
    });
    const months = [month('2026-03', [['Sandy', 2], [NO_OFFICE, 1]]), month('2026-04', [['Meridian', 1], ['Sandy', 1]])];
    expect(officesOf(months, 'retainedByOffice')).toEqual(['Meridian', 'Sandy', NO_OFFICE]);
    expect(officesOf(months, 'fromSourceByOffice')).toEqual([]);
  });
});
