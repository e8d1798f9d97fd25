import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Takes a whole row (long text such as incident facts). */
  wide?: boolean;
}

/**
 * Label/value pairs in a grid (the case dialog's details). A description list, so each
 * value is announced with its label; an empty value shows a dash.
 */
export function DetailGrid({ items, columns = 3, label }: { items: readonly DetailItem[]; columns?: number; label?: string }) {
  return (
    <dl className="detail-grid" aria-label={label} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
      {items.map((item) => (
        <div key={item.label} style={item.wide ? { gridColumn: '1 / -1' } : undefined}>
          <dt>{item.label}</dt>
          <dd>{isBlank(item.value) ? <span aria-label="none">—</span> : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function isBlank(value: ReactNode): boolean {
  return value === null || value === undefined || value === false || value === '';
}
