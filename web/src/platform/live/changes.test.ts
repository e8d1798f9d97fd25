import { describe, expect, it } from 'vitest';
import { coalescedRunner } from './changes';
import { deferred } from '../../test/deferred';

describe('coalescedRunner', () => {
  it('runs at once, then once more after a burst during a run, never concurrently', async () => {
    const runs: ReturnType<typeof deferred>[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const fire = coalescedRunner(() => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const d = deferred();
      runs.push(d);
      return d.promise.finally(() => (inFlight -= 1));
    });
    fire();
    await Promise.resolve();
    await Promise.resolve();
    expect(runs).toHaveLength(1);
    for (let i = 0; i < 1000; i++) fire(); // a burst of notifications during the first run
    runs[0].resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(runs).toHaveLength(2); // the last change is applied by exactly one more run
    runs[1].resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(runs).toHaveLength(2);
    expect(maxInFlight).toBe(1);
  });
});
