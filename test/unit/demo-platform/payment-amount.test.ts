/**
 * The demo's payment edit takes euros with two decimals, as the platform's payments carry them
 * (docs/upstream.md, "When was a refund made?"); its docs once said cents while the code read
 * euros (issue 67). A count of cents is refused, never read as a hundred times the money.
 */
import { describe, expect, it } from 'vitest';
import { parseOrderEditRequest } from '../../../electron/demo-platform/data/order-edit.js';

const paymentOf = (amount: string) =>
  parseOrderEditRequest({ account: 'demo', orderId: 1, edit: { kind: 'payment', amount } });

describe('a payment edit’s amount', () => {
  it('is euros with two decimals, negative for a refund', () => {
    expect(paymentOf('-12.50').edit).toMatchObject({ kind: 'payment', amount: '-12.50' });
    expect(paymentOf('0.05').edit).toMatchObject({ amount: '0.05' });
  });

  it.each(['-1250', '-12.5', '12', '-12.505'])('refuses %s, naming euros', (amount) => {
    expect(() => paymentOf(amount)).toThrow(
      'edit.amount: must be euros with two decimals as a string, e.g. "-12.50" (not cents)',
    );
  });
});
