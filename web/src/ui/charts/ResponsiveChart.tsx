import type { ReactNode } from 'react';
import { ParentSize } from '@visx/responsive';
import { CHART_HEIGHT, CHART_REFLOW_MS } from './palette';

/** Sizes a pure chart from its container (CONVENTIONS 13: ParentSize at the call site). */
export function ResponsiveChart({ height = CHART_HEIGHT, children }: { height?: number; children: (width: number, height: number) => ReactNode }) {
  return (
    <div style={{ width: '100%', height }}>
      <ParentSize debounceTime={CHART_REFLOW_MS}>{({ width }) => (width > 0 ? children(width, height) : null)}</ParentSize>
    </div>
  );
}
