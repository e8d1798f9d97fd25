import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { SortingState } from '@tanstack/react-table';
import { useDateRange } from '../platform/preferences/dateRange';
import { PREFERENCE_KEYS, readPreference, usePreference } from '../platform/preferences/storage';
import { completeRange } from './useDateRangeQuery';
import { useDebounced } from './useDebounced';

/**
 * A table whose rows the server filters, sorts and pages (a list that grows with the firm,
 * issue #17): the owner of the query keeps this state, sends `query` as variables and hands
 * the rest to `DataTable`'s `server` prop. The sort persists per page like a browser-sorted
 * table's (spec 1 §2.5); the search applies after the usual pause.
 */
/** A page size of a table: a row count, or every row. */
export type PageSize = number | 'all';

export interface ServerTable {
  sorting: SortingState;
  setSorting: (next: SortingState) => void;
  search: string;
  setSearch: (next: string) => void;
  pageIndex: number;
  setPageIndex: (next: number) => void;
  pageSize: PageSize;
  setPageSize: (next: PageSize) => void;
  /** What to ask the server for, deferred: the table keeps the rows it has while the next ones load. */
  query: { sortBy: string | null; descending: boolean; search: string; offset: number; first: number; all: boolean };
}

export function useServerTable(sortKey: string, defaultSort: { id: string; desc: boolean }, pageSizes: PageSize[]): ServerTable {
  const [persisted, setPersisted] = usePreference<SortingState | null>(`${PREFERENCE_KEYS.sortPrefix}${sortKey}`, null);
  const sorting = persisted ?? [defaultSort];
  const [search, setSearchText] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSizeState] = useState<PageSize>(pageSizes[0] ?? 'all');
  const debounced = useDebounced(search.trim());
  const sort = sorting[0] ?? defaultSort;
  const offset = pageSize === 'all' ? 0 : pageIndex * pageSize;
  // "All" is a flag of its own: a query's declared default page size (Relay fills a null
  // with it) stays the first view.
  const all = pageSize === 'all';
  const first = pageSize === 'all' ? (pageSizes.find((s): s is number => s !== 'all') ?? 100) : pageSize;
  const query = useDeferredValue(
    useMemo(() => ({ sortBy: sort.id, descending: sort.desc, search: debounced, offset, first, all }), [sort.id, sort.desc, debounced, offset, first, all]),
  );
  return {
    sorting,
    setSorting: (next) => {
      setPersisted(next);
      setPageIndex(0);
    },
    search,
    setSearch: (next) => {
      setSearchText(next);
      setPageIndex(0);
    },
    pageIndex,
    setPageIndex,
    pageSize,
    setPageSize: (next) => {
      setPageSizeState(next);
      setPageIndex(0);
    },
    query,
  };
}

/**
 * A server table's first view outside React, for a route loader: the stored sort, no search,
 * the first page of the first page size (what `useServerTable` starts with).
 */
export function initialTableQuery(sortKey: string, defaultSort: { id: string; desc: boolean }, pageSizes: readonly PageSize[]): ServerTable['query'] {
  const sort = readPreference<SortingState | null>(`${PREFERENCE_KEYS.sortPrefix}${sortKey}`, null)?.[0] ?? defaultSort;
  const size = pageSizes[0] ?? 'all';
  const first = size === 'all' ? (pageSizes.find((s): s is number => s !== 'all') ?? 100) : size;
  return { sortBy: sort.id, descending: sort.desc, search: '', offset: 0, first, all: size === 'all' };
}

/**
 * The page variables of a server table's query: the sort as the server names the column
 * (`sorts`, else `fallback`), its direction, the offset, the page size and "all".
 */
export function pageVariables<S extends string>(query: ServerTable['query'], sorts: Partial<Record<string, S>>, fallback: S) {
  return { sortBy: sorts[query.sortBy ?? ''] ?? fallback, descending: query.descending, offset: query.offset, first: query.first, all: query.all };
}

/**
 * A server table over the top bar's range (New Cases, Closed Cases): the range to query,
 * deferred like the table's own query (null until both dates are set), and the table, which
 * starts again on its first page when the range changes.
 */
export function useRangeServerTable(sortKey: string, defaultSort: { id: string; desc: boolean }, pageSizes: PageSize[]) {
  const [range] = useDateRange();
  const ready = completeRange(range);
  const table = useServerTable(sortKey, defaultSort, pageSizes);
  const { setPageIndex } = table;
  useEffect(() => setPageIndex(0), [range.startDate, range.endDate]); // eslint-disable-line react-hooks/exhaustive-deps
  const startDate = useDeferredValue(ready?.startDate ?? null);
  const endDate = useDeferredValue(ready?.endDate ?? null);
  return { table, range: startDate && endDate ? { startDate, endDate } : null };
}
