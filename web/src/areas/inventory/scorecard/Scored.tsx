import { Text } from '@radix-ui/themes';

export type ScoreColorValue = 'GREEN' | 'ORANGE' | 'RED' | '%future added value';

const COLOR: Record<ScoreColorValue, 'green' | 'orange' | 'red'> = { GREEN: 'green', ORANGE: 'orange', RED: 'red', '%future added value': 'green' };

/** A scorecard figure in the colour the server judged it (spec 2 §9 scorecard colours). */
export function Scored({ value, color, digits = 1 }: { value: number; color: ScoreColorValue; digits?: number }) {
  return (
    <Text color={COLOR[color]} weight="bold" data-score-color={COLOR[color]}>
      {value.toFixed(digits)}
    </Text>
  );
}
