/**
 * One section of the financial report's export (report-sections.ts lists them): its title, its
 * columns (key, headers, kind) and rows, and the helpers that build them. The English headers
 * are the report's field names, as the CSV has always had them; the Dutch ones are words.
 */
import type { ColumnKind, ExportColumn } from '../../../shared/api/export-columns.js';
import type { FinancialReport } from '../../../shared/api/financial-report.js';
import { parseAmount, type Amount } from '../../../shared/money.js';
import type { ExportCell } from '../export/cells.js';

export interface ReportSection {
  /** The CSV's block title and the worksheet's name (at most 31 characters). */
  title: { en: string; nl: string };
  columns: ExportColumn[];
  rows: ExportCell[][];
}

type RateRows = FinancialReport['direct_paid']['rates'];
type VatTotal = FinancialReport['direct_paid']['total'];

// Report money is already rounded to cents; as an Amount it is exact again.
export const money = (value: number): Amount => parseAmount(value);

const DUTCH: Record<string, string> = {
  report: 'Rapport',
  from: 'Van',
  to: 'Tot en met',
  location_id: 'Vestiging',
  currency: 'Valuta',
  tax_rate_id: 'Btw-tarief-id',
  rate_percent: 'Tarief %',
  net: 'Netto',
  vat: 'Btw',
  gross: 'Bruto',
  figure: 'Onderdeel',
  amount: 'Bedrag',
  kind: 'Soort',
  product_group_id: 'Omzetgroep-id',
  product_group_code: 'Omzetgroepcode',
  name: 'Naam',
  sales: 'Verkopen',
  sales_wt: 'Verkopen incl. btw',
  returns: 'Retouren',
  returns_wt: 'Retouren incl. btw',
  turnover: 'Omzet',
  turnover_wt: 'Omzet incl. btw',
  type_alias: 'Betaalsoort',
  payments_total: 'Totaal betalingen',
  expected_total: 'Verwacht totaal',
  difference: 'Verschil',
  ok: 'Klopt',
  shop_id: 'Winkel-id',
  shop: 'Winkel',
};

/** A column whose English header is its key, with its own Dutch header. */
export const column = (key: string, kind: ColumnKind, nl: string): ExportColumn => ({
  key,
  kind,
  en: key,
  nl,
});

/** Columns with the report's Dutch word for each key. */
export const columnsOf = (...specs: [key: string, kind: ColumnKind][]): ExportColumn[] =>
  specs.map(([key, kind]) => column(key, kind, DUTCH[key] ?? key));

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
        rate.tax_rate_id,
        rate.rate,
        money(rate.net),
        money(rate.vat),
        money(rate.gross),
      ]),
      ['total', null, money(total.net), money(total.vat), money(total.gross)],
    ],
  );
}
