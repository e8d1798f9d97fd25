import { describe, expect, it } from 'vitest';
import { formatDaysAgo, formatIncidentTime, formatMoneyCents, formatMoneyCentsPrecise, formatMoneyRange, humanizeIdentifier, maskPhone, maskSsn, truncate } from './format';

describe('formatting', () => {
  it('masks phone numbers as (###) ###-####', () => {
    expect(maskPhone('5')).toBe('(5');
    expect(maskPhone('5551')).toBe('(555) 1');
    expect(maskPhone('555-123-45678')).toBe('(555) 123-4567');
  });
  it('masks SSNs as ###-##-####', () => {
    expect(maskSsn('123456789')).toBe('123-45-6789');
    expect(maskSsn('1234')).toBe('123-4');
  });
  it('truncates with an ellipsis (spec 1 §2.5)', () => {
    expect(truncate('Motor Vehicle Accident', 15)).toBe('Motor Vehicle A...');
    expect(truncate('Short', 15)).toBe('Short');
  });
  it('formats money ranges with k and M (spec 1 §9)', () => {
    expect(formatMoneyRange(15000, 50000)).toBe('$15.0k - $50.0k');
    expect(formatMoneyRange(251000, 1000000)).toBe('$251.0k - $1.0M');
  });
  it('shows incident time as h:mm a (spec 1 §9)', () => {
    expect(formatIncidentTime('14:05')).toBe('2:05 PM');
    expect(formatIncidentTime('00:30')).toBe('12:30 AM');
    expect(formatIncidentTime('12:00')).toBe('12:00 PM');
    expect(formatIncidentTime(null)).toBe('');
  });
  it('formats cents without decimals in tables and with 2 in dialogs (spec 1 §9)', () => {
    expect(formatMoneyCents(455075)).toBe('$4,551');
    expect(formatMoneyCentsPrecise(455075)).toBe('$4,550.75');
  });
  it('says how many days ago', () => {
    expect([formatDaysAgo(0), formatDaysAgo(1), formatDaysAgo(542)]).toEqual(['today', '1 day ago', '542 days ago']);
  });
  it('reads identifiers as words', () => {
    expect(humanizeIdentifier('case_status_changed')).toBe('Case status changed');
  });
});
