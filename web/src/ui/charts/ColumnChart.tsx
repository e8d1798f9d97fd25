import { useMemo } from 'react';
import { Group } from '@visx/group';
import { BarGroup, BarStack, Bar, LinePath } from '@visx/shape';
import { scaleBand, scaleLinear, scaleOrdinal } from '@visx/scale';
import { useTooltip, TooltipWithBounds, defaultStyles } from '@visx/tooltip';
import { ValueAxes } from './ValueAxes';
import { goalBarColor, seriesColor, serverBarColor, showDataLabel } from './palette';

export interface ColumnDatum {
  label: string;
  values: Record<string, number>;
  /** Extra lines for the tooltip (e.g. the top 5 members of a group, spec 3 §2.3). */
  details?: string[];
  /** The bar's goal colour as the server judged it (green, amber, red, none); wins over `goal`. */
  colour?: string;
  /** Whether the bar carries its data label, as the server decided (spec 3 §2.3); wins over `labelThreshold`. */
  showLabel?: boolean;
}

export interface ColumnChartProps {
  width: number;
  height: number;
  data: ColumnDatum[];
  series: string[];
  stacked?: boolean;
  /** With one series, bars are coloured against this goal (spec 3 §2.3). */
  goal?: number | ((d: ColumnDatum) => number | undefined);
  labelThreshold?: number;
  formatValue?: (v: number) => string;
  title: string;
  /** Stacked only: a line through each column's total (spec 2 §2 Fee Analytics "with total line"). */
  totalLine?: boolean;
}

const margin = { top: 16, right: 8, bottom: 28, left: 48 };
const getLabel = (d: ColumnDatum) => d.label;
const defaultFormat = (v: number) => v.toLocaleString('en-US');

