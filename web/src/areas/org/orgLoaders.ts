import { periodLoader, routeQueryLoader } from '../../platform/relay/preload';
import { PREFERENCE_KEYS, readPreference } from '../../platform/preferences/storage';
import type { OrgHomePageQuery } from './home/__generated__/OrgHomePageQuery.graphql';
import type { OrgDemandsPageQuery } from './demands/__generated__/OrgDemandsPageQuery.graphql';
import type { OrgClosedCasesPageQuery } from './closedCases/__generated__/OrgClosedCasesPageQuery.graphql';
import type { OrgReviewsPageQuery } from './reviews/__generated__/OrgReviewsPageQuery.graphql';
import type { OrgOverduePageQuery } from './demands/__generated__/OrgOverduePageQuery.graphql';
import type { MarketingPageQuery } from './marketing/__generated__/MarketingPageQuery.graphql';

/**
 * The period-driven organization screens' route loaders: each preloads its screen's first
 * view for the top bar's stored range. What only the session knows (the user's first team
 * when none is stored, the viewer's own organization) is guessed from the route and the
 * stored preferences; the page loads again when its variables differ (`useDateRangeQuery`).
 */
const storedTeam = () => readPreference<number | null>(PREFERENCE_KEYS.selectedTeamId, null);

export const orgHomeLoader = periodLoader<OrgHomePageQuery>(() => import('./home/__generated__/OrgHomePageQuery.graphql'), (range, { params }) => ({
  startDate: range.startDate,
  endDate: range.endDate,
  organizationId: Number(params.orgId),
  teamId: storedTeam(),
}));

export const orgDemandsLoader = periodLoader<OrgDemandsPageQuery>(() => import('./demands/__generated__/OrgDemandsPageQuery.graphql'), (range) => ({
  startDate: range.startDate,
  endDate: range.endDate,
  showAll: false,
  byWeek: false,
  teamId: storedTeam(),
  office: 'All Markets',
}));

export const orgClosedCasesLoader = periodLoader<OrgClosedCasesPageQuery>(() => import('./closedCases/__generated__/OrgClosedCasesPageQuery.graphql'), (range) => ({
  startDate: range.startDate,
  endDate: range.endDate,
  retainedOnly: true,
}));

export const orgReviewsLoader = periodLoader<OrgReviewsPageQuery>(() => import('./reviews/__generated__/OrgReviewsPageQuery.graphql'), (range, { params }) => ({
  startDate: range.startDate,
  endDate: range.endDate,
  excludeIntake: true,
  includeIntake: false,
  organizationId: Number(params.orgId),
}));

export const marketingLoader = periodLoader<MarketingPageQuery>(() => import('./marketing/__generated__/MarketingPageQuery.graphql'), (range, { params }) => ({
  startDate: range.startDate,
  endDate: range.endDate,
  organizationId: params.orgId ? Number(params.orgId) : null,
}));

export const orgOverdueLoader = routeQueryLoader<OrgOverduePageQuery>(() => import('./demands/__generated__/OrgOverduePageQuery.graphql'), () => ({
  showAll: false,
  teamId: storedTeam(),
  office: 'All Markets',
}));
