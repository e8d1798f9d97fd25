/** spec 2 §2 "Note dates show month/day read as UTC". */
export function monthDayUtc(instant: string | null | undefined): string {
  if (!instant) return '';
  const d = new Date(instant);
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}`;
}
