/**
 * The bridges' arithmetic (electron/service/domain/financial-report/bridges.ts, and the journal's,
 * domain/journal/journal-bridge.ts): the items add up to the difference, an item of 0 is
 * not named, and a difference no item names is shown as unexplained, never hidden. The demo's figures are tied in the API tests.
 */
import { describe, expect, it } from 'vitest';
import {
  bridgeOf,
  todayBridge,
  vatReturnTurnoverOf,
  type ReportFigures,
} from '../../../electron/service/domain/financial-report/bridges.js';
import {
  journalBridge,
  journalRevenueOf,
} from '../../../electron/service/domain/journal/journal-bridge.js';
import { localDate } from '../../../shared/api/common.js';
import type { FinancialReport } from '../../../shared/api/financial-report.js';
import { parseAmount } from '../../../shared/money.js';

const rate = (taxRateId: number | null, net: number) => ({
  tax_rate_id: taxRateId,
  rate: taxRateId === null ? null : 21,
  country_iso2: taxRateId === null ? null : 'NL',
  net,
  vat: 0,
  gross: net,
});

describe('bridgeOf', () => {
  it('names the items that make the difference, to the cent', () => {
    const bridge = bridgeOf(0.3, 0.4, [{ kind: 'cash_differences', amount: parseAmount('0.1') }]);
    // 0.4 − 0.3 in binary floats is 0.10000000000000003: the bridge is reckoned in cents.
    expect(bridge).toEqual({
      report_turnover: 0.3,
      compared: 0.4,
      difference: 0.1,
      items: [{ kind: 'cash_differences', amount: 0.1 }],
      unexplained: 0,
    });
  });

  it('leaves out an item of 0 and shows what no item explains', () => {
    const bridge = bridgeOf(100, 98.5, [{ kind: 'cash_differences', amount: parseAmount(0) }]);
    expect(bridge.items).toEqual([]);
    expect(bridge.unexplained).toBe(-1.5);
  });
});

describe('vatReturnTurnoverOf', () => {
  it('adds the rate rows of all three sections, not the row without a rate', () => {
    const report = {
      direct_paid: { rates: [rate(1, 100.1), rate(null, 50)] },
      not_paid_now: { rates: [rate(2, 20.2)] },
      refunds: { rates: [rate(1, -0.3)] },
    } as unknown as ReportFigures;
    expect(vatReturnTurnoverOf(report)).toBe(parseAmount('120.00'));
  });
});

describe('todayBridge', () => {
  it('goes from the report’s turnover, after the differences, to Today’s', () => {
    const bridge = todayBridge(parseAmount('1000.00'), parseAmount('-2.35'));
    expect([bridge.report_turnover, bridge.compared, bridge.difference]).toEqual([
      1002.35, 1000, -2.35,
    ]);
    expect(bridge.items).toEqual([{ kind: 'cash_differences', amount: -2.35 }]);
  });
});

describe('journalBridge', () => {
  const line = (kind: 'sales' | 'returns' | 'vat', debit: number, credit: number) => ({
    account: '8000',
    kind,
    key: null,
    description: '',
    debit,
    credit,
    vat_code: null,
    vat_amount: null,
  });
  const entry = (...lines: ReturnType<typeof line>[]) => ({
    number: 'BOD-20261001',
    date: localDate.parse('2026-10-01'),
    description: '',
    lines,
    debit: 0,
    credit: 0,
    corrects: null,
    exported_at: null,
  });
  const report = (turnover: number, differences: number) =>
    ({
      revenue: { total_turnover: turnover, total_differences: differences },
    }) as FinancialReport;

  it('reckons revenue from sales and returns only, and names the cash differences', () => {
    const today = {
      entries: [entry(line('sales', 0, 100.1), line('returns', 0.2, 0), line('vat', 0, 21))],
    };
    expect(journalRevenueOf(today)).toBe(parseAmount('99.90'));
    const bridge = journalBridge(report(97.55, 2.35), today, today);
    expect(bridge.items).toEqual([{ kind: 'cash_differences', amount: 2.35 }]);
    expect(bridge.unexplained).toBe(0);
  });

  it('names what the exported days as exported add, and leaves the rest unexplained', () => {
    const today = { entries: [entry(line('sales', 0, 100))] };
    const answered = { entries: [entry(line('sales', 0, 100)), entry(line('returns', 4, 0))] };
    const bridge = journalBridge(report(99, 0), today, answered);
    expect(bridge.compared).toBe(96);
    expect(bridge.items).toEqual([{ kind: 'exported_days', amount: -4 }]);
    // A day left out: its revenue is in the report, not in the journal, and no item names it.
    expect(bridge.unexplained).toBe(1);
  });
});
