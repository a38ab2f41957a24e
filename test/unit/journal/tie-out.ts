/**
 * The journal's figures regrouped as the financial report shows them, in whole cents, so a
 * test can hold the two side by side: the tie-out of docs/journal.md. Integers of cents add
 * exactly.
 */
import type { FinancialReport } from '../../../shared/api/financial-report.js';
import type { Journal, JournalLineKind } from '../../../shared/api/journal.js';

export const cents = (value: number): number => Math.round(value * 100);

/** Figure name → cents; absent and 0 are the same. */
export type Figures = Map<string, number>;

function add(figures: Figures, name: string, amount: number): void {
  if (amount === 0) return;
  const total = (figures.get(name) ?? 0) + amount;
  if (total === 0) figures.delete(name);
  else figures.set(name, total);
}

/** Credit minus debit of the lines of these kinds, per line key. */
const CREDIT_FIGURES: Partial<Record<JournalLineKind, string>> = {
  sales: 'turnover',
  returns: 'turnover',
  vat: 'vat',
  gift_cards: 'gift_cards',
  tips: 'tips',
  invoice_payments: 'invoice_payments',
  prepayments: 'prepayments',
};
/** Debit minus credit of the lines of these kinds. */
const DEBIT_FIGURES: Partial<Record<JournalLineKind, string>> = {
  payment: 'payments',
  not_paid_now: 'not_paid_now',
  refund: 'refunds',
  // Keyed by payment type on the clearing account, `none` on debtors (the other side).
  settlement: 'settlements',
};

export function journalFigures(journal: Journal): Figures {
  const figures: Figures = new Map();
  for (const entry of journal.entries) {
    for (const line of entry.lines) {
      const balance = cents(line.debit) - cents(line.credit);
      const credit = CREDIT_FIGURES[line.kind];
      const debit = DEBIT_FIGURES[line.kind];
      if (credit !== undefined) add(figures, `${credit}:${line.key ?? 'none'}`, -balance);
      if (debit !== undefined) add(figures, `${debit}:${line.key ?? 'none'}`, balance);
      // The cash-difference line on the cash differences account (no key) is the report's.
      if (line.kind === 'cash_difference' && line.key === null) {
        add(figures, 'differences:none', balance);
      }
    }
  }
  return figures;
}

export function reportFigures(report: FinancialReport): Figures {
  const figures: Figures = new Map();
  for (const row of report.revenue.rows) {
    add(figures, `turnover:${row.product_group_id ?? 'none'}`, cents(row.turnover));
  }
  for (const row of [...report.direct_paid.rates, ...report.not_paid_now.rates]) {
    if (row.tax_rate_id !== null) add(figures, `vat:${row.tax_rate_id}`, cents(row.vat));
  }
  for (const method of report.direct_paid.payment_methods) {
    add(figures, `payments:${method.type_alias}`, cents(method.amount));
  }
  for (const row of report.refunds.rates) {
    if (row.tax_rate_id !== null) add(figures, `vat:${row.tax_rate_id}`, cents(row.vat));
  }
  for (const method of report.settlements.payment_methods) {
    add(figures, `settlements:${method.type_alias}`, cents(method.amount));
  }
  add(figures, 'settlements:none', -cents(report.settlements.total));
  add(figures, 'refunds:none', cents(report.refunds.total.gross));
  add(figures, 'not_paid_now:none', cents(report.not_paid_now.total.gross));
  add(figures, 'differences:none', cents(report.revenue.total_differences));
  const { non_revenue: lines } = report.revenue;
  add(figures, 'gift_cards:none', cents(lines.gift_cards));
  add(figures, 'tips:none', cents(lines.tips));
  add(figures, 'invoice_payments:none', cents(lines.invoice_payments));
  add(figures, 'prepayments:none', cents(lines.prepayments));
  return figures;
}

/** a + b, figure by figure. */
export function addFigures(a: Figures, b: Figures): Figures {
  const total: Figures = new Map(a);
  for (const [name, amount] of b) add(total, name, amount);
  return total;
}

/** Sorted entries, for a readable toEqual. */
export const listed = (figures: Figures): [string, number][] =>
  [...figures].sort(([a], [b]) => a.localeCompare(b));
