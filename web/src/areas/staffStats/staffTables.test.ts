import { describe, expect, it } from 'vitest';
import { csvName, detailTexts, detailTitle, emptyTableText, toMonthlyRows, type StaffTableData } from './staffTables';

const table: StaffTableData = {
  months: ['2026-10-01', '2026-11-01'],
  rows: [
    {
      key: 'LS',
      label: 'LS',
      fullName: 'Lauren Sutter',
      includes: ['LS', 'EMR', 'KNP'],
      cells: [
        { month: '2026-10-01', count: 2, amount: 19_000_000, judged: 19_000_000, level: 'HIGH' },
        { month: '2026-11-01', count: 1, amount: 6_000_000, judged: 15_652_174, level: 'MEDIUM' },
      ],
      average: 12_500_000,
      averageLevel: 'LOW',
    },
  ],
};

describe('monthly staff tables (spec 3 §2.7)', () => {
  it('keeps the server levels, hovers full names and Includes, and explains the projected month', () => {
    const { months, rows } = toMonthlyRows('fees', table);
    expect(months).toEqual(['2026-10', '2026-11']);
    expect(rows[0].title).toBe('Lauren Sutter — Includes LS, EMR, KNP');
    expect(rows[0].cells.map((c) => [c.value, c.level])).toEqual([
      [19_000_000, 'good'],
      [6_000_000, 'medium'],
    ]);
    expect(rows[0].cells[0].title).toBeNull();
    expect(rows[0].cells[1].title).toBe('Month to date $60,000; projected month-end $156,522');
    expect(rows[0].average).toEqual({ month: 'average', value: 12_500_000, level: 'bad' });
  });

  it('titles, texts and CSV names of the spec', () => {
    expect(detailTitle('fees', 'LS', { month: '2026-11', value: 6_000_000 })).toBe('$60,000 in Fees by LS in November 2026');
    expect(detailTitle('demands', 'LS', { month: '2026-11', value: 3 })).toBe('3 Demands by LS in November 2026');
    expect(detailTexts('attorney', 'fees')).toEqual({ error: 'Failed to load fee details', empty: 'No fee details found for this selection' });
    expect(detailTexts('paralegal', 'demands').empty).toBe('No demand details found for this selection.');
    expect(detailTexts('paralegal', 'settlements').empty).toBe('No settlement details found for this selection');
    expect(emptyTableText('attorney', 'settlements')).toBe('No attorney settlement data available for the selected period');
    expect(csvName('attorney', 'demands', 'LS', '2026-11')).toBe('attorney_demands_LS_2026-11-01');
    expect(csvName('paralegal', 'fees', 'Kelsey Moran', '2026-11')).toBe('fees_Kelsey_Moran_2026-11-01');
  });
});
