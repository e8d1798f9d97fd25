import { describe, expect, it } from 'vitest';
import { rankStars, staffLabel, statusShort } from './leadFormat';

describe('intake display rules (spec 1 §2.5)', () => {
  it('shows the first 7 characters of a status', () => {
    expect(statusShort('INT 01 - Follow Up')).toBe('INT 01 ');
    expect(statusShort(null)).toBe('');
  });
  it('reads the star count from the first digit of the rank', () => {
    expect(rankStars('0 Star - Don\'t Want')).toBe(0);
    expect(rankStars('3 Star - Serious Injury')).toBe(3);
    expect(rankStars('Unrated')).toBeNull();
    expect(rankStars(undefined)).toBeNull();
  });
  it('labels staff by code, else by name', () => {
    expect(staffLabel({ staffCode: 'RD', name: 'Rosa Delgado' })).toBe('RD');
    expect(staffLabel({ staffCode: null, name: 'Rosa Delgado' })).toBe('Rosa Delgado');
    expect(staffLabel(null)).toBe('');
  });
});
