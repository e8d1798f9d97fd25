/** spec 3 §9: a 12-colour chart palette (Tableau-like, readable on white). */
export const CHART_PALETTE = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#bab0ac',
  '#1f77b4',
  '#17becf',
] as const;

export function seriesColor(index: number): string {
  return CHART_PALETTE[index % CHART_PALETTE.length];
}

export const GOAL_COLORS = { atGoal: '#2b9a66', near: '#ffb224', below: '#e5484d', none: '#bab0ac' } as const;

/** spec 3 §2.3: bar colours: green at goal, amber at 80% of goal, red above 0. */
export function goalBarColor(value: number, goal: number | null | undefined): string {
  if (!goal || goal <= 0) return CHART_PALETTE[0];
  if (value >= goal) return GOAL_COLORS.atGoal;
  if (value >= goal * 0.8) return GOAL_COLORS.near;
  if (value > 0) return GOAL_COLORS.below;
  return GOAL_COLORS.none;
}

/** A bar colour the server judged (spec 3 §2.3 rule in `domain::goals::rules::bar_colour`). */
export function serverBarColor(colour: string): string {
  switch (colour) {
    case 'green':
      return GOAL_COLORS.atGoal;
    case 'amber':
      return GOAL_COLORS.near;
    case 'red':
      return GOAL_COLORS.below;
    default:
      return GOAL_COLORS.none;
  }
}

/** spec 1 §9, spec 3 §9: most charts are 200 px high; fee charts 350. */
export const CHART_HEIGHT = 200;
export const FEE_CHART_HEIGHT = 350;
/** spec 1 §9, spec 3 §9: charts reflow after 200 ms. */
export const CHART_REFLOW_MS = 200;

/** spec 3 §2.3: data labels are hidden below a threshold (1000 on fee charts). */
export function showDataLabel(value: number, threshold: number): boolean {
  return value >= threshold && value !== 0;
}
