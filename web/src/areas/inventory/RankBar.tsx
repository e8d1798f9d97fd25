import { Flex, Text, Tooltip } from '@radix-ui/themes';
import { seriesColor } from '../../ui/charts/palette';

export interface RankSegment {
  readonly rank: string;
  readonly count: number;
}

/** spec 2 §2 All Cases: "a stacked bar of counts per rank" — one bar, one segment per rank (server order). */
export function RankBar({ segments }: { segments: readonly RankSegment[] }) {
  const total = segments.reduce((s, x) => s + x.count, 0);
  const shown = segments.map((s, i) => ({ ...s, color: seriesColor(i) })).filter((s) => s.count > 0);
  if (total === 0) return null;
  return (
    <figure aria-label="Cases by rank" style={{ margin: 0 }}>
      <Flex role="list" style={{ height: 28, borderRadius: 4, overflow: 'hidden' }}>
        {shown.map((s) => (
          <Tooltip key={s.rank} content={`${s.rank}: ${s.count}`}>
            <div
              role="listitem"
              aria-label={`${s.rank}: ${s.count}`}
              style={{ flexGrow: s.count, flexBasis: 0, background: s.color, color: 'white', display: 'flex', alignItems: 'center', justifyContent: 'center', minWidth: 24 }}
            >
              <Text size="1" weight="bold">
                {s.count}
              </Text>
            </div>
          </Tooltip>
        ))}
      </Flex>
      <Flex gap="3" wrap="wrap" mt="1" asChild>
        <figcaption>
          {shown.map((s) => (
            <Flex key={s.rank} align="center" gap="1">
              <span aria-hidden style={{ width: 10, height: 10, background: s.color, display: 'inline-block', borderRadius: 2 }} />
              <Text size="1">
                {s.rank} ({s.count})
              </Text>
            </Flex>
          ))}
        </figcaption>
      </Flex>
    </figure>
  );
}
