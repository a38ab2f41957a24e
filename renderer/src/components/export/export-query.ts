/**
 * Turns what the table shows into an export's query parameters: the UI language as `lang`, the
 * CSV setting's delimiter when the user chose one (none: the language's convention), the
 * columns the user chose, in their order, as `columns`, and the table's sort as `sort`. Column
 * ids are the export keys (shared/api/export-columns.ts); a column that stands for others
 * (`shownAs`: a location's one-line address, a shop's location name) exports those, and a sort
 * by a column the export lacks leaves the export in the list's own order.
 */
import type { SortingState } from '@tanstack/react-table';
import type { ExportLanguage, ExportTableSpec } from '../../../../shared/api/export-columns.js';
import type { Query } from '../../../../shared/client/index.js';
import { delimiterOf, type CsvDialectName } from '../../../../shared/preferences.js';

/**
 * `xaf`: the journal's XML Auditfile Financieel (GET /api/journal only); `pdf`: an endpoint's
 * own PDF (its `pdf` in the endpoint table).
 */
export type ExportFileFormat = 'csv' | 'xlsx' | 'xaf' | 'pdf';

export interface ExportView {
  /** The table's export columns; without it the export has its default columns and order. */
  table?: ExportTableSpec | undefined;
  /** Visible column ids, in their on-screen order; undefined for the table's own columns. */
  columns?: readonly string[] | undefined;
  sorting?: SortingState | undefined;
}

const keysOf = (table: ExportTableSpec): Set<string> =>
  new Set(table.columns.map((column) => column.key));

/** `key` or `-key` for the first sorted column that the export has; undefined otherwise. */
export function sortParamOf(sorting: SortingState | undefined, table: ExportTableSpec) {
  const keys = keysOf(table);
  const first = sorting?.find((entry) => keys.has(entry.id));
  return first === undefined ? undefined : `${first.desc ? '-' : ''}${first.id}`;
}

/** The export columns of the visible ids, comma-separated, in order; undefined when none given. */
export function columnsParamOf(columns: readonly string[] | undefined, table: ExportTableSpec) {
  if (columns === undefined) return undefined;
  const keys = keysOf(table);
  const shown = columns.flatMap((id) => table.shownAs?.[id] ?? [id]);
  const exported = [...new Set(shown)].filter((id) => keys.has(id));
  return exported.length === 0 ? undefined : exported.join(',');
}

export function exportQuery(
  query: Query,
  options: {
    format: ExportFileFormat;
    lang: ExportLanguage;
    /** The CSV setting: an explicit dialect, or `follow-language`. */
    csvDialect: CsvDialectName;
    view: ExportView;
  },
): Query {
  const { table, columns, sorting } = options.view;
  return {
    ...query,
    format: options.format,
    // The delimiter is a CSV dialect; a workbook has typed cells instead. Following the
    // language sends none: the service applies the language's convention (decisions/0083).
    delimiter: options.format === 'csv' ? delimiterOf(options.csvDialect) : undefined,
    lang: options.lang,
    columns: table ? columnsParamOf(columns, table) : undefined,
    sort: table ? sortParamOf(sorting, table) : undefined,
  };
}
