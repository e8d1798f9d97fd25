import type { LoaderFunctionArgs } from 'react-router-dom';
import { periodLoader } from '../../platform/relay/preload';
import type { DateRange } from '../../lib/dates';
import type { FeesPageQuery } from './list/__generated__/FeesPageQuery.graphql';
import type { SettledCasesPageQuery } from './settled/__generated__/SettledCasesPageQuery.graphql';
import type { FeeComparisonPageAverageQuery } from './comparison/__generated__/FeeComparisonPageAverageQuery.graphql';
import type { RatePageQuery } from './rate/__generated__/RatePageQuery.graphql';

export type FeesScope = 'user' | 'organization';

/** Whose fees: the dashboard's user or the organization of the route (spec 2 §2). */
export function scopeVariables(scope: FeesScope, params: LoaderFunctionArgs['params']) {
  return { userId: scope === 'user' ? Number(params.userId) : null, organizationId: scope === 'organization' ? Number(params.orgId) : null };
}

/** The period and scope variables of the fee screens' queries. */
export function periodScopeVariables(range: DateRange, scope: FeesScope, params: LoaderFunctionArgs['params']) {
  return { startDate: range.startDate, endDate: range.endDate, ...scopeVariables(scope, params) };
}

/** spec 2 §2 Fees: the first view (Show All on, no other filter). */
export const feesLoader = (scope: FeesScope) =>
  periodLoader<FeesPageQuery>(
    () => import('./list/__generated__/FeesPageQuery.graphql'),
    (range, { params }) => ({ ...periodScopeVariables(range, scope, params), showAll: true, excludeShared: false, office: null, state: null, referralSource: null, teamId: null }),
  );

export const settledCasesLoader = (scope: FeesScope) =>
  periodLoader<SettledCasesPageQuery>(() => import('./settled/__generated__/SettledCasesPageQuery.graphql'), (range, { params }) => periodScopeVariables(range, scope, params));

/** spec 2 §5: the aggregate view is the first one. */
export const feeComparisonLoader = (scope: FeesScope) =>
  periodLoader<FeeComparisonPageAverageQuery>(() => import('./comparison/__generated__/FeeComparisonPageAverageQuery.graphql'), (range, { params }) => periodScopeVariables(range, scope, params));

export const rateLoader = (scope: FeesScope) =>
  periodLoader<RatePageQuery>(() => import('./rate/__generated__/RatePageQuery.graphql'), (range, { params }) => periodScopeVariables(range, scope, params));
