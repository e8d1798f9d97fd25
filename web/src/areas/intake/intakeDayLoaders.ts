import { routeQueryLoader } from '../../platform/relay/preload';
import { storedDateRange } from '../../platform/preferences/dateRange';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '../../lib/dates';
import { mondayOf } from './calendar/week';
import type { LeadsPageQuery } from './leads/__generated__/LeadsPageQuery.graphql';
import type { InvestigationsPageQuery } from './investigations/__generated__/InvestigationsPageQuery.graphql';
import type { CalendarPageQuery } from './calendar/__generated__/CalendarPageQuery.graphql';
import type { NewProvidersPageQuery } from './newProviders/__generated__/NewProvidersPageQuery.graphql';
import type { ReferralsMapPageQuery } from './referralsMap/__generated__/ReferralsMapPageQuery.graphql';

/**
 * Route loaders of the intake screens that keep a range of their own (spec 1 §2.5 "Page
 * ranges"): each preloads the first view. "Today" is taken in the default zone until the
 * firm's has loaded; the page loads again if its first view differs. Screens whose query needs
 * the viewer's own organization (not in a /dash route) preload on the /org routes only.
 */
const today = () => todayIn(DEFAULT_TIME_ZONE);
const orgOf = (orgId: string | undefined) => (orgId ? Number(orgId) : null);

export const leadsLoader = (version: 'org' | 'user') =>
  routeQueryLoader<LeadsPageQuery>(() => import('./leads/__generated__/LeadsPageQuery.graphql'), ({ params }) => ({
    startDate: today(),
    endDate: today(),
    excludeClosed: false,
    organizationId: version === 'org' ? orgOf(params.orgId) : null,
  }));

export const investigationsLoader = routeQueryLoader<InvestigationsPageQuery>(() => import('./investigations/__generated__/InvestigationsPageQuery.graphql'), ({ params }) => {
  const organizationId = orgOf(params.orgId);
  return organizationId === null ? null : { startDate: today(), endDate: today(), investigatorIds: null, organizationId, orgId: organizationId };
});

export const calendarLoader = routeQueryLoader<CalendarPageQuery>(() => import('./calendar/__generated__/CalendarPageQuery.graphql'), ({ params }) => {
  const organizationId = orgOf(params.orgId);
  const monday = mondayOf(today());
  return organizationId === null ? null : { startDate: monday, endDate: addDays(monday, 6), organizationId, orgId: organizationId };
});

/** New Providers starts from the top bar's range. */
export const newProvidersLoader = routeQueryLoader<NewProvidersPageQuery>(() => import('./newProviders/__generated__/NewProvidersPageQuery.graphql'), ({ params }) => {
  const range = storedDateRange();
  return { startDate: range.startDate, endDate: range.endDate, organizationId: orgOf(params.orgId) };
});

/** The providers map with no filter. */
export const referralsMapLoader = routeQueryLoader<ReferralsMapPageQuery>(() => import('./referralsMap/__generated__/ReferralsMapPageQuery.graphql'), () => ({
  levels: null,
  acceptsLien: false,
  acceptsHealthInsurance: false,
}));
