import { AxisBottom, AxisLeft, type AxisScale } from '@visx/axis';

/** About how wide one character of the 10 px tick labels is. */
const TICK_CHAR_PX = 6;

/**
 * A category label cut to the room its column has (`…` at the end), so long labels (closed
 * reasons, referral sources) do not run into each other; short ones are kept as they are.
 */
export function fitLabel(label: string, roomPx: number | undefined): string {
  if (roomPx === undefined || !Number.isFinite(roomPx)) return label;
  const max = Math.max(3, Math.floor(roomPx / TICK_CHAR_PX));
  return label.length <= max ? label : `${label.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The room per category of a band scale (its step): every column's label is drawn. Point and
 * continuous scales (line charts) draw a subset of their ticks, so their labels are left whole.
 */
function bandStep(scale: AxisScale): number | undefined {
  const band = scale as AxisScale & { step?: () => number; bandwidth?: () => number };
  return typeof band.step === 'function' && typeof band.bandwidth === 'function' && band.bandwidth() > 0 ? band.step() : undefined;
}

/** The column and line charts' axes: values on the left (4 ticks), categories along the bottom. */
export function ValueAxes({ xScale, yScale, innerHeight, formatValue }: { xScale: AxisScale; yScale: AxisScale; innerHeight: number; formatValue: (v: number) => string }) {
  const room = bandStep(xScale);
  return (
    <>
      <AxisLeft scale={yScale} numTicks={4} tickFormat={(v) => formatValue(Number(v))} tickLabelProps={{ fontSize: 10, textAnchor: 'end', dx: -2, dy: 3 }} />
      <AxisBottom top={innerHeight} scale={xScale} tickFormat={(v) => fitLabel(String(v), room)} tickLabelProps={{ fontSize: 10, textAnchor: 'middle' }} />
    </>
  );
}
