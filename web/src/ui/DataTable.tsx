import { useMemo, useState, type ReactNode } from 'react';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Row,
} from '@tanstack/react-table';
import { Button, Flex, IconButton, Select, Text, TextField } from '@radix-ui/themes';
import { ArrowDownIcon, ArrowUpIcon, ChevronLeftIcon, ChevronRightIcon, DownloadIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { downloadCsv, type CsvValue } from '../lib/csv';
import { truncate } from '../lib/format';
import { PREFERENCE_KEYS, usePreference } from '../platform/preferences/storage';
import { EmptyState, ErrorState, LoadingState } from './QueryBoundary';
import { useDebounced } from './useDebounced';
import type { PageSize, ServerTable } from './serverTable';

export type CellValue = string | number | boolean | null | undefined;

export interface DataColumn<T> {
  id: string;
  header: string;
  /** The value used to sort, search and export. */
  value: (row: T) => CellValue;
  /** What the cell shows; defaults to the value (truncated when `truncate` is set). */
  cell?: (row: T) => ReactNode;
  /** Show at most this many characters plus an ellipsis, with the full text on hover. */
  truncate?: number;
  sortable?: boolean;
  searchable?: boolean;
  /** false leaves the column out of the CSV (action columns). */
  csv?: false | ((row: T) => CsvValue);
  /** Column header visually hidden (icon-only action columns still need a name). */
  hideHeader?: boolean;
  align?: 'left' | 'right' | 'center';
}

export type { PageSize };

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  rows: readonly T[] | null | undefined;
  columns: DataColumn<T>[];
  rowId: (row: T) => string;
  defaultSort?: { id: string; desc: boolean };
  /** Persists the sort under this page key (spec 1 §2.5: sort persists in local storage). */
  sortKey?: string;
  searchable?: boolean;
  /** Page sizes, e.g. [25, 50, 'all']; omitted means no paging. */
  pageSizes?: PageSize[];
  /** The page size shown first (default: the first of `pageSizes`). */
  defaultPageSize?: PageSize;
  /** CSV export under this file name (spec 3 §9: Leads_Report, Closed_Report, ...). */
  csvFileName?: string;
  /** Background colour per row (staleness and age colours). */
  rowColor?: (row: T) => string | undefined;
  /** Two-part mode: rows for which this is true come first, in their own part. */
  priority?: (row: T) => boolean;
  priorityLabel?: string;
  othersLabel?: string;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText?: string;
  /** Extra controls shown beside the search box. */
  toolbar?: ReactNode;
  /**
   * A totals row under the rows (spec 1 §2.6: the medical providers table), keyed by column
   * id; columns without an entry stay blank. It is not sorted, searched, paged or exported.
   */
  totals?: Partial<Record<string, ReactNode>>;
  /**
   * The server filters, sorts and pages (`useServerTable`): `rows` is the page shown, `total`
   * the rows the search and filters keep; the table keeps no order or page of its own.
   */
  server?: { table: ServerTable; total: number };
}

function compareValues(a: CellValue, b: CellValue): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

