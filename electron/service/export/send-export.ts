/**
 * Answers a list endpoint's export: lays out the gathered rows (asked columns, asked sort) and
 * streams them as CSV or as a one-sheet .xlsx workbook, headers in the asked language.
 */
import type { FastifyReply } from 'fastify';
import type { ExportSort } from '../../../shared/api/common.js';
import type { ExportColumn, ExportLanguage } from '../../../shared/api/export-columns.js';
import type { CsvCell, CsvDelimiter } from '../../../shared/csv.js';
import { sendCsv, type CsvColumn } from '../csv-reply.js';
import { csvCellOf, moneyDecimals, xlsxCellOf, type ExportCell } from './cells.js';
import type { ExportFormat } from './format.js';
import { layoutExport, type ExportTable } from './table.js';
import { sendXlsx, type XlsxSheet } from './xlsx-reply.js';

export interface ExportQuery {
  delimiter?: CsvDelimiter | undefined;
  lang?: ExportLanguage | undefined;
  columns?: readonly string[] | undefined;
  sort?: ExportSort | undefined;
}

export const csvColumnsOf = (columns: readonly ExportColumn[], lang: ExportLanguage): CsvColumn[] =>
  columns.map((column) => ({ header: column[lang], decimals: moneyDecimals(column.kind) }));

export function* csvRowsOf(
  columns: readonly ExportColumn[],
  rows: Iterable<readonly ExportCell[]>,
  lang: ExportLanguage,
): Generator<CsvCell[]> {
  for (const row of rows) {
    yield row.map((cell, index) => csvCellOf(cell, columns[index]?.kind ?? 'text', lang));
  }
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
    rows: rows.map((row) =>
      row.map((cell, index) => xlsxCellOf(cell, columns[index]?.kind ?? 'text', lang)),
    ),
  };
}

export function sendTableExport<Row>(
  reply: FastifyReply,
  format: ExportFormat,
  options: {
    /** The file name without its extension. */
    fileName: string;
    table: ExportTable<Row>;
    rows: readonly Row[];
    query: ExportQuery;
  },
): FastifyReply {
  const lang = options.query.lang ?? 'en';
  const { columns, rows } = layoutExport(options.table, options.rows, options.query);
  if (format === 'csv') {
    return sendCsv(reply, {
      fileName: `${options.fileName}.csv`,
      delimiter: options.query.delimiter,
      columns: csvColumnsOf(columns, lang),
      rows: csvRowsOf(columns, rows, lang),
    });
  }
  return sendXlsx(reply, {
    fileName: `${options.fileName}.xlsx`,
    sheets: [xlsxSheetOf(options.table.spec.title[lang], columns, rows, lang)],
  });
}
