import { useMemo } from 'react';
import { todayIn } from '../../../lib/dates';
import { useFirmTimeZone } from '../../../platform/FirmTimeZone';

/** Today in the firm's time zone (ARCHITECTURE "Time"). */
export function useFirmToday(): string {
  const timeZone = useFirmTimeZone();
  return useMemo(() => todayIn(timeZone), [timeZone]);
}
