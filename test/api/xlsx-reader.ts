/**
 * Reads .xlsx answers back in tests with exceljs's own reader (not the service's writer): the
 * status, headers and the parsed workbook, plus a sheet's rows as plain cell values.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface XlsxAnswer {
  status: number;
  headers: Headers;
  workbook: ExcelJS.Workbook;
}

export async function getXlsx(
  url: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<XlsxAnswer> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}`, ...headers } });
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(response.status, bytes.toString('utf8').slice(0, 300)).toBe(200);
  expect(response.headers.get('content-type')).toBe(XLSX_TYPE);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([bytes]));
  return { status: response.status, headers: response.headers, workbook };
}

export type CellValue = ExcelJS.CellValue;

/** Row 1 (the header) and the data rows of a sheet, each as its cells' values from column 1. */
export function sheetRows(sheet: ExcelJS.Worksheet): { header: CellValue[]; rows: CellValue[][] } {
  const all: CellValue[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values: CellValue[] = [];
    for (let column = 1; column <= sheet.columnCount; column++) {
      values.push(row.getCell(column).value);
    }
    all.push(values);
  });
  const [header = [], ...rows] = all;
  return { header, rows };
}

/** The one worksheet of a table export. */
export function onlySheet(workbook: ExcelJS.Workbook): ExcelJS.Worksheet {
  expect(workbook.worksheets).toHaveLength(1);
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new Error('no worksheet');
  return sheet;
}

/** Frozen above row 2, bold, with an autofilter over the header. */
export function expectSpreadsheetHeader(sheet: ExcelJS.Worksheet): void {
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.getRow(1).getCell(1).font.bold).toBe(true);
  expect(sheet.autoFilter).toBeTruthy();
}
