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
  // link); it is ignored rather than handed to the table.
  const columnIds = new Set(
    columns.map(
      (column) => column.id ?? ('accessorKey' in column ? String(column.accessorKey) : ''),
    ),
  );
  const knownSorting = sorting?.filter((entry) => columnIds.has(entry.id));
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
