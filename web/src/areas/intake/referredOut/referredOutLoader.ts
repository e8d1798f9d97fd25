import { routeQueryLoader } from '../../../platform/relay/preload';
import { initialTableQuery, pageVariables } from '../../../ui/serverTable';
import type { LeadColumnId } from '../shared/IntakeLeadTable';
import type { ReferredOutPageQuery, ReferredOutSort } from './__generated__/ReferredOutPageQuery.graphql';

/** The table's sortable columns as the server names them. */
export const SORT: Partial<Record<LeadColumnId, ReferredOutSort>> = {
  client: 'CLIENT',
  type: 'TYPE',
  attorney: 'ATTORNEY',
  refOutStatus: 'STATUS',
  statusDate: 'STATUS_DATE',
  firm: 'FIRM',
  state: 'STATE',
  office: 'OFFICE',
};
export const DEFAULT_SORT = { id: 'type', desc: false } as const;
export const PAGE_SIZES = [100, 'all'] as const;

export const REFERRED_OUT_SORT_KEY = 'org-intake-referred-out';

/** Referred Out: the first page, no filter, in the stored sort. */
export const referredOutLoader = routeQueryLoader<ReferredOutPageQuery>(() => import('./__generated__/ReferredOutPageQuery.graphql'), ({ params }) => ({
  organizationId: params.orgId ? Number(params.orgId) : null,
  filter: { status: null, type: null, firm: null, search: null },
  ...pageVariables<ReferredOutSort>(initialTableQuery(REFERRED_OUT_SORT_KEY, DEFAULT_SORT, PAGE_SIZES), SORT, 'TYPE'),
}));