function pageLabel(size: PageSize) {
  return size === 'all' ? 'All' : String(size);
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { label, rows, columns, rowId, defaultSort, sortKey, searchable = true, pageSizes, csvFileName, rowColor, priority, loading, error, onRetry, emptyText = 'No rows to show.', toolbar, totals, server } = props;
  const [persistedSort, setPersistedSort] = usePreference<SortingState | null>(`${PREFERENCE_KEYS.sortPrefix}${sortKey ?? ''}`, null);
  const [localSort, setLocalSort] = useState<SortingState>(defaultSort ? [defaultSort] : []);
  const [localSearch, setLocalSearch] = useState('');
  const [localPageSize, setLocalPageSize] = useState<PageSize>(props.defaultPageSize ?? pageSizes?.[0] ?? 'all');
  const [localPageIndex, setLocalPageIndex] = useState(0);
  const debouncedSearch = useDebounced(localSearch.trim().toLowerCase());
  const control = server?.table;
  const sorting = control ? control.sorting : sortKey ? (persistedSort ?? (defaultSort ? [defaultSort] : [])) : localSort;
  const setSorting = (next: SortingState) => (control ? control.setSorting(next) : sortKey ? setPersistedSort(next) : setLocalSort(next));
  const search = control ? control.search : localSearch;
  const setSearch = control ? control.setSearch : setLocalSearch;
  const globalFilter = control ? '' : debouncedSearch;
  const pageSize = control ? control.pageSize : localPageSize;
  const setPageSize = control ? control.setPageSize : setLocalPageSize;
  const pageIndex = control ? control.pageIndex : localPageIndex;
  const setPageIndex = control ? control.setPageIndex : setLocalPageIndex;

  const columnDefs = useMemo<ColumnDef<T, CellValue>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        accessorFn: (row: T) => c.value(row),
        header: c.header,
        enableSorting: c.sortable !== false,
        enableGlobalFilter: c.searchable !== false,
        sortingFn: (a: Row<T>, b: Row<T>) => compareValues(a.getValue(c.id), b.getValue(c.id)),
        sortUndefined: 'last',
      })),
    [columns],
  );

  const data = useMemo(() => (rows ? [...rows] : []), [rows]);
  const table = useReactTable<T>({
    data,
    columns: columnDefs,
    state: { sorting, globalFilter },
    onSortingChange: (updater) => {
      setSorting(typeof updater === 'function' ? updater(sorting) : updater);
      setPageIndex(0);
    },
    globalFilterFn: (row, columnId, filter: string) => {
      const v = row.getValue<CellValue>(columnId);
      return v !== null && v !== undefined && String(v).toLowerCase().includes(filter);
    },
    getRowId: (row) => rowId(row),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    enableSortingRemoval: false,
    manualSorting: !!server,
    manualFiltering: !!server,
    // Paging is done here, not by the table: without this the table resets its page index
    // (a state update) whenever `rows` is a new array, which re-renders forever.
    autoResetAll: false,
    autoResetPageIndex: false,
  });

  const allRows = table.getRowModel().rows;
  const priorityRows = priority ? allRows.filter((r) => priority(r.original)) : [];
  const otherRows = priority ? allRows.filter((r) => !priority(r.original)) : allRows;
  // What the pager counts: the rows here, or on the server the rows its search and filters keep.
  const counted = server ? server.total : otherRows.length;
  const pageCount = pageSize === 'all' ? 1 : Math.max(1, Math.ceil(counted / pageSize));
  const safePage = Math.min(pageIndex, pageCount - 1);
  const pageRows = pageSize === 'all' || server ? otherRows : otherRows.slice(safePage * pageSize, (safePage + 1) * pageSize);

  const exportCsv = () => {
    const exported = columns.filter((c) => c.csv !== false);
    downloadCsv(
      csvFileName ?? 'export',
      exported.map((c) => c.header),
      allRows.map((r) => exported.map((c) => (typeof c.csv === 'function' ? c.csv(r.original) : c.value(r.original)))),
    );
  };

  const renderCell = (c: DataColumn<T>, row: T) => {
    if (c.cell) return c.cell(row);
    const v = c.value(row);
    const text = v === null || v === undefined ? '' : typeof v === 'boolean' ? (v ? 'Yes' : 'No') : String(v);
    if (c.truncate && text.length > c.truncate) return <span title={text}>{truncate(text, c.truncate)}</span>;
    return text;
  };

  const renderRow = (r: Row<T>, isPriority: boolean) => {
    const bg = rowColor?.(r.original);
    return (
      <tr key={r.id} className={isPriority ? 'row-priority' : undefined} style={bg ? { background: bg } : undefined}>
        {columns.map((c) => (
          <td key={c.id} style={c.align ? { textAlign: c.align } : undefined}>
            {renderCell(c, r.original)}
          </td>
        ))}
      </tr>
    );
  };

  const body = () => {
    if (error) return null;
    if (loading && !rows) return null;
    return (
      <>
        {priority && priorityRows.length > 0 ? (
          <tbody aria-label={props.priorityLabel ?? 'Priority'}>
            <tr>
              <th colSpan={columns.length} scope="colgroup" className="data-table-part-heading">
                {props.priorityLabel ?? 'Priority'}
              </th>
            </tr>
            {priorityRows.map((r) => renderRow(r, true))}
          </tbody>
        ) : null}
        <tbody aria-label={priority ? (props.othersLabel ?? 'Others') : undefined}>
          {priority && priorityRows.length > 0 && pageRows.length > 0 ? (
            <tr>
              <th colSpan={columns.length} scope="colgroup" className="data-table-part-heading">
                {props.othersLabel ?? 'Others'}
              </th>
            </tr>
          ) : null}
          {pageRows.map((r) => renderRow(r, false))}
        </tbody>
      </>
    );
  };

  const showing = server ? server.total : allRows.length;
  return (
    <Flex direction="column" gap="2">
      {searchable || csvFileName || toolbar ? (
        <Flex gap="3" align="end" wrap="wrap">
          {searchable ? (
            <TextField.Root type="search" placeholder="Search" aria-label="Search" value={search} onChange={(e) => { setSearch(e.target.value); setPageIndex(0); }} style={{ minWidth: 240 }}>
              <TextField.Slot>
                <MagnifyingGlassIcon />
              </TextField.Slot>
            </TextField.Root>
          ) : null}
          {toolbar}
          {csvFileName ? (
            <Button variant="soft" onClick={exportCsv} disabled={showing === 0}>
              <DownloadIcon /> Export to CSV
            </Button>
          ) : null}
        </Flex>
      ) : null}
      <div className="data-table-scroll" style={{ overflowX: 'auto' }}>
        <table className="data-table" aria-label={label} aria-busy={loading || undefined}>
          <thead>
            <tr>
              {columns.map((c) => {
                const col = table.getColumn(c.id);
                const sorted = col?.getIsSorted();
                const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
                return (
                  <th key={c.id} scope="col" aria-sort={ariaSort} style={c.align ? { textAlign: c.align } : undefined}>
                    {c.hideHeader ? (
                      <span className="sr-only">{c.header}</span>
                    ) : col?.getCanSort() ? (
                      <button type="button" onClick={() => col.toggleSorting(sorted === 'asc')}>
                        {c.header}
                        {sorted === 'asc' ? <ArrowUpIcon aria-hidden /> : sorted === 'desc' ? <ArrowDownIcon aria-hidden /> : null}
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          {body()}
          {totals && !error && rows && rows.length > 0 ? (
            <tfoot>
              <tr className="data-table-totals">
                {columns.map((c, i) => {
                  const content = totals[c.id];
                  return i === 0 ? (
                    <th key={c.id} scope="row" style={c.align ? { textAlign: c.align } : undefined}>
                      {content ?? 'Total'}
                    </th>
                  ) : (
                    <td key={c.id} style={c.align ? { textAlign: c.align } : undefined}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {error ? <ErrorState error={error} onRetry={onRetry} title="Could not load the rows" /> : null}
      {!error && loading && !rows ? <LoadingState /> : null}
      {!error && !(loading && !rows) && showing === 0 ? <EmptyState>{search ? 'No rows match the search.' : emptyText}</EmptyState> : null}
      {pageSizes && !error && showing > 0 ? (
        <Flex gap="3" align="center" justify="end">
          <Text size="2" id={`${label}-rows-label`}>
            Rows per page
          </Text>
          <Select.Root
            value={pageLabel(pageSize)}
            onValueChange={(v) => {
              setPageSize(v === 'All' ? 'all' : Number(v));
              setPageIndex(0);
            }}
            size="1"
          >
            <Select.Trigger aria-label="Rows per page" />
            <Select.Content>
              {pageSizes.map((s) => (
                <Select.Item key={pageLabel(s)} value={pageLabel(s)}>
                  {pageLabel(s)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
          <Text size="2" aria-live="polite">
            {pageSize === 'all' || counted === 0
              ? `${counted} of ${counted}`
              : `${safePage * pageSize + 1}–${Math.min((safePage + 1) * pageSize, counted)} of ${counted}`}
          </Text>
          <IconButton variant="soft" size="1" aria-label="Previous page" disabled={safePage === 0} onClick={() => setPageIndex(safePage - 1)}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton variant="soft" size="1" aria-label="Next page" disabled={safePage >= pageCount - 1} onClick={() => setPageIndex(safePage + 1)}>
            <ChevronRightIcon />
          </IconButton>
        </Flex>
      ) : null}
    </Flex>
  );
}
