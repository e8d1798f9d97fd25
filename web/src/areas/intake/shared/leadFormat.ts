// Display rules of the intake tables (spec 1 §2.5 "Display truncation"); figures come from the server.

/** spec 1 §2.5: "status column shows the first 7 characters". */
export function statusShort(status: string | null | undefined): string {
  return (status ?? '').slice(0, 7);
}

/** spec 1 §2.5, §4: "rank is the first digit of its text" (null when the text has none). */
export function rankStars(rank: string | null | undefined): number | null {
  const first = (rank ?? '').trim().charAt(0);
  return /\d/.test(first) ? Number(first) : null;
}

/** spec 1 §2.5: type and source 15 characters plus an ellipsis, CR source 20. */
export const TRUNCATE = { type: 15, source: 15, crSource: 20 } as const;

/** A staff member as the intake tables show them: their code, else their name. */
export function staffLabel(user: { staffCode?: string | null; name?: string | null } | null | undefined): string {
  return user?.staffCode || user?.name || '';
}

/** spec 1 §9 follow-up staleness colours as row backgrounds (Radix colour scales, step 3). */
export const FOLLOW_UP_BACKGROUND: Record<string, string> = {
  YELLOW: 'var(--yellow-4)',
  ORANGE: 'var(--orange-4)',
  RED: 'var(--red-4)',
};
