/**
 * One export cell, three uses: its CSV text, its typed .xlsx value, and its place in a sorted
 * export. The column's kind (shared/api/export-columns.ts) decides each, so a money figure is
 * an exact Amount until the moment it is written, and a time is the API's own timestamp until
 * it becomes CSV text or a spreadsheet date.
 */
import type { ColumnKind, ExportLanguage } from '../../../../shared/api/export-columns.js';
import { isExcelNl, type CsvCell, type CsvDialect } from '../../../../shared/csv.js';
import { paymentTypeWords } from '../../../../shared/payment-type-words.js';
import { shopTypeWords } from '../../../../shared/shop-type-words.js';
import { parseTimestamp, parseLocalDate, type LocalDate } from '../../../../shared/dates.js';
import { compare as compareAmounts, toJsonNumber, type Amount } from '../../../../shared/money.js';
import { dutchCollator } from '../collation.js';

/**
 * The wall-clock time an API timestamp carries (`2026-03-01T00:30:00+01:00` → 00:30 on 1 March)
 * as a Date whose UTC fields are that time. Spreadsheet dates have no time zone: written this
 * way, a cell shows the Amsterdam time the row shows, on either side of a DST change. Null for
 * text that is not a timestamp with an offset.
 */
function wallClockDate(apiTimestamp: string): Date | null {
  if (parseTimestamp(apiTimestamp) === null) return null;
  return new Date(`${apiTimestamp.slice(0, 19).replace(' ', 'T')}Z`);
}

/** A day as a Date at midnight UTC, the form a spreadsheet date of that day takes. */
const dayAsDate = (date: LocalDate): Date => new Date(`${date}T00:00:00Z`);

/**
 * A value as a table's cell reader gives it: text, a number, an exact Amount (money kinds), a
 * boolean (yesNo), an API timestamp (dateTime) or a YYYY-MM-DD day (date); empty as null.
 */
type PlainCell = string | number | Amount | boolean | null | undefined;

/** A cell of another kind than its column's (the report's one column of mixed figures). */
interface KindedCell {
  readonly kind: ColumnKind;
  readonly value: PlainCell;
}

/**
 * Text in both export languages, written in the export's: a row label such as "Total" or a
 * report's figure ("Sales incl. VAT"), so a file never carries a field name as a label.
 */
export interface Words {
  readonly en: string;
  readonly nl: string;
}

export const words = (en: string, nl: string): Words => ({ en, nl });

export type ExportCell = PlainCell | KindedCell | Words;

export type XlsxValue = string | number | Date | null;

/** An .xlsx value with the kind (number format) of its own, from a KindedCell. */
export interface KindedXlsxValue {
  readonly kind: ColumnKind;
  readonly value: XlsxValue;
}

const isKinded = (cell: ExportCell): cell is KindedCell =>
  typeof cell === 'object' && cell !== null && 'kind' in cell;

const isWords = (cell: ExportCell): cell is Words =>
  typeof cell === 'object' && cell !== null && 'nl' in cell;

/** The cell's value; words in English (a sort has no language; report sections are not sorted). */
const plain = (cell: ExportCell): PlainCell =>
  isKinded(cell) ? cell.value : isWords(cell) ? cell.en : cell;

const YES_NO: Record<ExportLanguage, readonly [yes: string, no: string]> = {
  en: ['yes', 'no'],
  nl: ['ja', 'nee'],
};

/** Prices per unit keep 4 decimals, every other money figure 2, as in the JSON answers. */
export const moneyDecimals = (kind: ColumnKind): number => (kind === 'money4' ? 4 : 2);

/** `2026-03-01T00:30:00+01:00` → `2026-03-01 00:30:00` (the local time the row already carries). */
export const csvDateTime = (apiTimestamp: string): string =>
  apiTimestamp.slice(0, 19).replace('T', ' ');

