import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../../ui/testUtils';
import { levelColor } from '../shared/pacingLevel';
import { RankBar } from './RankBar';

describe('RankBar', () => {
  it('shows each rank with its count and share and opens its cases', async () => {
    const onOpen = vi.fn();
    const ranks = [
      { label: '3 Star', count: 3, percent: 75, caseIds: [1, 2, 3] },
      { label: 'Unranked', count: 1, percent: 25, caseIds: [4] },
    ];
    renderUi(<RankBar ranks={ranks} onOpen={onOpen} />);
    expect(screen.getByText('Unranked: 1 (25.00%)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '3 Star: 3 (75.00%)' }));
    expect(onOpen).toHaveBeenCalledWith(ranks[0]);
  });

  it('draws nothing without new cases', () => {
    renderUi(<RankBar ranks={[]} onOpen={() => undefined} />);
    expect(screen.queryByRole('group', { name: 'Rank bar' })).toBeNull();
  });
});

describe('levelColor', () => {
  it("maps the server's pacing levels (spec 1 §9) to colours", () => {
    expect(['success', 'primary', 'warning', 'error'].map(levelColor)).toEqual(['green', 'indigo', 'amber', 'red']);
  });
});
