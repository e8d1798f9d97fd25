import { useMemo } from 'react';
import { Group } from '@visx/group';
import { LinePath, Line } from '@visx/shape';
import { scaleLinear, scalePoint } from '@visx/scale';
import { useTooltip, TooltipWithBounds, defaultStyles } from '@visx/tooltip';
import { ValueAxes } from './ValueAxes';
import { seriesColor, showDataLabel } from './palette';

export interface LineSeries {
  name: string;
  points: { x: string; y: number }[];
}

const margin = { top: 16, right: 12, bottom: 28, left: 48 };
const defaultFormat = (v: number) => v.toLocaleString('en-US');

/** Line chart on visx: one line per series over shared x labels, with a hover tooltip. */
export function LineChart({
  width,
  height,
  series,
  title,
  labelThreshold = Infinity,
  formatValue = defaultFormat,
}: {
  width: number;
  height: number;
  series: LineSeries[];
  title: string;
  labelThreshold?: number;
  formatValue?: (v: number) => string;
}) {
  const innerW = Math.max(0, width - margin.left - margin.right);
  const innerH = Math.max(0, height - margin.top - margin.bottom);
  const xs = useMemo(() => [...new Set(series.flatMap((s) => s.points.map((p) => p.x)))], [series]);
  const xScale = useMemo(() => scalePoint<string>({ domain: xs, range: [0, innerW], padding: 0.3 }), [xs, innerW]);
  const maxY = useMemo(() => Math.max(1, ...series.flatMap((s) => s.points.map((p) => p.y))), [series]);
  const yScale = useMemo(() => scaleLinear<number>({ domain: [0, maxY * 1.1], range: [innerH, 0], nice: true }), [maxY, innerH]);
  const { tooltipOpen, tooltipData, tooltipLeft, tooltipTop, showTooltip, hideTooltip } = useTooltip<string>();
  const step = xs.length > 1 ? innerW / xs.length : innerW;

  return (
    <div style={{ position: 'relative' }}>
      <svg width={width} height={height} role="img" aria-label={title} onMouseLeave={hideTooltip}>
        <title>{title}</title>
        <Group left={margin.left} top={margin.top}>
          {xs.map((x) => (
            <rect
              key={x}
              x={(xScale(x) ?? 0) - step / 2}
              y={0}
              width={step}
              height={innerH}
              fill="transparent"
              onMouseMove={() => showTooltip({ tooltipData: x, tooltipLeft: (xScale(x) ?? 0) + margin.left, tooltipTop: margin.top })}
            />
          ))}
          {tooltipOpen && tooltipData ? <Line from={{ x: xScale(tooltipData) ?? 0, y: 0 }} to={{ x: xScale(tooltipData) ?? 0, y: innerH }} stroke="#999" strokeDasharray="3,3" pointerEvents="none" /> : null}
          {series.map((s, i) => (
            <g key={s.name} pointerEvents="none">
              <LinePath data={s.points} x={(p) => xScale(p.x) ?? 0} y={(p) => yScale(p.y)} stroke={seriesColor(i)} strokeWidth={2} />
              {s.points.map((p) => (
                <g key={p.x}>
                  <circle cx={xScale(p.x) ?? 0} cy={yScale(p.y)} r={3} fill={seriesColor(i)} />
                  {showDataLabel(p.y, labelThreshold) ? (
                    <text x={xScale(p.x) ?? 0} y={yScale(p.y) - 6} fontSize={10} textAnchor="middle">
                      {formatValue(p.y)}
                    </text>
                  ) : null}
                </g>
              ))}
            </g>
          ))}
          <ValueAxes xScale={xScale} yScale={yScale} innerHeight={innerH} formatValue={formatValue} />
        </Group>
      </svg>
      {tooltipOpen && tooltipData ? (
        <TooltipWithBounds left={tooltipLeft} top={tooltipTop} style={defaultStyles} className="chart-tooltip">
          <strong>{tooltipData}</strong>
          {series.map((s) => {
            const p = s.points.find((q) => q.x === tooltipData);
            return p ? <div key={s.name}>{`${s.name}: ${formatValue(p.y)}`}</div> : null;
          })}
        </TooltipWithBounds>
      ) : null}
    </div>
  );
}
