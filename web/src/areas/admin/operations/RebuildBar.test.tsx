import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUi } from '../../../ui/testUtils';
import { RebuildBar, formatDuration } from './RebuildBar';

describe('RebuildBar', () => {
  it('shows events done of total, the rate and the time left while running', () => {
    renderUi(<RebuildBar name="cases" rebuild={{ state: 'running', done: 12_000, total: 48_000, percent: 25, rate: 3_000.4, etaSeconds: 12 }} />);
    expect(screen.getByText('Rebuilding')).toBeInTheDocument();
    expect(screen.getByLabelText('cases rebuild percent')).toHaveTextContent('25 %');
    expect(screen.getByRole('progressbar', { name: 'cases rebuild progress' })).toBeInTheDocument();
    expect(screen.getByText('12,000 / 48,000 events · 3,000 events/s · 12 s left')).toBeInTheDocument();
  });

  it('says when a rebuild was interrupted and that the old tables still serve', () => {
    renderUi(<RebuildBar name="cases" rebuild={{ state: 'interrupted', done: 40, total: 154, percent: 26, rate: null, etaSeconds: null }} />);
    expect(screen.getByText(/Interrupted \(the old tables still serve/)).toBeInTheDocument();
    expect(screen.getByText('40 / 154 events')).toBeInTheDocument();
  });

  it('formats the time left', () => {
    expect(formatDuration(0.4)).toBe('under 1 s');
    expect(formatDuration(42)).toBe('42 s');
    expect(formatDuration(184)).toBe('3 min 4 s');
    expect(formatDuration(3720)).toBe('1 h 2 min');
  });
});
