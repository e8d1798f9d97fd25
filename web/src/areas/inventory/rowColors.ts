/** The server's row colour (spec 2 §9, computed at query time) as a row background; white rows keep the table's. */
export function rowBackground(color: 'WHITE' | 'YELLOW' | 'RED' | '%future added value'): string | undefined {
  if (color === 'YELLOW') return 'var(--amber-a4)';
  if (color === 'RED') return 'var(--red-a4)';
  return undefined;
}
