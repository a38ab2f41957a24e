/**
 * One section of a report's export (report-sections.ts lists the financial report's): its
 * title, its columns (key, headers, kind) and rows, and the helpers that build them. Headers,
 * titles and row labels are words in both languages (docs/decisions/0083-exports-in-words.md):
 * a file never carries a field name; the keys stay the JSON answer's field names.
 */
import type { ColumnKind, ExportColumn } from '../../../../shared/api/export-columns.js';
import type { FinancialReport } from '../../../../shared/api/financial-report.js';
import { parseAmount, type Amount } from '../../../../shared/money.js';
import { words, type ExportCell, type Words } from '../export/cells.js';

export interface ReportSection {
  /** The worksheet's name (at most 31 characters) and the CSV's file name in the zip. */
  title: Words;
  columns: ExportColumn[];
  rows: ExportCell[][];
}

type RateRows = FinancialReport['direct_paid']['rates'];
type VatTotal = FinancialReport['direct_paid']['total'];

// Report money is already rounded to cents; as an Amount it is exact again.
export const money = (value: number): Amount => parseAmount(value);

/** The rates' row of lines without a VAT rate (non-turnover), as the screen names it. */
const NO_RATE = words('No VAT (not turnover)', 'Geen btw (geen omzet)');

/** The turnover lines without a turnover group, as the screen names them. */
export const NO_GROUP = words('Without a turnover group', 'Zonder omzetgroep');

/** The row that adds up the rows above it. */
export const TOTAL = words('Total', 'Totaal');

/** The kinds of non-turnover lines, as the report and the VAT return name them. */
export const NON_REVENUE_WORDS = {
  gift_cards: words('Gift cards', 'Cadeaubonnen'),
  tips: words('Tips', 'Fooien'),
  invoice_payments: words('Payments on invoice', 'Betalingen op factuur'),
  prepayments: words('Prepayments', 'Aanbetalingen'),
  other: words('Other non-turnover lines', 'Overige regels zonder omzet'),
} as const satisfies Record<string, Words>;

/** A heading's location or shop when the report covers all of them. */
export const ALL_LOCATIONS = words('All locations', 'Alle vestigingen');
export const ALL_SHOPS = words('All shops', 'Alle winkels');

/**
 * The headers of the reports' columns, by key: English, and the Dutch a column takes unless
 * its section words it more exactly. Every column key of a report is here, so a new one
 * cannot go out as a field name.
 */
const HEADERS = {
  report: ['Report', 'Rapport'],
  from: ['From', 'Van'],
  to: ['To', 'Tot en met'],
  location_id: ['Location', 'Vestiging'],
  currency: ['Currency', 'Valuta'],
  rounding: ['Rounding', 'Afronding'],
  tax_rate_id: ['VAT rate id', 'Btw-tarief-id'],
  rate_percent: ['Rate %', 'Tarief %'],
  net: ['Net', 'Netto'],
  vat: ['VAT', 'Btw'],
  gross: ['Gross', 'Bruto'],
  figure: ['Figure', 'Onderdeel'],
  amount: ['Amount', 'Bedrag'],
  kind: ['Kind', 'Soort'],
  reason: ['Reason', 'Reden'],
  source: ['Source', 'Bron'],
  product_group_id: ['Turnover group id', 'Omzetgroep-id'],
  product_group_code: ['Turnover group code', 'Omzetgroepcode'],
  name: ['Name', 'Naam'],
  sales: ['Sales', 'Verkopen'],
  sales_wt: ['Sales incl. VAT', 'Verkopen incl. btw'],
  returns: ['Returns', 'Retouren'],
  returns_wt: ['Returns incl. VAT', 'Retouren incl. btw'],
  turnover: ['Turnover', 'Omzet'],
  turnover_wt: ['Turnover incl. VAT', 'Omzet incl. btw'],
  turnover_whole_euros: ['Turnover in whole euros', 'Omzet hele euro'],
  vat_whole_euros: ['VAT in whole euros', 'Btw hele euro'],
  rubriek: ['Rubriek', 'Rubriek'],
  country_iso2: ['Country', 'Land'],
  type_alias: ['Payment type', 'Betaalsoort'],
  payments_total: ['Payments total', 'Totaal betalingen'],
  expected_total: ['Expected total', 'Verwacht totaal'],
  difference: ['Difference', 'Verschil'],
  ok: ['Balances', 'Klopt'],
  shop_id: ['Shop id', 'Winkel-id'],
  shop: ['Shop', 'Winkel'],
  date: ['Date', 'Datum'],
  threshold: ['Threshold', 'Drempel'],
  flagged: ['Flagged', 'Gemarkeerd'],
  not_closed: ['Not closed', 'Niet afgesloten'],
  closed: ['Closed', 'Afgesloten'],
  expected_cash: ['Cash expected', 'Verwacht contant'],
  counted_cash: ['Cash counted', 'Geteld contant'],
  orders: ['Orders', 'Orders'],
  entry: ['Entry', 'Boekstuk'],
  account: ['Account', 'Grootboekrekening'],
  description: ['Description', 'Omschrijving'],
  debit: ['Debit', 'Debet'],
  credit: ['Credit', 'Credit'],
  vat_code: ['VAT code', 'Btw-code'],
} as const satisfies Record<string, readonly [en: string, nl: string]>;

type ReportColumnKey = keyof typeof HEADERS;

/**
 * A column by its key with the headers above; a section may word the Dutch (or both) more
 * exactly for what it holds ("Omzet excl. btw" on the VAT return).
 */
export const column = (
  key: ReportColumnKey,
  kind: ColumnKind,
  nl: string = HEADERS[key][1],
  en: string = HEADERS[key][0],
): ExportColumn => ({ key, kind, en, nl });

/** Columns with the headers above. */
export const columnsOf = (...specs: [key: ReportColumnKey, kind: ColumnKind][]): ExportColumn[] =>
  specs.map(([key, kind]) => column(key, kind));

export const section = (
  en: string,
  nl: string,
  columns: ExportColumn[],
  rows: ExportCell[][],
): ReportSection => ({ title: { en, nl }, columns, rows });

export function ratesSection(
  en: string,
  nl: string,
  rates: RateRows,
  total: VatTotal,
): ReportSection {
  return section(
    en,
    nl,
    columnsOf(
      ['tax_rate_id', 'integer'],
      ['rate_percent', 'percent'],
      ['net', 'money'],
      ['vat', 'money'],
      ['gross', 'money'],
    ),
    [
      ...rates.map((rate): ExportCell[] => [
        // The row without a rate says what it is, as the screen's does.
        rate.tax_rate_id ?? NO_RATE,
        rate.rate,
        money(rate.net),
        money(rate.vat),
        money(rate.gross),
      ]),
      [TOTAL, null, money(total.net), money(total.vat), money(total.gross)],
    ],
  );
}
