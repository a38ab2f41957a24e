/**
 * Makes .xlsx downloads with exceljs's streaming writer: each row is committed (written to the
 * zip stream) as soon as it is added, so no whole workbook is held in memory. As with CSV, the
 * route has gathered every row before this is called, so an upstream failure is a clean 502 and
 * never half a workbook. Every sheet gets a bold, frozen header row with an autofilter, column
 * widths from its content, and number formats from each column's kind.
 */
import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type ExcelJS from 'exceljs';
import { XLSX_MEDIA_TYPE } from '../../../../shared/api/common.js';
import type { ColumnKind } from '../../../../shared/api/export-columns.js';
import { onFirstUse } from '../../core/on-first-use.js';
import type { KindedXlsxValue, XlsxValue } from './cells.js';
import type { FileAnswer } from './file-answer.js';

const exceljs = onFirstUse(async () => (await import('exceljs')).default);

type XlsxRow = readonly (XlsxValue | KindedXlsxValue)[];

export interface XlsxSheet {
  name: string;
  columns: readonly { header: string; kind: ColumnKind }[];
  /** Gathered, or still arriving (written as they come). */
  rows: Iterable<XlsxRow> | AsyncIterable<XlsxRow>;
}

// Excel's own Dutch euro format ([$€-413] is "€, Dutch"): € 1.234,56 and € -1.234,56.
const EURO = '[$€-413] #,##0.00;[$€-413] -#,##0.00';
const NUMBER_FORMATS: Partial<Record<ColumnKind, string>> = {
  money: EURO,
  // Prices per unit: at least the cents, up to 4 decimals (as the CSV writes them).
  money4: '[$€-413] #,##0.00##;[$€-413] -#,##0.00##',
  dateTime: 'dd-mm-yyyy hh:mm',
  date: 'dd-mm-yyyy',
  integer: '0',
  percent: '0.0#%',
};

const FIXED_WIDTHS: Partial<Record<ColumnKind, number>> = {
  money: 14,
  money4: 16,
  dateTime: 17,
  date: 12,
  percent: 9,
};

const isKinded = (cell: XlsxValue | KindedXlsxValue | undefined): cell is KindedXlsxValue =>
  typeof cell === 'object' && cell !== null && !(cell instanceof Date);

const plainValue = (cell: XlsxValue | KindedXlsxValue | undefined): XlsxValue =>
  isKinded(cell) ? cell.value : (cell ?? null);

/** Rows looked at to size a text column, and the narrowest and widest a column gets. */
const WIDTH_SAMPLE = 500;
const [MIN_WIDTH, MAX_WIDTH] = [8, 50];

/** The width of a column, from its header and kind and the first rows' values. */
function widthOf(sheet: XlsxSheet, index: number, firstRows: readonly XlsxRow[]): number {
  const column = sheet.columns[index];
  const header = column?.header.length ?? 0;
  const fixed = column ? FIXED_WIDTHS[column.kind] : undefined;
  let widest = Math.max(header + 2, fixed ?? 0);
  if (fixed === undefined) {
    for (const row of firstRows) {
      const value = plainValue(row[index]);
      if (value !== null) widest = Math.max(widest, String(value).length + 1);
    }
  }
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest));
}

const iteratorOf = <T>(rows: Iterable<T> | AsyncIterable<T>): AsyncIterator<T> | Iterator<T> =>
  Symbol.asyncIterator in rows ? rows[Symbol.asyncIterator]() : rows[Symbol.iterator]();

/** The rows already taken, then the rest of the iterator. */
async function* concat<T>(taken: readonly T[], rest: AsyncIterator<T> | Iterator<T>) {
  yield* taken;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

/**
 * Rows written between yields to the event loop, so other requests get their turns while a
 * large workbook is zipped (what the socket has not taken yet waits in the reply's buffer).
 */
const ROWS_PER_TURN = 500;

async function writeSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, sheet: XlsxSheet) {
  const count = sheet.columns.length;
  const worksheet = workbook.addWorksheet(sheet.name, {
    views: [{ state: 'frozen', ySplit: 1 }],
    ...(count > 0
      ? { autoFilter: { from: { row: 1, column: 1 }, to: { row: 1, column: count } } }
      : {}),
  });
  const rows = iteratorOf(sheet.rows);
  const firstRows: XlsxRow[] = [];
  for (let next = await rows.next(); !next.done; next = await rows.next()) {
    firstRows.push(next.value);
    if (firstRows.length === WIDTH_SAMPLE) break;
  }
  worksheet.columns = sheet.columns.map((column, index) => {
    const numFmt = NUMBER_FORMATS[column.kind];
    return { width: widthOf(sheet, index, firstRows), ...(numFmt ? { style: { numFmt } } : {}) };
  });
  const header = worksheet.addRow(sheet.columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  let written = 0;
  for await (const cells of concat(firstRows, rows)) {
    const row = worksheet.addRow(cells.map(plainValue));
    // A cell of another kind than its column gets its own number format.
    cells.forEach((cell, index) => {
      if (isKinded(cell)) row.getCell(index + 1).numFmt = NUMBER_FORMATS[cell.kind] ?? 'General';
    });
    row.commit();
    written += 1;
    if (written % ROWS_PER_TURN === 0) await nextTurn();
  }
  worksheet.commit();
}

export function xlsxFile(options: { fileName: string; sheets: readonly XlsxSheet[] }): FileAnswer {
  const body = new PassThrough();
  const write = async () => {
    const workbook = new (await exceljs()).stream.xlsx.WorkbookWriter({
      stream: body,
      useStyles: true,
      // Inline strings: a shared-strings table would have to be held until the end.
      useSharedStrings: false,
    });
    for (const sheet of options.sheets) await writeSheet(workbook, sheet);
    await workbook.commit();
  };
  // A failure here is ours (the upstream was read before): it ends the download visibly.
  write().catch((error: unknown) =>
    body.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return { fileName: options.fileName, mediaType: XLSX_MEDIA_TYPE, body };
}
