/**
 * The one table: TanStack Table for columns and sorting, TanStack Virtual so only the rows
 * in view are in the DOM (50,000 rows scroll like 50). Keyboard: focus the table, arrows /
 * Page Up / Page Down / Home / End move the active row, Enter opens it.
 */
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useT } from '../i18n/index.js';
import { alignOf } from './column-meta.js';
import { DataTableRow } from './DataTableRow.js';
import { FormattedValue } from './FormattedValue.js';

export interface DataTableProps<Row> {
  data: Row[];
  columns: ColumnDef<Row>[];
  /** Accessible name of the table. */
  label: string;
  getRowId: (row: Row) => string;
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  /** Enter or click on a row. */
  onRowActivate?: (row: Row) => void;
  /** A totals row keyed by column id; the first column shows "Total" unless given. */
  totals?: Partial<Record<string, ReactNode>>;
  rowHeight?: number;
  empty?: ReactNode;
}

const DEFAULT_ROW_HEIGHT = 36;

export function DataTable<Row>({
  data,
  columns,
  label,
  getRowId,
  sorting,
  onSortingChange,
  onRowActivate,
  totals,
  rowHeight = DEFAULT_ROW_HEIGHT,
  empty,
}: DataTableProps<Row>) {
  const t = useT();
  const idPrefix = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [activeIndex, setActiveIndex] = useState(0);

  // TanStack Table returns functions that cannot be memoised; the React Compiler lint
  // knows this and skips the component, which is what we want.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    getRowId: (row) => getRowId(row),
    state: sorting ? { sorting } : {},
    onSortingChange,
    // The first click sorts ascending on every column, numbers too: one rule to learn.
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    defaultColumn: {
      cell: (context) => (
        <FormattedValue value={context.getValue()} format={context.column.columnDef.meta?.format} />
      ),
    },
  });
  const rows = table.getRowModel().rows;
  const active = Math.min(activeIndex, Math.max(rows.length - 1, 0));

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    // Let React batch scroll updates instead of flushing each one synchronously.
    useFlushSync: false,
  });

  const leafColumns = table.getVisibleLeafColumns();
  const template = leafColumns
    .map((column) => {
      const meta = column.columnDef.meta;
      return `minmax(${meta?.width ?? 120}px, ${meta?.grow ?? 1}fr)`;
    })
    .join(' ');
  const minWidth = leafColumns.reduce(
    (width, column) => width + (column.columnDef.meta?.width ?? 120),
    0,
  );
  const gridStyle = { '--columns': template, minWidth } as CSSProperties;
  const rowId = (index: number) => `${idPrefix}-row-${index}`;

  const activateRow = useCallback(
    (index: number) => {
      setActiveIndex(index);
      tableRef.current?.focus({ preventScroll: true });
      const row = rows[index];
      if (row) onRowActivate?.(row.original);
    },
    [rows, onRowActivate],
  );

  const moveTo = (index: number) => {
    setActiveIndex(index);
    virtualizer.scrollToIndex(index, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.target !== event.currentTarget || rows.length === 0) return;
    const page = Math.max(
      1,
      Math.floor((scrollRef.current?.clientHeight ?? rowHeight * 10) / rowHeight) - 2,
    );
    const last = rows.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, active + 1),
      ArrowUp: Math.max(0, active - 1),
      PageDown: Math.min(last, active + page),
      PageUp: Math.max(0, active - page),
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
    } else if (event.key === 'Enter' && onRowActivate) {
      const row = rows[active];
      if (row) {
        event.preventDefault();
        onRowActivate(row.original);
      }
    }
  };

  const virtualRows = virtualizer.getVirtualItems();

  return (
    <div className="data-table">
      <div className="data-table__scroll" ref={scrollRef}>
        <table
          ref={tableRef}
          role="grid"
          aria-label={label}
          aria-rowcount={rows.length + 1}
          aria-activedescendant={rows.length > 0 ? rowId(active) : undefined}
          tabIndex={0}
          onKeyDown={onKeyDown}
          className="data-table__grid"
          style={gridStyle}
        >
          <thead role="rowgroup" className="data-table__head">
            {table.getHeaderGroups().map((group) => (
              <tr role="row" key={group.id} aria-rowindex={1} className="data-table__row">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const title = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      role="columnheader"
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
                      }
                      className={`data-table__cell data-table__cell--${alignOf(header.column.columnDef.meta)}`}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="data-table__sort"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          <span>{title}</span>
                          <span className="data-table__sort-mark" aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        title
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody
            role="rowgroup"
            className="data-table__body"
            style={{ height: virtualizer.getTotalSize() }}
          >
            {virtualRows.map((item) => {
              const row = rows[item.index];
              return row ? (
                <DataTableRow<Row>
                  key={row.id}
                  row={row}
                  index={item.index}
                  start={item.start}
                  height={rowHeight}
                  active={item.index === active}
                  clickable={onRowActivate !== undefined}
                  id={rowId(item.index)}
                  onActivate={activateRow}
                />
              ) : null;
            })}
          </tbody>
          {totals && rows.length > 0 ? (
            <tfoot role="rowgroup" className="data-table__foot">
              <tr role="row" className="data-table__row" aria-rowindex={rows.length + 2}>
                {leafColumns.map((column, index) => (
                  <td
                    role="gridcell"
                    key={column.id}
                    className={`data-table__cell data-table__cell--${alignOf(column.columnDef.meta)}`}
                  >
                    {totals[column.id] ?? (index === 0 ? t('table.total') : null)}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
        {rows.length === 0 ? <div className="data-table__empty">{empty}</div> : null}
      </div>
    </div>
  );
}
