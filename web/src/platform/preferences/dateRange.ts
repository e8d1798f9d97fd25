import { useCallback } from 'react';
import { currentMonth, DEFAULT_TIME_ZONE, isIsoDate, todayIn, type DateRange } from '../../lib/dates';
import { useFirmTimeZone } from '../FirmTimeZone';
import { PREFERENCE_KEYS, readPreference, usePreference, writePreference } from './storage';

/** The top bar's global range (spec 1 §4: defaults to the current month's bounds). */
export function useDateRange(): [DateRange, (range: Partial<DateRange>) => void] {
  const fallback = currentMonth(todayIn(useFirmTimeZone()));
  const [start] = usePreference<string | null>(PREFERENCE_KEYS.startDate, fallback.startDate);
  const [end] = usePreference<string | null>(PREFERENCE_KEYS.endDate, fallback.endDate);
  const [flag] = usePreference<boolean>(PREFERENCE_KEYS.pastNinetyDays, false);
  const value: DateRange = {
    startDate: start && isIsoDate(start) ? start : '',
    endDate: end && isIsoDate(end) ? end : '',
    pastNinetyDays: flag,
  };
  const set = useCallback((range: Partial<DateRange>) => {
    if (range.startDate !== undefined) writePreference(PREFERENCE_KEYS.startDate, range.startDate);
    if (range.endDate !== undefined) writePreference(PREFERENCE_KEYS.endDate, range.endDate);
    // spec 1 §4: every choice other than Past 90 Days clears the flag.
    writePreference(PREFERENCE_KEYS.pastNinetyDays, range.pastNinetyDays ?? false);
  }, []);
  return [value, set];
}

/** spec 1 §4: deadline horizon, One Week (7 days) by default. */
export function useDeadlineHorizon(): [number, (days: number) => void] {
  const [days, setDays] = usePreference<number>(PREFERENCE_KEYS.deadlineHorizon, 7);
  return [[7, 30, 90, 180].includes(days) ? days : 7, (d) => setDays(d)];
}

/**
 * The top bar's range as stored, for a route loader (outside React, before the firm's zone
 * is known: the default month is taken in `DEFAULT_TIME_ZONE`; a page whose range differs
 * loads again). Mirrors `useDateRange`.
 */
export function storedDateRange(timeZone: string = DEFAULT_TIME_ZONE): DateRange {
  const fallback = currentMonth(todayIn(timeZone));
  const start = readPreference<string | null>(PREFERENCE_KEYS.startDate, fallback.startDate);
  const end = readPreference<string | null>(PREFERENCE_KEYS.endDate, fallback.endDate);
  return {
    startDate: start && isIsoDate(start) ? start : '',
    endDate: end && isIsoDate(end) ? end : '',
    pastNinetyDays: readPreference<boolean>(PREFERENCE_KEYS.pastNinetyDays, false),
  };
}
