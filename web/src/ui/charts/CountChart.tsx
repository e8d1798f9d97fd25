import { ColumnChart } from './ColumnChart';
import { ResponsiveChart } from './ResponsiveChart';
import { TitledSection } from '../TitledSection';

export interface LabelCount {
  readonly label: string;
  readonly count: number;
}

/** A titled one-series column chart of counts by label (closed reasons, demands by attorney, …). */
export function CountChart({ title, counts, series = 'Count', formatLabel, formatValue, height }: { title: string; counts: readonly LabelCount[]; series?: string; formatLabel?: (label: string) => string; formatValue?: (v: number) => string; height?: number }) {
  return (
    <TitledSection title={title}>
      <ResponsiveChart height={height}>
        {(width, h) => (
          <ColumnChart width={width} height={h} title={title} series={[series]} formatValue={formatValue} data={counts.map((c) => ({ label: formatLabel ? formatLabel(c.label) : c.label, values: { [series]: c.count } }))} />
        )}
      </ResponsiveChart>
    </TitledSection>
  );
}
