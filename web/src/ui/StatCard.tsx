import type { ReactNode } from 'react';
import { Card, Flex, Text } from '@radix-ui/themes';

export type GoalColor = 'green' | 'indigo' | 'amber' | 'red';

/** spec 1 §9 / spec 3 §9 pacing colours: 100% success, 80% primary, 60% warning, else error. */
export function goalColor(percentOfGoal: number): GoalColor {
  if (percentOfGoal >= 100) return 'green';
  if (percentOfGoal >= 80) return 'indigo';
  if (percentOfGoal >= 60) return 'amber';
  return 'red';
}

export function StatCard({ label, value, detail, color, children }: { label: string; value: ReactNode; detail?: ReactNode; color?: GoalColor; children?: ReactNode }) {
  return (
    <Card role="group" aria-label={label}>
      <Flex direction="column" gap="1">
        <Text size="2" color="gray">
          {label}
        </Text>
        <Text size="6" weight="bold" color={color}>
          {value}
        </Text>
        {detail ? (
          <Text size="1" color="gray">
            {detail}
          </Text>
        ) : null}
        {children}
      </Flex>
    </Card>
  );
}
