import { describe, expect, it } from 'vitest';
import { freshRunner } from './freshRunner';
import { deferred } from '../../test/deferred';

describe('freshRunner', () => {
  it('a call during a run gets a run that starts after it; calls meanwhile share it', async () => {
    const runs: ReturnType<typeof deferred>[] = [];
    const refetch = freshRunner(() => {
      const d = deferred();
      runs.push(d);
      return d.promise;
    });
    const first = refetch();
    expect(runs).toHaveLength(1);
    let secondDone = false;
    const second = refetch().then(() => (secondDone = true)); // e.g. the change notification
    const third = refetch();
    expect(runs).toHaveLength(1); // never two at once
    runs[0].resolve();
    await first;
    await new Promise((r) => setTimeout(r, 0));
    expect(runs).toHaveLength(2); // one more run for the two calls made during the first
    expect(secondDone).toBe(false); // not answered by the older run
    runs[1].resolve();
    await Promise.all([second, third]);
    expect(secondDone).toBe(true);
    expect(runs).toHaveLength(2);
  });

  it('a failed run is logged and the next call runs again', async () => {
    let calls = 0;
    const refetch = freshRunner(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
    });
    const errors = console.error;
    console.error = () => undefined;
    try {
      await refetch();
    } finally {
      console.error = errors;
    }
    await refetch();
    expect(calls).toBe(2);
  });
});
