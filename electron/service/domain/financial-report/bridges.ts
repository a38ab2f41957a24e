/**
 * The bridges between figures a user compares on two screens (shared/api/bridges.ts,
 * docs/financial-report.md "Bridges"): each is the report's turnover, the other figure, and
 * the named items that make the difference, computed from the cents the screens show so the
 * bridge ties to them exactly.
 */
import type { Bridge, BridgeItem } from '../../../../shared/api/bridges.js';
import type { FinancialReport } from '../../../../shared/api/financial-report.js';
import {
  isZero,
  parseAmount,
  subtract,
  sum,
  toJsonNumber,
  type Amount,
} from '../../../../shared/money.js';

/** The report before its bridges, which are made from it. */
export type ReportFigures = Omit<FinancialReport, 'bridges'>;

/** A bridge from the report's turnover to a compared figure, by its named items. */
export function bridgeOf(
  reportTurnover: number,
  compared: number,
  items: readonly { kind: BridgeItem['kind']; amount: Amount }[],
): Bridge {
  const difference = subtract(parseAmount(compared), parseAmount(reportTurnover));
  const named = items.filter((item) => !isZero(item.amount));
  return {
    report_turnover: reportTurnover,
    compared,
    difference: toJsonNumber(difference),
    items: named.map((item) => ({ kind: item.kind, amount: toJsonNumber(item.amount) })),
    unexplained: toJsonNumber(subtract(difference, sum(named.map((item) => item.amount)))),
  };
}

/**
 * The VAT return's turnover (1a + 1b + 1c + 1e + OSS): every rate row of the report's three
 * sections but the null row (vat-return.ts puts each whole in one rubriek or OSS row).
 */
export function vatReturnTurnoverOf(report: ReportFigures): Amount {
  const rows = [...report.direct_paid.rates, ...report.not_paid_now.rates, ...report.refunds.rates];
  return sum(rows.filter((row) => row.tax_rate_id !== null).map((row) => parseAmount(row.net)));
}

/** The cash differences: the report takes them off turnover, order lines know nothing of them. */
const cashDifferences = (report: ReportFigures) => ({
  kind: 'cash_differences' as const,
  amount: parseAmount(report.revenue.total_differences),
});

/** The report's bridges: to the VAT return's turnover and to its own per-shop totals. */
export function reportBridges(report: ReportFigures): FinancialReport['bridges'] {
  const turnover = report.revenue.total_turnover;
  return {
    vat_return: bridgeOf(turnover, toJsonNumber(vatReturnTurnoverOf(report)), [
      cashDifferences(report),
    ]),
    shop_totals: bridgeOf(turnover, report.turnover_by_group.total.turnover, [
      cashDifferences(report),
    ]),
  };
}

/**
 * From the report of the same day to Today's turnover (the report's sales − returns): the
 * report's turnover is after the cash differences, Today leaves them apart.
 */
export function todayBridge(turnover: Amount, cashDifferences: Amount): Bridge {
  return bridgeOf(toJsonNumber(subtract(turnover, cashDifferences)), toJsonNumber(turnover), [
    { kind: 'cash_differences', amount: cashDifferences },
  ]);
}
