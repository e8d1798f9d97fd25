import { periodLoader } from '../../../platform/relay/preload';
import { initialTableQuery, pageVariables } from '../../../ui/serverTable';
import type { ClosedCasesPageQuery, ClosedCasesSort } from './__generated__/ClosedCasesPageQuery.graphql';

/** The table's columns as the server sorts them. */
export const SORT: Record<string, ClosedCasesSort> = {
  type: 'TYPE',
  state: 'STATE',
  client: 'CLIENT',
  attorney: 'ATTORNEY',
  paralegal: 'PARALEGAL',
  opened: 'OPENED',
  closed: 'CLOSED',
  reason: 'REASON',
};
export const DEFAULT_SORT = { id: 'closed', desc: true } as const;
export const PAGE_SIZES = [25, 50, 'all'] as const;

export const CLOSED_CASES_SORT_KEY = 'intake-closed-cases';

/** spec 1 §2.5 Closed Cases: the first page for the stored range, in the stored sort. */
export const closedCasesLoader = periodLoader<ClosedCasesPageQuery>(() => import('./__generated__/ClosedCasesPageQuery.graphql'), (range, { params }) => ({
  startDate: range.startDate,
  endDate: range.endDate,
  organizationId: params.orgId ? Number(params.orgId) : null,
  search: null,
  ...pageVariables<ClosedCasesSort>(initialTableQuery(CLOSED_CASES_SORT_KEY, DEFAULT_SORT, PAGE_SIZES), SORT, 'CLOSED'),
}));
