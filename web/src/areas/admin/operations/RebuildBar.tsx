import { Flex, Progress, Text } from '@radix-ui/themes';

/** "12 s", "3 min 4 s", "1 h 2 min": a time left. */
export function formatDuration(seconds: number): string {
  if (seconds < 1) return 'under 1 s';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
  return `${Math.floor(seconds / 3600)} h ${Math.round((seconds % 3600) / 60)} min`;
}

export interface RebuildShown {
  readonly state: string;
  readonly done: number;
  readonly total: number;
  readonly percent: number;
  readonly rate: number | null | undefined;
  readonly etaSeconds: number | null | undefined;
}

const STATE_LABELS: Record<string, string> = {
  queued: 'Waiting',
  running: 'Rebuilding',
  done: 'Rebuilt',
  failed: 'Rebuild failed',
  interrupted: 'Interrupted (the old tables still serve; rebuild again)',
};

/** One projection's rebuild: a progress bar with events done / total, rate and time left. */
export function RebuildBar({ name, rebuild }: { name: string; rebuild: RebuildShown }) {
  const percent = Math.round(rebuild.percent * 10) / 10;
  const details = [`${rebuild.done.toLocaleString('en-US')} / ${rebuild.total.toLocaleString('en-US')} events`];
  if (rebuild.rate) details.push(`${Math.round(rebuild.rate).toLocaleString('en-US')} events/s`);
  if (rebuild.etaSeconds !== null && rebuild.etaSeconds !== undefined && rebuild.state === 'running') details.push(`${formatDuration(rebuild.etaSeconds)} left`);
  const color = rebuild.state === 'failed' || rebuild.state === 'interrupted' ? 'red' : rebuild.state === 'done' ? 'green' : undefined;
  return (
    <Flex direction="column" gap="1" style={{ minWidth: 200 }}>
      <Flex justify="between" gap="2">
        <Text size="1" weight="medium" color={color}>
          {STATE_LABELS[rebuild.state] ?? rebuild.state}
        </Text>
        <Text size="1" aria-label={`${name} rebuild percent`}>
          {percent} %
        </Text>
      </Flex>
      <Progress value={percent} max={100} color={color} aria-label={`${name} rebuild progress`} />
      <Text size="1" color="gray">
        {details.join(' · ')}
      </Text>
    </Flex>
  );
}
