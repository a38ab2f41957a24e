/**
 * A report made of several tables as a download (the financial report, the VAT return, the
 * till closings): .xlsx with one worksheet per table, or, asked for CSV, a zip of one CSV file
 * per table, numbered in the report's order and named by the table's title in the export's
 * language (docs/decisions/0083-exports-in-words.md). One table per CSV file, so a
 * spreadsheet or an importer reads each as it is, with no blocks to cut apart.
 */
import { ZIP_MEDIA_TYPE } from '../../../../shared/api/common.js';
import type { ExportColumn, ExportLanguage } from '../../../../shared/api/export-columns.js';
import { toCsv, type CsvDialect } from '../../../../shared/csv.js';
import type { ExportCell, Words } from './cells.js';
import type { FileAnswer } from './file-answer.js';
import { csvColumnsOf, csvRowsOf, xlsxSheetOf, type ExportFormat } from './table-file.js';
import { xlsxFile } from './xlsx-file.js';
import { zipOf, type ZipFile } from './zip.js';

/** One table of a report: its title (the worksheet's and the CSV file's name), columns, rows. */
interface ExportSheet {
  /** At most 31 characters: Excel's limit for a worksheet's name. */
  title: Words;
  columns: readonly ExportColumn[];
  rows: readonly (readonly ExportCell[])[];
}

export interface TablesDownload {
  format: ExportFormat;
  /** The file name without its extension. */
  fileName: string;
  lang: ExportLanguage;
  dialect: CsvDialect;
  /** The tables in the report's order, its heading (what, which period) first. */
  tables: readonly ExportSheet[];
  /** When the files were made (epoch milliseconds), the zip entries' date. */
  madeAt: number;
}

/** Characters no file system takes in a name become a dash. */
const fileSafe = (title: string): string => title.replace(/[\\/:*?"<>|\p{Cc}]/gu, '-');

/** The CSV file of each table: `01 Report.csv`, `02 Turnover.csv`, … */
export function csvFilesOf(download: Omit<TablesDownload, 'format' | 'fileName'>): ZipFile[] {
  const { lang, dialect } = download;
  const width = Math.max(2, String(download.tables.length).length);
  return download.tables.map((table, index) => {
    const columns = csvColumnsOf(table.columns, lang);
    const text = toCsv(
      [
        columns.map((column) => column.header),
        ...csvRowsOf(table.columns, table.rows, lang, dialect),
      ],
      dialect,
      columns.map((column) => column.decimals ?? 2),
    );
    const number = String(index + 1).padStart(width, '0');
    return {
      name: `${number} ${fileSafe(table.title[lang])}.csv`,
      bytes: Buffer.from(text, 'utf8'),
    };
  });
}

export function tablesFile(download: TablesDownload): FileAnswer {
  const { lang } = download;
  if (download.format === 'xlsx') {
    const sheets = download.tables.map((table) =>
      xlsxSheetOf(table.title[lang], table.columns, table.rows, lang),
    );
    return xlsxFile({ fileName: `${download.fileName}.xlsx`, sheets });
  }
  return {
    fileName: `${download.fileName}.zip`,
    mediaType: ZIP_MEDIA_TYPE,
    body: zipOf(csvFilesOf(download), download.madeAt),
  };
}