/** Column and stacked column chart on visx, with tooltips and thresholded data labels. */
export function ColumnChart({ width, height, data, series, stacked = false, goal, labelThreshold = 0, formatValue = defaultFormat, title, totalLine = false }: ColumnChartProps) {
  const innerW = Math.max(0, width - margin.left - margin.right);
  const innerH = Math.max(0, height - margin.top - margin.bottom);
  const { tooltipOpen, tooltipData, tooltipLeft, tooltipTop, showTooltip, hideTooltip } = useTooltip<{ d: ColumnDatum; key: string; value: number }>();

  const xScale = useMemo(() => scaleBand<string>({ domain: data.map(getLabel), range: [0, innerW], padding: 0.2 }), [data, innerW]);
  const seriesScale = useMemo(() => scaleBand<string>({ domain: series, range: [0, xScale.bandwidth()], padding: 0.05 }), [series, xScale]);
  const maxY = useMemo(() => {
    const totals = data.map((d) => (stacked ? series.reduce((s, k) => s + (d.values[k] ?? 0), 0) : Math.max(0, ...series.map((k) => d.values[k] ?? 0))));
    return Math.max(1, ...totals);
  }, [data, series, stacked]);
  const yScale = useMemo(() => scaleLinear<number>({ domain: [0, maxY * 1.1], range: [innerH, 0], nice: true }), [maxY, innerH]);
  const colorScale = useMemo(() => scaleOrdinal<string, string>({ domain: series, range: series.map((_, i) => seriesColor(i)) }), [series]);
  const barColor = (d: ColumnDatum, key: string, value: number) => {
    if (d.colour !== undefined && series.length === 1) return serverBarColor(d.colour);
    if (goal !== undefined && series.length === 1) return goalBarColor(value, typeof goal === 'function' ? goal(d) : goal);
    return colorScale(key);
  };
  const tip = (d: ColumnDatum, key: string, value: number, x: number, y: number) => showTooltip({ tooltipData: { d, key, value }, tooltipLeft: x + margin.left, tooltipTop: y + margin.top });
  const rows = data.map((d) => ({ ...d.values, __label: d.label }) as Record<string, number | string>);

  return (
    <div style={{ position: 'relative' }}>
      <svg width={width} height={height} role="img" aria-label={title}>
        <title>{title}</title>
        <Group left={margin.left} top={margin.top}>
          {stacked ? (
            <BarStack<Record<string, number | string>, string>
              data={rows}
              keys={series}
              x={(r) => String(r.__label)}
              xScale={xScale}
              yScale={yScale}
              color={colorScale}
              value={(r, k) => Number(r[k] ?? 0)}
            >
              {(stacks) =>
                stacks.map((stack) =>
                  stack.bars.map((bar) => {
                    const d = data[bar.index];
                    const value = d.values[stack.key] ?? 0;
                    return (
                      <g key={`${stack.index}-${bar.index}`}>
                        <rect
                          x={bar.x}
                          y={bar.y}
                          width={bar.width}
                          height={bar.height}
                          fill={bar.color}
                          data-bar={d.label}
                          data-series={stack.key}
                          data-value={value}
                          onMouseMove={() => tip(d, stack.key, value, bar.x + bar.width / 2, bar.y)} onMouseLeave={hideTooltip} />
                        {showDataLabel(value, labelThreshold) && bar.height > 12 ? (
                          <text x={bar.x + bar.width / 2} y={bar.y + bar.height / 2 + 4} textAnchor="middle" fontSize={10} fill="#fff">
                            {formatValue(value)}
                          </text>
                        ) : null}
                      </g>
                    );
                  }),
                )
              }
            </BarStack>
          ) : (
            <BarGroup<Record<string, number | string>, string>
              data={rows}
              keys={series}
              height={innerH}
              x0={(r) => String(r.__label)}
              x0Scale={xScale}
              x1Scale={seriesScale}
              yScale={yScale}
              color={colorScale}
            >
              {(groups) =>
                groups.map((g) => (
                  <Group key={g.index} left={g.x0}>
                    {g.bars.map((bar) => {
                      const d = data[g.index];
                      const value = Number(bar.value ?? 0);
                      return (
                        <g key={bar.key}>
                          <Bar
                            x={bar.x}
                            y={bar.y}
                            width={bar.width}
                            height={Math.max(0, bar.height)}
                            fill={barColor(d, bar.key, value)}
                            data-bar={d.label}
                            data-series={bar.key}
                            data-value={value}
                            data-colour={d.colour}
                            onMouseMove={() => tip(d, bar.key, value, g.x0 + bar.x + bar.width / 2, bar.y)}
                            onMouseLeave={hideTooltip}
                          />
                          {(d.showLabel ?? showDataLabel(value, labelThreshold)) ? (
                            <text x={bar.x + bar.width / 2} y={bar.y - 3} textAnchor="middle" fontSize={10}>
                              {formatValue(value)}
                            </text>
                          ) : null}
                        </g>
                      );
                    })}
                  </Group>
                ))
              }
            </BarGroup>
          )}
          {stacked && totalLine ? (
            <g data-testid="total-line">
              <LinePath<ColumnDatum>
                data={data}
                x={(d) => (xScale(d.label) ?? 0) + xScale.bandwidth() / 2}
                y={(d) => yScale(series.reduce((s, k) => s + (d.values[k] ?? 0), 0))}
                stroke="#111"
                strokeWidth={2}
              />
              {data.map((d) => {
                const total = series.reduce((s, k) => s + (d.values[k] ?? 0), 0);
                return <circle key={d.label} cx={(xScale(d.label) ?? 0) + xScale.bandwidth() / 2} cy={yScale(total)} r={3} fill="#111" aria-label={`${d.label} total ${formatValue(total)}`} />;
              })}
            </g>
          ) : null}
          <ValueAxes xScale={xScale} yScale={yScale} innerHeight={innerH} formatValue={formatValue} />
        </Group>
      </svg>
      {tooltipOpen && tooltipData ? (
        <TooltipWithBounds left={tooltipLeft} top={tooltipTop} style={defaultStyles} className="chart-tooltip">
          <strong>{tooltipData.d.label}</strong>
          <div>
            {series.length > 1 ? `${tooltipData.key}: ` : ''}
            {formatValue(tooltipData.value)}
          </div>
          {tooltipData.d.details?.map((line) => <div key={line}>{line}</div>)}
        </TooltipWithBounds>
      ) : null}
    </div>
  );
}
