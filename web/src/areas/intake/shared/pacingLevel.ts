import type { GoalColor } from '../../../ui/StatCard';

/** The server's pacing level (spec 1 §9: success, primary, warning, error) as a colour. */
export function levelColor(level: string): GoalColor {
  switch (level) {
    case 'success':
      return 'green';
    case 'primary':
      return 'indigo';
    case 'warning':
      return 'amber';
    default:
      return 'red';
  }
}
