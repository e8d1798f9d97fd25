import { useCallback } from 'react';
import { currentMonth, isIsoDate, todayIn, type DateRange } from '../../lib/dates';
import { useFirmTimeZone } from '../FirmTimeZone';
import { PREFERENCE_KEYS, usePreference, writePreference } from './storage';

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
