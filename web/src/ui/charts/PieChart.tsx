import { useMemo } from 'react';
import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { useTooltip, TooltipWithBounds, defaultStyles } from '@visx/tooltip';
import { seriesColor } from './palette';

export interface PieSlice {
  label: string;
  value: number;
}

/** "Label: 42.0% (5)" — spec 1 §2.5 pies show percentage and count. */
export function sliceText(slice: PieSlice, total: number): string {
  const pct = total > 0 ? (slice.value / total) * 100 : 0;
  return `${slice.label}: ${pct.toFixed(1)}% (${slice.value})`;
}

/** Minimum share of the whole (percent) for a slice to carry an in-chart label. */
const LABEL_MIN_PERCENT = 5;

export function PieChart({ width, height, data, title }: { width: number; height: number; data: PieSlice[]; title: string }) {
  const total = useMemo(() => data.reduce((s, d) => s + d.value, 0), [data]);
  const radius = Math.max(0, Math.min(width, height) / 2 - 8);
  const { tooltipOpen, tooltipData, tooltipLeft, tooltipTop, showTooltip, hideTooltip } = useTooltip<PieSlice>();
  return (
    <div style={{ position: 'relative' }}>
      <svg width={width} height={height} role="img" aria-label={title}>
        <title>{title}</title>
        <Group left={width / 2} top={height / 2}>
          <Pie data={data} pieValue={(d) => d.value} outerRadius={radius} padAngle={0.01}>
            {(pie) =>
              pie.arcs.map((arc, i) => {
                const [cx, cy] = pie.path.centroid(arc);
                const pct = total > 0 ? (arc.data.value / total) * 100 : 0;
                return (
                  <g key={arc.data.label}>
                    <path
                      d={pie.path(arc) ?? ''}
                      fill={seriesColor(i)}
                      onMouseMove={() => showTooltip({ tooltipData: arc.data, tooltipLeft: width / 2 + cx, tooltipTop: height / 2 + cy })}
                      onMouseLeave={hideTooltip}
                    >
                      <title>{sliceText(arc.data, total)}</title>
                    </path>
                    {pct >= LABEL_MIN_PERCENT ? (
                      <text x={cx} y={cy} textAnchor="middle" fontSize={10} fill="#fff" pointerEvents="none">
                        {`${pct.toFixed(0)}% (${arc.data.value})`}
                      </text>
                    ) : null}
                  </g>
                );
              })
            }
          </Pie>
        </Group>
      </svg>
      <ul aria-label={`${title} legend`} style={{ listStyle: 'none', padding: 0, margin: 0, fontSize: 12 }}>
        {data.map((d, i) => (
          <li key={d.label}>
            <span style={{ display: 'inline-block', width: 10, height: 10, background: seriesColor(i), marginRight: 6 }} aria-hidden />
            {sliceText(d, total)}
          </li>
        ))}
      </ul>
      {tooltipOpen && tooltipData ? (
        <TooltipWithBounds left={tooltipLeft} top={tooltipTop} style={defaultStyles} className="chart-tooltip">
          {sliceText(tooltipData, total)}
        </TooltipWithBounds>
      ) : null}
    </div>
  );
}
