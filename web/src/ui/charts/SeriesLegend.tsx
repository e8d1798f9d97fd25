import { Flex, Text } from '@radix-ui/themes';
import { seriesColor } from './palette';

/** The key of a multi-series chart: each series with the colour ColumnChart gives it (its index in `series`). */
export function SeriesLegend({ series, label }: { series: readonly string[]; label: string }) {
  if (series.length < 2) return null;
  return (
    <Flex gap="3" wrap="wrap" role="list" aria-label={label}>
      {series.map((s, i) => (
        <Flex key={s} gap="1" align="center" role="listitem">
          <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: seriesColor(i), display: 'inline-block' }} />
          <Text size="1">{s}</Text>
        </Flex>
      ))}
    </Flex>
  );
}
