import { describe, expect, it } from 'vitest';
import { applyPresence } from './presence';

describe('presence (spec 1 §4)', () => {
  it('takes the state, then joins and leaves', () => {
    let online = applyPresence(new Set(), { kind: 'STATE', userIds: [1, 2] });
    online = applyPresence(online, { kind: 'JOIN', userIds: [3] });
    online = applyPresence(online, { kind: 'LEAVE', userIds: [1] });
    expect([...online].sort()).toEqual([2, 3]);
  });
});
