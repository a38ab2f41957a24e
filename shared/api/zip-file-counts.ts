/**
 * How many CSV files the zip of a report of several tables holds (one per table, decision
 * 0083), so the CSV button can say so before it is pressed: "CSV exporteren (zip, 12
 * bestanden)". The financial report, the till closings, Today's sales by hour and the stock value always have
 * the same tables; the VAT return's depend on its filing, read from the answer on screen.
 * test/unit/reports/zip-file-counts.test.ts holds each to the service's own tables.
 */
import type { VatReturn } from './vat-return.js';

/** The heading, revenue (4), directly paid (3), not paid now, refunds, settlements, turnover (2). */
export const FINANCIAL_REPORT_FILES = 12;

export const DAY_CLOSINGS_FILES = 4;

export const SALES_BY_HOUR_FILES = 3;

/** The heading, the turnover groups, every product, those without a cost price, below zero. */
export const STOCK_VALUE_FILES = 5;

/** The VAT return's own tables after the heading: rubrieken, rates and OSS while not filed. */
const FIGURE_FILES = 3;
/** Not from sales data, and non-revenue: in every VAT return file. */
const ALWAYS_FILES = 2;

/**
 * The heading; the filing history when there is one; a filed period's figures as filed and
 * its corrections (in place of today's figures); the corrections of earlier filed periods.
 */
export function vatReturnFiles(
  overview: Pick<VatReturn, 'filed' | 'as_filed' | 'filing_history' | 'corrections_from_filed'>,
): number {
  const history = overview.filing_history.length > 0 ? 1 : 0;
  const asFiled = overview.filed !== null && overview.as_filed !== null;
  const figures = asFiled ? 2 : 0;
  const fromFiled = overview.corrections_from_filed.length > 0 ? 1 : 0;
  const today = overview.as_filed !== null ? 0 : FIGURE_FILES;
  return 1 + history + figures + fromFiled + today + ALWAYS_FILES;
}
