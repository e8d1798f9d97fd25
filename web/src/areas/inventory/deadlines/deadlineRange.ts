import type { DeadlineRangeOption } from './__generated__/DeadlinesPageQuery.graphql';

/**
 * spec 2 §2 Deadlines range select; the choice is the browser's deadline horizon (spec 2 §3
 * saved preferences), which the top bar's badge counts with. The server turns the option into
 * dates (domain `DeadlineRange`).
 */
export const RANGE_OPTIONS: readonly { value: DeadlineRangeOption; label: string; days: number }[] = [
  { value: 'ONE_WEEK', label: 'One Week', days: 7 },
  { value: 'ONE_MONTH', label: 'One Month', days: 30 },
  { value: 'THREE_MONTHS', label: 'Three Months', days: 90 },
  { value: 'SIX_MONTHS', label: 'Six Months', days: 180 },
];

export function rangeOfHorizon(days: number): DeadlineRangeOption {
  return RANGE_OPTIONS.find((o) => o.days === days)?.value ?? 'ONE_WEEK';
}
