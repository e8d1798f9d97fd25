import { Box, Flex, Text, Tooltip } from '@radix-ui/themes';
import { seriesColor } from '../../../ui/charts/palette';
import { formatPercent } from '../../../lib/format';

interface RankFigure {
  readonly label: string;
  readonly count: number;
  readonly percent?: number | null;
  readonly caseIds: readonly number[];
}

/** spec 3 §2.13 rank bar: the new cases' intake ranks as one bar, each part opening its cases. */
export function RankBar({ ranks, onOpen }: { ranks: readonly RankFigure[]; onOpen: (r: RankFigure) => void }) {
  const total = ranks.reduce((s, r) => s + r.count, 0);
  if (total === 0) return null;
  return (
    <Flex direction="column" gap="1" role="group" aria-label="Rank bar">
      <Flex style={{ height: 24, borderRadius: 4, overflow: 'hidden' }}>
        {ranks.map((r, i) => (
          <Tooltip key={r.label} content={`${r.label}: ${r.count}`}>
            <Box
              asChild
              style={{ width: `${(r.count / total) * 100}%`, background: seriesColor(i), border: 0, cursor: 'pointer' }}
            >
              <button type="button" aria-label={`${r.label}: ${r.count} (${formatPercent(r.percent ?? 0, 2)})`} onClick={() => onOpen(r)} />
            </Box>
          </Tooltip>
        ))}
      </Flex>
      <Flex gap="3" wrap="wrap">
        {ranks.map((r, i) => (
          <Text key={r.label} size="1">
            <span style={{ display: 'inline-block', width: 10, height: 10, background: seriesColor(i), marginRight: 4 }} />
            {r.label}: {r.count} ({formatPercent(r.percent ?? 0, 2)})
          </Text>
        ))}
      </Flex>
    </Flex>
  );
}
