/**
 * A list endpoint's export: lays out the rows (asked columns, asked sort) and streams
 * them as CSV or as a one-sheet .xlsx workbook, headers in the asked language and the CSV in
 * its convention (shared/csv.ts: `;` and decimal commas for Dutch). Rows given as
 * pages still arriving (from the read model) are written as each page comes, unless a sort is
 * asked: a sort needs every row first.
 */
import type { ExportSort } from '../../../../shared/api/common.js';
import type { ExportColumn, ExportLanguage } from '../../../../shared/api/export-columns.js';
import {
  exportDialect,
  type CsvCell,
  type CsvDelimiter,
  type CsvDialect,
} from '../../../../shared/csv.js';
import { csvFile, type CsvColumn } from './csv-file.js';
import {
  csvCellOf,
  moneyDecimals,
  xlsxCellOf,
  type ExportCell,
  type KindedXlsxValue,
  type XlsxValue,
} from './cells.js';
import type { FileAnswer } from './file-answer.js';
import { exportColumnsOf, layoutExport, type ExportTable } from './table.js';
import { xlsxFile, type XlsxSheet } from './xlsx-file.js';
import type { ExportRows } from '../../core/pages.js';

/** The formats every exportable list has (a route may have its own besides: PDF, XAF). */
export type ExportFormat = 'csv' | 'xlsx';

export interface ExportQuery {
  delimiter?: CsvDelimiter | undefined;
  lang?: ExportLanguage | undefined;
  columns?: readonly string[] | undefined;
  sort?: ExportSort | undefined;
}

export const csvColumnsOf = (columns: readonly ExportColumn[], lang: ExportLanguage): CsvColumn[] =>
  columns.map((column) => ({ header: column[lang], decimals: moneyDecimals(column.kind) }));

async function gatherPages<Row>(pages: AsyncIterable<readonly Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const page of pages) rows.push(...page);
  return rows;
}

/** Each row of the pages, mapped, as they come. */
async function* eachRow<Row, Out>(
  pages: AsyncIterable<readonly Row[]>,
  map: (row: Row) => Out,
): AsyncGenerator<Out> {
  for await (const page of pages) for (const row of page) yield map(row);
}

/** Each row, mapped, as it comes. */
async function* mapEach<Row, Out>(
  rows: Iterable<Row> | AsyncIterable<Row>,
  map: (row: Row) => Out,
): AsyncGenerator<Out> {
  for await (const row of rows) yield map(row);
}

const csvCellsOf =
  (columns: readonly ExportColumn[], lang: ExportLanguage, dialect: CsvDialect) =>
  (row: readonly ExportCell[]): CsvCell[] =>
    row.map((cell, index) => csvCellOf(cell, columns[index]?.kind ?? 'text', lang, dialect));

const xlsxCellsOf =
  (columns: readonly ExportColumn[], lang: ExportLanguage) =>
  (row: readonly ExportCell[]): (XlsxValue | KindedXlsxValue)[] =>
    row.map((cell, index) => xlsxCellOf(cell, columns[index]?.kind ?? 'text', lang));

export function* csvRowsOf(
  columns: readonly ExportColumn[],
  rows: Iterable<readonly ExportCell[]>,
  lang: ExportLanguage,
  dialect: CsvDialect,
): Generator<CsvCell[]> {
  const cellsOf = csvCellsOf(columns, lang, dialect);
  for (const row of rows) yield cellsOf(row);
}

export function xlsxSheetOf(
  name: string,
  columns: readonly ExportColumn[],
  rows: readonly (readonly ExportCell[])[],
  lang: ExportLanguage,
): XlsxSheet {
  return {
    name,
    columns: columns.map((column) => ({ header: column[lang], kind: column.kind })),
    rows: rows.map(xlsxCellsOf(columns, lang)),
  };
}

/** The asked columns, and the rows' cells for them: as they come, or sorted once gathered. */
async function laidOut<Row>(
  table: ExportTable<Row>,
  rows: ExportRows<Row>,
  query: ExportQuery,
): Promise<{
  columns: readonly ExportColumn[];
  cells: Iterable<ExportCell[]> | AsyncIterable<ExportCell[]>;
}> {
  if (isArray(rows) || query.sort !== undefined) {
    const layout = layoutExport(table, isArray(rows) ? rows : await gatherPages(rows), query);
    return { columns: layout.columns, cells: layout.rows };
  }
  const { columns, cellsOf } = exportColumnsOf(table, query);
  return { columns, cells: eachRow(rows, cellsOf) };
}

export async function tableExportFile<Row>(
  format: ExportFormat,
  options: {
    /** The file name without its extension. */
    fileName: string;
    table: ExportTable<Row>;
    rows: ExportRows<Row>;
    query: ExportQuery;
  },
): Promise<FileAnswer> {
  const { query, table } = options;
  const lang = query.lang ?? 'en';
  const laid = await laidOut(table, options.rows, query);
  const { cells } = laid;
  if (format === 'csv') {
    // The default file, which scripts read, writes each column as it did before words.
    const columns =
      query.lang === undefined && query.delimiter === undefined
        ? laid.columns.map((column) =>
            column.asBefore === undefined ? column : { ...column, kind: column.asBefore },
          )
        : laid.columns;
    const dialect = exportDialect(lang, query.delimiter);
    return csvFile({
      fileName: `${options.fileName}.csv`,
      dialect,
      columns: csvColumnsOf(columns, lang),
      rows: mapEach(cells, csvCellsOf(columns, lang, dialect)),
    });
  }
  const { columns } = laid;
  return xlsxFile({
    fileName: `${options.fileName}.xlsx`,
    sheets: [
      {
        name: table.spec.title[lang],
        columns: columns.map((column) => ({ header: column[lang], kind: column.kind })),
        rows: mapEach(cells, xlsxCellsOf(columns, lang)),
      },
    ],
  });
}

// Array.isArray does not narrow a readonly array out of a union.
const isArray = <Row>(rows: ExportRows<Row>): rows is readonly Row[] => Array.isArray(rows);
