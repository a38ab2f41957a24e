/**
 * The bridge from the journal's revenue to the report's turnover (shared/api/bridges.ts;
 * docs/journal.md, "Ties to the financial report"): the journal posts a till's cash
 * differences to their own account where the report takes them off turnover, and it keeps
 * the days exported before as exported, with the corrections of their changes, where the
 * report has today's figures. Both items are reckoned from the answers themselves, never from
 * each other, so anything else (a day left out) shows as not explained.
 */
import type { Bridge } from '../../../../shared/api/bridges.js';
import type { FinancialReport } from '../../../../shared/api/financial-report.js';
import type { Journal } from '../../../../shared/api/journal.js';
import { parseAmount, subtract, sum, toJsonNumber, type Amount } from '../../../../shared/money.js';
import { bridgeOf } from '../financial-report/bridges.js';

/** What the journal posts to revenue: credit − debit of its `sales` and `returns` lines. */
export const journalRevenueOf = (journal: Pick<Journal, 'entries'>): Amount =>
  sum(
    journal.entries.flatMap((entry) =>
      entry.lines
        .filter((line) => line.kind === 'sales' || line.kind === 'returns')
        .map((line) => subtract(parseAmount(line.credit), parseAmount(line.debit))),
    ),
  );

export function journalBridge(
  report: Pick<FinancialReport, 'revenue'>,
  /** The range's journal of today's figures, before the exported days are put back. */
  today: Pick<Journal, 'entries'>,
  /** The journal as answered: exported days as exported, corrections posted. */
  answered: Pick<Journal, 'entries'>,
): Bridge {
  const revenue = journalRevenueOf(answered);
  return bridgeOf(report.revenue.total_turnover, toJsonNumber(revenue), [
    { kind: 'cash_differences', amount: parseAmount(report.revenue.total_differences) },
    { kind: 'exported_days', amount: subtract(revenue, journalRevenueOf(today)) },
  ]);
}
