import { describe, expect, it } from 'vitest';
import { keepingUp } from './SyncPanel';

describe('keepingUp', () => {
  it('says when the sync falls behind, in red, and when it keeps up, in green', () => {
    // issue #18: the sync must "keep up within a minute and say so when it cannot"
    expect(keepingUp({ behind: false, secondsSinceSuccess: 12 })).toEqual({ color: 'green', text: 'Keeping up: pulled within the last minute' });
    expect(keepingUp({ behind: true, secondsSinceSuccess: 185 })).toEqual({
      color: 'red',
      text: 'Behind: no successful pull for 3 min (the sync keeps up within a minute)',
    });
    expect(keepingUp({ behind: true, secondsSinceSuccess: null })).toEqual({ color: 'red', text: 'Behind: no successful pull yet' });
  });
});
