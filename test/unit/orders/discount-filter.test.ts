import { describe, expect, it } from 'vitest';
import {
  matchesDiscountFilter,
  summarizeOrders,
} from '../../../electron/service/domain/orders/discount-filter.js';
import { upstreamOrder } from './fixtures.js';

const positive = upstreamOrder({ id: 1, discount_value_wt: 0.01, value_wt: 5 });
const negative = upstreamOrder({ id: 2, discount_value_wt: -3.5, value_wt: 20 });
const none = upstreamOrder({ id: 3, discount_value_wt: 0, value_wt: 20 });
const full = upstreamOrder({ id: 4, discount_value_wt: 12.5, value_wt: 0 });
const negativeFull = upstreamOrder({ id: 5, discount_value_wt: -1, value_wt: 0 });
const all = [positive, negative, none, full, negativeFull];

const ids = (filter: { includeNegative: boolean; onlyFull: boolean }) =>
  all.filter((order) => matchesDiscountFilter(order, filter)).map((order) => order.id);

describe('matchesDiscountFilter', () => {
  it('keeps positive discounts only by default', () => {
    expect(ids({ includeNegative: false, onlyFull: false })).toEqual([1, 4]);
  });
  it('keeps every non-zero discount with include_negative', () => {
    expect(ids({ includeNegative: true, onlyFull: false })).toEqual([1, 2, 4, 5]);
  });
  it('only_full additionally requires value_wt = 0', () => {
    expect(ids({ includeNegative: false, onlyFull: true })).toEqual([4]);
    expect(ids({ includeNegative: true, onlyFull: true })).toEqual([4, 5]);
  });
  it('compares exactly: float noise around zero is not a discount', () => {
    const noise = upstreamOrder({ discount_value_wt: 0.1 + 0.2 - 0.3 });
    expect(matchesDiscountFilter(noise, { includeNegative: true, onlyFull: false })).toBe(false);
  });
});

describe('summarizeOrders', () => {
  it('sums exactly to the cent', () => {
    const orders = Array.from({ length: 10 }, (_, index) =>
      upstreamOrder({
        id: index,
        value_wt: 0.1,
        value: 0.07,
        discount_value_wt: 0.2,
        discount_value: 0.17,
      }),
    );
    expect(summarizeOrders(orders)).toEqual({
      value_wt: 1,
      value_ex_wt: 0.7,
      discount_value_wt: 2,
      discount_value_ex_wt: 1.7,
    });
  });
  it('is zero for no orders', () => {
    expect(summarizeOrders([])).toEqual({
      value_wt: 0,
      value_ex_wt: 0,
      discount_value_wt: 0,
      discount_value_ex_wt: 0,
    });
  });
});
