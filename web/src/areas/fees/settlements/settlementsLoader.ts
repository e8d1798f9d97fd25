import { routeQueryLoader } from '../../../platform/relay/preload';
import { initialTableQuery, pageVariables } from '../../../ui/serverTable';
import type { SettlementsPageQuery, SettlementSort } from './__generated__/SettlementsPageQuery.graphql';

/** The table's columns as the server sorts them. */
export const SORT: Record<string, SettlementSort> = {
  attorney: 'ATTORNEY',
  client: 'CLIENT',
  type: 'TYPE',
  insType: 'INS_TYPE',
  date: 'DATE',
  settlement: 'SETTLEMENT',
  fee: 'FEE',
  banked: 'BANKED',
  market: 'MARKET',
  closed: 'CLOSED',
};
export const DEFAULT_SORT = { id: 'date', desc: true } as const;
export const PAGE_SIZES = [50, 100, 'all'] as const;

export const SETTLEMENTS_SORT_KEY = 'fees-settlements';

/** spec 2 §2 Settlements: the first page (Show All on, every settlement), in the stored sort. */
export const settlementsLoader = routeQueryLoader<SettlementsPageQuery>(() => import('./__generated__/SettlementsPageQuery.graphql'), () => ({
  showAll: true,
  onlyNotBanked: false,
  search: null,
  ...pageVariables<SettlementSort>(initialTableQuery(SETTLEMENTS_SORT_KEY, DEFAULT_SORT, PAGE_SIZES), SORT, 'DATE'),
}));
