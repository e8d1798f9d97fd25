import { describe, expect, it } from 'vitest';
import { monthDayUtc } from './noteDates';

describe('monthDayUtc', () => {
  it('reads the instant as UTC (spec 2 §2), not in the firm zone', () => {
    // 03:00 UTC on March 9 is still March 8 in Denver.
    expect(monthDayUtc('2026-03-09T03:00:00Z')).toBe('3/9');
    expect(monthDayUtc('2026-12-31T23:59:59+00:00')).toBe('12/31');
    expect(monthDayUtc(null)).toBe('');
  });
});
