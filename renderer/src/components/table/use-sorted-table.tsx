/**
 * TanStack Table set up the one way every DataTable uses it: client-side sorting, sorting
 * state owned by the screen when it passes one, cells formatted by their column's meta, and
 * the columns' order, visibility and widths from the user's layout when the screen has one.
 */
import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnSizingState,
  type OnChangeFn,
  type SortingState,
  type TableState,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from '../../../../shared/table-layouts.js';
import type { ColumnLayout } from '../../lib/column-layout.js';
import { FormattedValue } from '../value/FormattedValue.js';

/** The user's arrangement, with the widths of a drag in progress in place of the saved ones. */
export interface TableColumnState {
  layout: ColumnLayout;
  sizing: ColumnSizingState;
  onSizingChange: OnChangeFn<ColumnSizingState>;
}

interface SortedTableOptions<Row> {
  data: Row[];
  columns: ColumnDef<Row>[];
  getRowId: (row: Row) => string;
  sorting: SortingState | undefined;
  onSortingChange: OnChangeFn<SortingState> | undefined;
  columnState?: TableColumnState | undefined;
}

export function useSortedTable<Row>({
  data,
  columns,
  getRowId,
  sorting,
  onSortingChange,
  columnState,
}: SortedTableOptions<Row>) {
  // A sort read from the address may name a column this table lacks (an old or edited
  // link); it is ignored rather than handed to the table. Memoised: a new array on every
  // render would make the table sort again and re-render every row, on and on.
  const knownSorting = useMemo(() => {
    const columnIds = new Set(
      columns.map(
        (column) => column.id ?? ('accessorKey' in column ? String(column.accessorKey) : ''),
      ),
    );
    return sorting?.filter((entry) => columnIds.has(entry.id));
  }, [columns, sorting]);
  const layout = columnState?.layout;
  const sizing = columnState?.sizing;
  const state = useMemo((): Partial<TableState> => {
    const sorted = knownSorting ? { sorting: knownSorting } : {};
    if (!layout || !sizing) return sorted;
    return {
      ...sorted,
      columnOrder: layout.order,
      columnVisibility: Object.fromEntries(layout.hidden.map((id) => [id, false])),
      columnSizing: sizing,
    };
  }, [knownSorting, layout, sizing]);
  // TanStack Table returns functions that cannot be memoised; the React Compiler lint
  // knows this and skips the hook, which is what we want.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({
    data,
    columns,
    getRowId: (row) => getRowId(row),
    state,
    onSortingChange,
    enableColumnResizing: columnState !== undefined,
    // The grid follows the drag as it happens, header and body together (table-layout.ts).
    columnResizeMode: 'onChange',
    onColumnSizingChange: columnState?.onSizingChange,
    // The first click sorts ascending on every column, numbers too: one rule to learn.
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    defaultColumn: {
      minSize: MIN_COLUMN_WIDTH,
      maxSize: MAX_COLUMN_WIDTH,
      cell: (context) => (
        <FormattedValue value={context.getValue()} format={context.column.columnDef.meta?.format} />
      ),
    },
  });
}
