import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderUi } from '../../ui/testUtils';
import { RankBar } from './RankBar';
import { rowBackground } from './rowColors';
import { RANGE_OPTIONS, rangeOfHorizon } from './deadlines/deadlineRange';

describe('RankBar', () => {
  it('draws one segment per rank with cases, in the order given', () => {
    renderUi(
      <RankBar
        segments={[
          { rank: 'A', count: 3 },
          { rank: 'B', count: 0 },
          { rank: 'No Rank', count: 1 },
        ]}
      />,
    );
    const bar = screen.getByRole('figure', { name: 'Cases by rank' });
    expect(within(bar).getAllByRole('listitem').map((s) => s.getAttribute('aria-label'))).toEqual(['A: 3', 'No Rank: 1']);
  });

  it('draws nothing without cases', () => {
    renderUi(<RankBar segments={[{ rank: 'A', count: 0 }]} />);
    expect(screen.queryByRole('figure')).toBeNull();
  });
});

describe('inventory formatting', () => {
  it("paints the server's colours and leaves white rows alone", () => {
    expect(rowBackground('WHITE')).toBeUndefined();
    expect(rowBackground('YELLOW')).toContain('amber');
    expect(rowBackground('RED')).toContain('red');
  });

  it('maps the remembered horizon to the four ranges, One Week otherwise', () => {
    expect(RANGE_OPTIONS.map((o) => o.label)).toEqual(['One Week', 'One Month', 'Three Months', 'Six Months']);
    expect(rangeOfHorizon(30)).toBe('ONE_MONTH');
    expect(rangeOfHorizon(180)).toBe('SIX_MONTHS');
    expect(rangeOfHorizon(12)).toBe('ONE_WEEK');
  });
});
