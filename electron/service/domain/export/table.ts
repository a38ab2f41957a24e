/**
 * An exportable table: its shared column list (keys, headers, kinds) and, per key, how to read
 * that cell from a row. Laying out an export picks the asked columns in the asked order and
 * sorts the rows by the asked column, stably, before any cell is written; without a sort,
 * rows can be laid out one by one as they arrive (exportColumnsOf).
 */
import type {
  ExportColumn,
  ExportKey,
  ExportTableSpec,
} from '../../../../shared/api/export-columns.js';
import type { ExportSort } from '../../../../shared/api/common.js';
import { compareCells, type ExportCell } from './cells.js';

export interface ExportTable<Row, Spec extends ExportTableSpec = ExportTableSpec> {
  spec: Spec;
  /** Every key of the spec has a reader: a column cannot be declared and forgotten. */
  cells: { [Key in ExportKey<Spec>]: (row: Row) => ExportCell };
}

interface ExportLayoutOptions {
  columns?: readonly string[] | undefined;
  sort?: ExportSort | undefined;
}

interface ExportLayout {
  columns: readonly ExportColumn[];
  rows: ExportCell[][];
}

/** A table's declaration, checked against its spec (the helper only infers the types). */
export const exportTable = <Row, Spec extends ExportTableSpec>(
  spec: Spec,
  cells: ExportTable<Row, Spec>['cells'],
): ExportTable<Row, Spec> => ({ spec, cells });

/** The asked columns in the asked order, and the reader of a row's cells for them. */
export function exportColumnsOf<Row>(
  table: ExportTable<Row>,
  options: ExportLayoutOptions,
): { columns: readonly ExportColumn[]; cellsOf: (row: Row) => ExportCell[] } {
  // The query schema has already refused keys the spec does not have.
  const columns =
    options.columns === undefined
      ? table.spec.columns
      : options.columns.flatMap((key) => table.spec.columns.filter((column) => column.key === key));
  const readers = columns.map((column) => table.cells[column.key]);
  return { columns, cellsOf: (row) => readers.map((read) => read?.(row)) };
}

/**
 * The rows in the asked order, compared as the export compares its cells (a list that pages
 * its JSON in the export's order sorts with this too); without a sort, as they are.
 */
export function sortRows<Row>(
  table: ExportTable<Row>,
  rows: readonly Row[],
  sort: ExportSort | undefined,
): readonly Row[] {
  const sortColumn = table.spec.columns.find((column) => column.key === sort?.key);
  const sortReader = sortColumn && table.cells[sortColumn.key];
  if (!sort || !sortColumn || !sortReader) return rows;
  const compare = compareCells(sortColumn.kind, sort.descending);
  // Read each sort value once; Array.prototype.sort is stable, so ties keep the list's order.
  return rows
    .map((row) => ({ row, value: sortReader(row) }))
    .sort((a, b) => compare(a.value, b.value))
    .map((entry) => entry.row);
}

export function layoutExport<Row>(
  table: ExportTable<Row>,
  rows: readonly Row[],
  options: ExportLayoutOptions,
): ExportLayout {
  const ordered = sortRows(table, rows, options.sort);
  const { columns, cellsOf } = exportColumnsOf(table, options);
  return { columns, rows: ordered.map(cellsOf) };
}
