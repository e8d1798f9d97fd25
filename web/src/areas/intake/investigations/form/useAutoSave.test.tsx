import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../../../../ui/testUtils';
import { FORM_DEBOUNCE_MS, useAutoSave } from './useAutoSave';

function Probe({ save }: { save: (v: string, last: string) => Promise<string> }) {
  const [value, setValue] = useAutoSave('start', save, 'Probe failed to save');
  return <input aria-label="probe" value={value} onChange={(e) => setValue(e.target.value)} />;
}

describe('useAutoSave (spec 1 §8, §9)', () => {
  it('saves 500 ms after the last change, once, against the last saved value', async () => {
    vi.useFakeTimers();
    const save = vi.fn((v: string) => Promise.resolve(v.toUpperCase()));
    renderUi(<Probe save={save} />);
    fireEvent.change(screen.getByLabelText('probe'), { target: { value: 'a' } });
    fireEvent.change(screen.getByLabelText('probe'), { target: { value: 'ab' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FORM_DEBOUNCE_MS - 1);
    });
    expect(save).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('ab', 'start');
    fireEvent.change(screen.getByLabelText('probe'), { target: { value: 'abc' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FORM_DEBOUNCE_MS);
    });
    expect(save).toHaveBeenLastCalledWith('abc', 'AB');
    vi.useRealTimers();
  });

  it('a failed save shows its alert for 1 s and keeps what was typed', async () => {
    vi.useFakeTimers();
    const save = vi.fn(() => Promise.reject(new Error('no')));
    renderUi(<Probe save={save} />);
    fireEvent.change(screen.getByLabelText('probe'), { target: { value: 'typed' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FORM_DEBOUNCE_MS);
    });
    expect(screen.getByText('Probe failed to save')).toBeInTheDocument();
    expect(screen.getByLabelText('probe')).toHaveValue('typed');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByText('Probe failed to save')).toBeNull();
    vi.useRealTimers();
  });
});
