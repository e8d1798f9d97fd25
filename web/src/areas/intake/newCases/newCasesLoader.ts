import { periodLoader } from '../../../platform/relay/preload';
import { initialTableQuery, pageVariables } from '../../../ui/serverTable';
import type { LeadColumnId } from '../shared/IntakeLeadTable';
import type { NewCasesPageQuery, NewCasesSort } from './__generated__/NewCasesPageQuery.graphql';

/** The table's sortable columns as the server names them (First Fee is the screen's own). */
export const SORT: Partial<Record<LeadColumnId | 'firstFeeDate', NewCasesSort>> = {
  retained: 'RETAINED',
  client: 'CLIENT',
  phone: 'PHONE',
  type: 'TYPE',
  source: 'SOURCE',
  crSource: 'CR_SOURCE',
  otherSource: 'OTHER_SOURCE',
  agent: 'AGENT',
  attorney: 'ATTORNEY',
  paralegal: 'PARALEGAL',
  rank: 'RANK',
  caseRank: 'CASE_RANK',
  refOpp: 'REF_OPP',
  referred: 'REFERRED',
  signupType: 'SIGNUP_TYPE',
  wanted: 'WANTED',
  closed: 'CLOSED',
  closedReason: 'CLOSED_REASON',
  state: 'STATE',
  office: 'OFFICE',
  firstFeeDate: 'FIRST_FEE',
};
export const DEFAULT_SORT = { id: 'retained', desc: true } as const;
export const PAGE_SIZES = [50, 100, 'all'] as const;

export const NEW_CASES_SORT_KEY = 'intake-new-cases';

/** spec 1 §2.5 New Cases: the first page for the stored range, in the stored sort. */
export const newCasesLoader = periodLoader<NewCasesPageQuery>(() => import('./__generated__/NewCasesPageQuery.graphql'), (range, { params }) => ({
  startDate: range.startDate,
  endDate: range.endDate,
  organizationId: params.orgId ? Number(params.orgId) : null,
  search: null,
  ...pageVariables<NewCasesSort>(initialTableQuery(NEW_CASES_SORT_KEY, DEFAULT_SORT, PAGE_SIZES), SORT, 'RETAINED'),
}));
