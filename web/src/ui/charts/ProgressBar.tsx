import { Flex, Text } from '@radix-ui/themes';
import { goalBarColor } from './palette';

/** A labelled progress bar against a goal (spec 3 §2.6 quarter goals), coloured by pace. */
export function ProgressBar({ label, value, goal, width = 320, height = 16 }: { label: string; value: number; goal: number; width?: number; height?: number }) {
  const ratio = goal > 0 ? Math.min(1, value / goal) : 0;
  const pct = goal > 0 ? (value / goal) * 100 : 0;
  return (
    <Flex direction="column" gap="1">
      <Text size="2" weight="medium">
        {label}
      </Text>
      <svg width={width} height={height} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={goal} aria-valuenow={value} aria-valuetext={`${value} of ${goal} (${pct.toFixed(1)}%)`}>
        <rect x={0} y={0} width={width} height={height} rx={4} fill="#e8e8ec" />
        <rect x={0} y={0} width={width * ratio} height={height} rx={4} fill={goalBarColor(value, goal)} />
      </svg>
      <Text size="1" color="gray">
        {`${value} of ${goal} (${pct.toFixed(1)}%)`}
      </Text>
    </Flex>
  );
}
