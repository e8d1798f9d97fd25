import { describe, expect, it } from 'vitest';
import { gridMinutes, mondayOf } from './week';

describe('the intake week (spec 1 §2.5 Calendar)', () => {
  it('starts on Monday', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2026-11-18')).toBe('2026-11-16');
  });
  it('places times from 07:00 over 14 hours', () => {
    expect(gridMinutes('07:00')).toBe(0);
    expect(gridMinutes('09:30')).toBe(150);
    expect(gridMinutes('06:00')).toBe(0);
    expect(gridMinutes('22:00')).toBe(14 * 60);
  });
});
