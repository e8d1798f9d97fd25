import { describe, expect, it } from 'vitest';
import { addDays, currentMonth, currentQuarter, deadlineToDate, formatDateTime, instantToWallTime, pastNinetyDays, periodContaining, step, todayIn, wallTimeToInstant, yearToDate } from './dates';

// A fixed clock: Wednesday 2024-05-15 in the firm's zone; the zone is passed in as the app
// passes the server's Query.timeZone.
const TODAY = '2024-05-15';
const DENVER = 'America/Denver';

describe('date-range shortcuts (spec 1 §2.2, §4)', () => {
  it('takes today from the firm time zone, not UTC', () => {
    // 2024-05-16 03:00 UTC is still the 15th in Denver (UTC-6 in May).
    expect(todayIn(DENVER, new Date('2024-05-16T03:00:00Z'))).toBe('2024-05-15');
    expect(todayIn(DENVER, new Date('2024-05-16T07:00:00Z'))).toBe('2024-05-16');
  });

  it('takes today from whichever zone the server names', () => {
    // 2024-05-16 03:00 UTC is already the 16th in New York (UTC-4) and still the 15th in Honolulu.
    expect(todayIn('America/New_York', new Date('2024-05-16T05:00:00Z'))).toBe('2024-05-16');
    expect(todayIn('Pacific/Honolulu', new Date('2024-05-16T05:00:00Z'))).toBe('2024-05-15');
    const now = new Date('2024-05-01T03:00:00Z');
    expect(currentMonth(todayIn(DENVER, now))).toMatchObject({ startDate: '2024-04-01', endDate: '2024-04-30' });
    expect(currentMonth(todayIn('Europe/Berlin', now))).toMatchObject({ startDate: '2024-05-01', endDate: '2024-05-31' });
  });

  it('Current Month is the month bounds and clears the 90-day flag', () => {
    expect(currentMonth(TODAY)).toEqual({ startDate: '2024-05-01', endDate: '2024-05-31', pastNinetyDays: false });
    expect(currentMonth('2024-02-10').endDate).toBe('2024-02-29');
  });

  it('Past 90 Days starts 90 days ago, ends today and sets the flag', () => {
    expect(pastNinetyDays(TODAY)).toEqual({ startDate: '2024-02-15', endDate: '2024-05-15', pastNinetyDays: true });
  });

  it('Current Quarter and Year to Date', () => {
    expect(currentQuarter(TODAY)).toEqual({ startDate: '2024-04-01', endDate: '2024-06-30', pastNinetyDays: false });
    expect(currentQuarter('2024-12-31')).toMatchObject({ startDate: '2024-10-01', endDate: '2024-12-31' });
    expect(yearToDate(TODAY)).toEqual({ startDate: '2024-01-01', endDate: '2024-05-15', pastNinetyDays: false });
  });

  it('weeks start on Monday', () => {
    expect(periodContaining(TODAY, 'week')).toEqual(['2024-05-13', '2024-05-19']);
    expect(periodContaining('2024-05-19', 'week')).toEqual(['2024-05-13', '2024-05-19']);
  });

  it('steps whole periods from the current start date and clears the flag', () => {
    const may = currentMonth(TODAY);
    expect(step(may, 'week', -1)).toEqual({ startDate: '2024-04-22', endDate: '2024-04-28', pastNinetyDays: false });
    expect(step(may, 'week', 1)).toMatchObject({ startDate: '2024-05-06', endDate: '2024-05-12' });
    expect(step(may, 'month', -1)).toMatchObject({ startDate: '2024-04-01', endDate: '2024-04-30' });
    expect(step(may, 'month', 1)).toMatchObject({ startDate: '2024-06-01', endDate: '2024-06-30' });
    expect(step(may, 'quarter', -1)).toMatchObject({ startDate: '2024-01-01', endDate: '2024-03-31' });
    expect(step(may, 'quarter', 1)).toMatchObject({ startDate: '2024-07-01', endDate: '2024-09-30' });
    expect(step(may, 'year', -1)).toMatchObject({ startDate: '2023-01-01', endDate: '2023-12-31' });
    expect(step(pastNinetyDays(TODAY), 'year', 1)).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31', pastNinetyDays: false });
  });

  it('crosses year ends and leap days', () => {
    expect(step(currentMonth('2024-01-10'), 'month', -1)).toMatchObject({ startDate: '2023-12-01', endDate: '2023-12-31' });
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('deadline horizon adds days to today (spec 1 §9: 7, 30, 90, 180)', () => {
    expect(deadlineToDate(TODAY, 7)).toBe('2024-05-22');
    expect(deadlineToDate(TODAY, 180)).toBe('2024-11-11');
  });
});

describe('instants in the firm zone (ARCHITECTURE "Time")', () => {
  it('shows an instant as Denver wall time, across DST', () => {
    expect(instantToWallTime('2025-06-02T16:10:05Z', DENVER)).toBe('2025-06-02T10:10:05'); // MDT, UTC-6
    expect(instantToWallTime('2025-01-15T16:10:05.123456Z', DENVER)).toBe('2025-01-15T09:10:05'); // MST, UTC-7
  });
  it('turns a Denver wall time back into the UTC instant', () => {
    expect(wallTimeToInstant('2025-06-02T10:10:05', DENVER)).toBe('2025-06-02T16:10:05.000Z');
    expect(wallTimeToInstant('2025-01-15T09:10', DENVER)).toBe('2025-01-15T16:10:00.000Z');
    expect(wallTimeToInstant('not a time', DENVER)).toBeNull();
  });
  it('round-trips on both sides of the spring-forward change', () => {
    for (const iso of ['2025-03-09T08:59:59.000Z', '2025-03-09T09:00:00.000Z', '2025-11-02T07:30:00.000Z']) {
      expect(wallTimeToInstant(instantToWallTime(iso, DENVER), DENVER)).toBe(iso);
    }
  });
  it('formats date and time as MM/DD/YYYY h:mm a', () => {
    expect(formatDateTime('2025-06-02T16:10:05Z', { timeZone: DENVER })).toBe('06/02/2025 10:10 AM');
    expect(formatDateTime('2025-06-02T06:00:00Z', { timeZone: DENVER, seconds: true })).toBe('06/02/2025 12:00:00 AM');
    expect(formatDateTime('2025-06-02T19:05:00Z', { timeZone: DENVER })).toBe('06/02/2025 1:05 PM');
    expect(formatDateTime(null, { timeZone: DENVER })).toBe('');
  });
});
