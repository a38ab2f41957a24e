/**
 * TanStack Table set up the one way every DataTable uses it: client-side sorting, sorting
 * state owned by the screen when it passes one, and cells formatted by their column's meta.
 */
import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { FormattedValue } from './FormattedValue.js';

export interface SortedTableOptions<Row> {
  data: Row[];
  columns: ColumnDef<Row>[];
  getRowId: (row: Row) => string;
  sorting: SortingState | undefined;
  onSortingChange: OnChangeFn<SortingState> | undefined;
}

export function useSortedTable<Row>({
  data,
  columns,
  getRowId,
  sorting,
  onSortingChange,
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
  // TanStack Table returns functions that cannot be memoised; the React Compiler lint
  // knows this and skips the hook, which is what we want.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({
    data,
    columns,
    getRowId: (row) => getRowId(row),
    state: knownSorting ? { sorting: knownSorting } : {},
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
}
