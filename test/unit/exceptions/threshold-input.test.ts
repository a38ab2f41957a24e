/**
 * The exception thresholds' percentages take every value of at most two decimals from 0 to
 * 100 (as JSON writes them), and nothing finer.
 */
import { describe, expect, it } from 'vitest';
import { exceptionThresholdsInputSchema } from '../../../shared/api/exceptions.js';

const valid = {
  cash_difference: '5.00',
  repeated_difference: '2.00',
  repeated_days: 3,
  refund_share: 10,
  refund_amount: '50.00',
  discount_share: 25,
  line_loss: '0.00',
};
const accepts = (refundShare: number) =>
  exceptionThresholdsInputSchema.safeParse({ ...valid, refund_share: refundShare }).success;

describe('a threshold percentage', () => {
  it('takes every value of at most two decimals from 0 to 100', () => {
    const refused: number[] = [];
    for (let hundredths = 0; hundredths <= 10_000; hundredths++) {
      // As a client's JSON carries it: the shortest decimal, parsed.
      const value = Number(JSON.parse(String(hundredths / 100)));
      if (!accepts(value)) refused.push(value);
    }
    expect(refused).toEqual([]);
  });

  it('refuses a third decimal and values out of range', () => {
    for (const value of [14.295, 0.001, 1e-7, -1, 100.01])
      expect(accepts(value), `${value}`).toBe(false);
  });
});
