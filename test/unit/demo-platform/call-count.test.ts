/**
 * The demo's call counter tells the reads a list call began, by the lower bound of its date
 * filter (a month of orders read from its start), from its later pages and from calls
 * without such a filter: what the warm-up's tests count months read by.
 */
import { describe, expect, it } from 'vitest';
import { CallCounter, firstPageRangeOf } from '../../../electron/demo-platform/call-count.js';

const ORDERS = ['ShopModule', 'listOrders'] as const;
const october = [
  { name: 'date_purchased__>=', val: '2026-10-01 00:00:00+02:00' },
  { name: 'date_purchased__<', val: '2026-11-01 00:00:00+01:00' },
];

describe('the demo call counter', () => {
  it('counts a list call’s first pages per date range, and only those', () => {
    const counter = new CallCounter();
    const note = (params: unknown[]) =>
      counter.noteFirstPage('ShopModule::listOrders', firstPageRangeOf(...ORDERS, params));
    note([0, 100, [], october]);
    note([100, 100, [], october]);
    note([0, 100, [], october]);
    note([0, 100, [], [{ name: 'date_updated__>', val: '2026-10-01 00:00:00+02:00' }]]);
    expect(counter.snapshot().first_pages).toEqual({
      'ShopModule::listOrders': { 'date_purchased >= 2026-10-01 00:00:00+02:00': 2 },
    });
    expect(firstPageRangeOf('ShopModule', 'getOrder', [1])).toBeNull();
    counter.reset();
    expect(counter.snapshot().first_pages).toEqual({});
  });
});