/** `2026-03-01` → `01-03-2026`: a Dutch spreadsheet's day; anything else as it is. */
const dutchDay = (day: string): string =>
  parseLocalDate(day) === null ? day : `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/**
 * How a CSV cell is written: words in the export's language; in Excel NL (a person's file)
 * days as dd-mm-jjjj and payment types in the screens' words, in the comma file (scripts')
 * ISO days and the platform's type keys (docs/decisions/0083-exports-in-words.md).
 */
export function csvCellOf(
  cell: ExportCell,
  kind: ColumnKind,
  lang: ExportLanguage,
  dialect: CsvDialect,
): CsvCell {
  if (isKinded(cell)) return csvCellOf(cell.value, cell.kind, lang, dialect);
  if (isWords(cell)) return cell[lang];
  if (typeof cell === 'boolean') return YES_NO[lang][cell ? 0 : 1];
  if (typeof cell !== 'string' || !isExcelNl(dialect)) {
    return kind === 'dateTime' && typeof cell === 'string' ? csvDateTime(cell) : cell;
  }
  if (kind === 'dateTime') {
    const [day = '', time = ''] = csvDateTime(cell).split(' ');
    return `${dutchDay(day)} ${time}`.trim();
  }
  if (kind === 'date') return dutchDay(cell);
  if (kind === 'paymentType') return paymentTypeWords(cell, lang);
  if (kind === 'shopType') return shopTypeWords(cell, lang);
  if (kind === 'dayRange') return cell.replace(/\d{4}-\d{2}-\d{2}/g, dutchDay);
  return cell;
}

export function xlsxCellOf(
  cell: ExportCell,
  kind: ColumnKind,
  lang: ExportLanguage,
): XlsxValue | KindedXlsxValue {
  if (isKinded(cell)) return { kind: cell.kind, value: xlsxValueOf(cell.value, cell.kind, lang) };
  if (isWords(cell)) return cell[lang];
  return xlsxValueOf(cell, kind, lang);
}

function xlsxValueOf(cell: PlainCell, kind: ColumnKind, lang: ExportLanguage): XlsxValue {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'boolean') return YES_NO[lang][cell ? 0 : 1];
  // An Amount: the number the JSON answer carries, rounded exactly as it rounds it.
  if (typeof cell === 'bigint') return toJsonNumber(cell, moneyDecimals(kind));
  if (typeof cell === 'number') return kind === 'percent' ? percentFraction(cell) : cell;
  if (kind === 'paymentType') return paymentTypeWords(cell, lang);
  if (kind === 'shopType') return shopTypeWords(cell, lang);
  if (kind === 'dateTime') return wallClockDate(cell) ?? cell;
  if (kind === 'date') {
    const day = parseLocalDate(cell);
    return day === null ? cell : dayAsDate(day);
  }
  return cell;
}

/**
 * A spreadsheet percentage is a fraction under a % format: 21 is stored as 0.21. Rounded to 12
 * significant digits, so 7.3 % is 0.073 and not 0.07300000000000001.
 */
function percentFraction(percent: number): number {
  return Number((percent / 100).toPrecision(12));
}

type Comparator = (a: PlainCell, b: PlainCell) => number;

const byNumber: Comparator = (a, b) => Number(a) - Number(b);

// Money cells are exact Amounts (bigint): compared exactly, never as floats.
const byAmount: Comparator = (a, b) =>
  typeof a === 'bigint' && typeof b === 'bigint' ? compareAmounts(a, b) : 0;

const COMPARATORS: Record<ColumnKind, Comparator> = {
  text: (a, b) => dutchCollator.compare(String(a), String(b)),
  money: byAmount,
  money4: byAmount,
  // By the instant, so the repeated hour of the autumn DST change still sorts in time order.
  dateTime: (a, b) => (parseTimestamp(String(a)) ?? 0) - (parseTimestamp(String(b)) ?? 0),
  date: (a, b) => String(a).localeCompare(String(b)),
  integer: byNumber,
  number: byNumber,
  percent: byNumber,
  yesNo: byNumber,
  paymentType: (a, b) => dutchCollator.compare(String(a), String(b)),
  shopType: (a, b) => dutchCollator.compare(String(a), String(b)),
  dayRange: (a, b) => String(a).localeCompare(String(b)),
};

const isEmpty = (cell: PlainCell): boolean => cell === null || cell === undefined || cell === '';

/**
 * Orders two cells of a column of this kind; empty cells come last whichever the direction
 * (as the UI tables sort them), so only the non-empty comparison is reversed.
 */
export function compareCells(
  kind: ColumnKind,
  descending: boolean,
): (a: ExportCell, b: ExportCell) => number {
  const compare = COMPARATORS[kind];
  return (cellA, cellB) => {
    const [a, b] = [plain(cellA), plain(cellB)];
    if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
    return descending ? compare(b, a) : compare(a, b);
  };
}
