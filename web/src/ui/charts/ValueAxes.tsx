import { AxisBottom, AxisLeft, type AxisScale } from '@visx/axis';

/** The column and line charts' axes: values on the left (4 ticks), categories along the bottom. */
export function ValueAxes({ xScale, yScale, innerHeight, formatValue }: { xScale: AxisScale; yScale: AxisScale; innerHeight: number; formatValue: (v: number) => string }) {
  return (
    <>
      <AxisLeft scale={yScale} numTicks={4} tickFormat={(v) => formatValue(Number(v))} tickLabelProps={{ fontSize: 10, textAnchor: 'end', dx: -2, dy: 3 }} />
      <AxisBottom top={innerHeight} scale={xScale} tickLabelProps={{ fontSize: 10, textAnchor: 'middle' }} />
    </>
  );
}
