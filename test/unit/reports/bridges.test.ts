/**
 * The bridges' arithmetic (electron/service/domain/reports/bridges.ts): the items add up to
 * the difference, an item of 0 is not named, and a difference no item names is shown as
 * unexplained, never hidden. The demo's figures are tied in the API tests.
 */
import { describe, expect, it } from 'vitest';
import {
  bridgeOf,
  todayBridge,
  vatReturnTurnoverOf,
  type ReportFigures,
} from '../../../electron/service/domain/reports/bridges.js';
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
