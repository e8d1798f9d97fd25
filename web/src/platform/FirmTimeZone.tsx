import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_TIME_ZONE } from '../lib/dates';

const FirmTimeZoneContext = createContext<string>(DEFAULT_TIME_ZONE);

/**
 * The firm's IANA time zone (server `Query.timeZone`, loaded with the signed-in user) for
 * everything under it: "today", the date-range shortcuts and every time shown or picked.
 * Until it has loaded (null) the app uses `DEFAULT_TIME_ZONE`.
 */
export function FirmTimeZoneProvider({ timeZone, children }: { timeZone: string | null | undefined; children: ReactNode }) {
  return <FirmTimeZoneContext.Provider value={timeZone || DEFAULT_TIME_ZONE}>{children}</FirmTimeZoneContext.Provider>;
}

/** The firm's time zone (ARCHITECTURE "Time"). */
export function useFirmTimeZone(): string {
  return useContext(FirmTimeZoneContext);
}
