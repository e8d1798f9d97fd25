import { periodLoader } from '../../../platform/relay/preload';
import { PREFERENCE_KEYS, readPreference } from '../../../platform/preferences/storage';
import type { ScorecardPageQuery } from './__generated__/ScorecardPageQuery.graphql';

/**
 * The CM Scorecard for the stored range and the stored team (an admin's page, and a user with
 * no stored team, reload with what only the session knows: every team, their first team).
 */
export const scorecardLoader = periodLoader<ScorecardPageQuery>(() => import('./__generated__/ScorecardPageQuery.graphql'), (range) => ({
  startDate: range.startDate,
  endDate: range.endDate,
  teamId: readPreference<number | null>(PREFERENCE_KEYS.selectedTeamId, null),
}));
