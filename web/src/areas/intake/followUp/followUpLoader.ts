import { routeQueryLoader } from '../../../platform/relay/preload';
import { initialTableQuery, pageVariables } from '../../../ui/serverTable';
import type { LeadColumnId } from '../shared/IntakeLeadTable';
import type { FollowUpPageQuery, FollowUpSort } from './__generated__/FollowUpPageQuery.graphql';

/** The table's sortable columns as the server names them. */
export const SORT: Partial<Record<LeadColumnId, FollowUpSort>> = {
  priority: 'PRIORITY',
  client: 'CLIENT',
  type: 'TYPE',
  source: 'SOURCE',
  agent: 'AGENT',
  investigator: 'INVESTIGATOR',
  attorney: 'ATTORNEY',
  rank: 'RANK',
  status: 'STATUS',
  lastFollowUp: 'LAST_FOLLOW_UP',
  opened: 'OPENED',
  wanted: 'WANTED',
  retained: 'RETAINED',
  state: 'STATE',
  office: 'OFFICE',
};
export const DEFAULT_SORT = { id: 'wanted', desc: true } as const;
export const PAGE_SIZES = [25, 50, 100, 'all'] as const;
export const SORT_KEY = 'intake-follow-up';


/** spec 1 §2.5 Follow Up: the first page of the open leads, in the stored sort. */
export const followUpLoader = routeQueryLoader<FollowUpPageQuery>(() => import('./__generated__/FollowUpPageQuery.graphql'), ({ params }) => ({
  organizationId: params.orgId ? Number(params.orgId) : null,
  search: null,
  ...pageVariables<FollowUpSort>(initialTableQuery(SORT_KEY, DEFAULT_SORT, PAGE_SIZES), SORT, 'WANTED'),
}));
