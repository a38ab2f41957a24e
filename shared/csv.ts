/**
 * CSV for spreadsheets. Guards against formula injection: a text cell that a spreadsheet
 * would evaluate (starting with =, +, -, @, also after leading spaces, tabs, line breaks or
 * other controls, which some spreadsheets skip; or starting with a tab, CR or LF at all) is
 * prefixed with an apostrophe, unless it is a plain number. Money cells are exact Amounts and are formatted here, with
 * decimal commas in the Dutch-Excel dialect.
 */
import type { ExportLanguage } from './api/export-columns.js';
import { formatAmount, type Amount } from './money.js';

/** A cell: text, a plain count, an exact money Amount (bigint) or empty. */
export type CsvCell = string | number | Amount | null | undefined;

export type CsvDelimiter = ',' | ';';

export interface CsvDialect {
  delimiter: CsvDelimiter;
  /** `,` goes with `;` (Dutch Excel), `.` with `,`. */
  decimalSeparator: '.' | ',';
}

export const dialectFor = (delimiter: CsvDelimiter = ','): CsvDialect => ({
  delimiter,
  decimalSeparator: delimiter === ';' ? ',' : '.',
});

/**
 * The one CSV convention per export language (docs/decisions/0083-exports-in-words.md): Dutch
 * is Excel NL's `;` with decimal commas, English (and no language: the API's default) `,` with
 * decimal points. A `delimiter` given with the request is the caller's explicit choice (the
 * app's CSV setting, a script's) and wins; its decimal separator goes with it.
 */
export const delimiterOfLanguage = (lang: ExportLanguage | undefined): CsvDelimiter =>
  lang === 'nl' ? ';' : ',';

export const exportDialect = (
  lang: ExportLanguage | undefined,
  delimiter?: CsvDelimiter,
): CsvDialect => dialectFor(delimiter ?? delimiterOfLanguage(lang));

/**
 * Excel NL (`;`, decimal commas) is the file a person opens in a Dutch spreadsheet: its dates
 * are dd-mm-jjjj and its payment types words, as the screens show them. The comma file is
 * the one scripts read: ISO dates and the platform's codes (export/cells.ts).
 */
export const isExcelNl = (dialect: CsvDialect): boolean => dialect.delimiter === ';';

/** UTF-8 byte order mark, so Excel reads the file as UTF-8 (accents in names). */
export const CSV_BOM = '\uFEFF';

const PLAIN_NUMBER = /^[+-]?\d+([.,]\d+)?$/;
const FORMULA_START = /^(?:[\s\p{Cc}]*[=+\-@]|[\t\r\n])/u;

function neutralise(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

function quoteIfNeeded(text: string, delimiter: CsvDelimiter): string {
  return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function trimExtraZeros(text: string, separator: '.' | ','): string {
  const [whole, fraction = ''] = text.split(separator);
  return `${whole ?? ''}${separator}${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
}

/**
 * Money Amounts keep 2 decimals; a column may allow more (prices per unit: up to 4), and then
 * trailing zeros beyond the cents are dropped (78.99, not 78.9900; 65.2211 stays).
 */
export function formatCell(cell: CsvCell, dialect: CsvDialect, decimals = 2): string {
  if (cell === null || cell === undefined) return '';
  let text: string;
  if (typeof cell === 'bigint') {
    text = formatAmount(cell, { decimals, decimalSeparator: dialect.decimalSeparator });
    if (decimals > 2) text = trimExtraZeros(text, dialect.decimalSeparator);
  } else if (typeof cell === 'number') {
    text = String(cell);
    if (dialect.decimalSeparator === ',') text = text.replace('.', ',');
  } else {
    text = neutralise(cell);
  }
  return quoteIfNeeded(text, dialect.delimiter);
}

/** One CSV line (CRLF-terminated, as RFC 4180 and Excel expect). */
export function formatRow(
  cells: readonly CsvCell[],
  dialect: CsvDialect,
  decimalsPerColumn: readonly number[] = [],
): string {
  return (
    cells
      .map((cell, index) => formatCell(cell, dialect, decimalsPerColumn[index] ?? 2))
      .join(dialect.delimiter) + '\r\n'
  );
}

/**
 * A whole document, BOM first: the header line, then the rows. For streaming, write CSV_BOM
 * then formatRow per row.
 */
export function toCsv(
  rows: Iterable<readonly CsvCell[]>,
  dialect: CsvDialect,
  decimalsPerColumn: readonly number[] = [],
): string {
  let text = CSV_BOM;
  for (const row of rows) text += formatRow(row, dialect, decimalsPerColumn);
  return text;
}
