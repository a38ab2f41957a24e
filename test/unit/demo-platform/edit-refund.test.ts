/**
 * The demo platform's refund edit, step by step: a line refunded unit by unit pays back
 * exactly its total, as the service's credit note reckons it (the refunded share of the line,
 * rounded once), so the order ends at 0 and what was paid back equals what was refunded.
 */
import { describe, expect, it } from 'vitest';
import { refundLine } from '../../../electron/demo-platform/data/edit-refund.js';
import type { DemoOrder, DemoOrderItem } from '../../../electron/demo-platform/data/order-rows.js';

const item: DemoOrderItem = {
  id: 1,
  sku: 'KOF-1',
  name: 'Koffie, 3 voor € 10',
  product_id: 7,
  flat_product: { product: { id: 7, sku: 'KOF-1', product_group_id: null } },
  quantity: 3,
  refunded_quantity: 0,
  ppu: '2.7548',
  ppu_wt: '3.3333',
  price: '8.26',
  price_wt: '10.00',
  tax: '0.21',
  tax_rate_id: 1,
  cost_ppu: null,
  is_shipping: false,
  is_payment: false,
  is_discount: false,
  is_turnover: true,
  non_turnover_kind: null,
};

const sale: DemoOrder = {
  id: 100,
  number: 'S-100',
  shop_id: 11,
  location_id: 1,
  status: 'complete',
  is_paid: true,
  date_purchased: '2026-02-10 12:00:00+01:00',
  date_updated: '2026-02-10 12:00:00+01:00',
  currency_iso3: 'EUR',
  value: '8.26',
  value_wt: '10.00',
  discount_value: '0.00',
  discount_value_wt: '0.00',
  refunded_price: '0.00',
  refunded_price_wt: '0.00',
  relation_data: null,
  billing_address: null,
  order_items: [item],
  order_taxes: [],
};

describe('a refund edit in steps', () => {
  it('pays back the line total exactly when its units come back one at a time', () => {
    let order = sale;
    const paidBack: string[] = [];
    for (let step = 0; step < 3; step++) {
      const refunded = refundLine(
        { order, payments: [] },
        { kind: 'refund', line: 0, quantity: 1 },
      );
      order = refunded.order;
      paidBack.push(refunded.payBack);
    }
    // Each step the cumulative share less the steps before: 3.33, 6.67 − 3.33, 10.00 − 6.67.
    expect(paidBack.map(Number)).toEqual([-3.33, -3.34, -3.33]);
    const { status, value, value_wt, refunded_price, refunded_price_wt } = order;
    expect({ status, value, value_wt, refunded_price, refunded_price_wt }).toEqual({
      status: 'refunded',
      value: '0.0000',
      value_wt: '0.0000',
      refunded_price: '8.2600',
      refunded_price_wt: '10.0000',
    });
  });

  it('pays back in one step what its steps add up to', () => {
    const whole = refundLine({ order: sale, payments: [] }, { kind: 'refund', line: 0 });
    expect(Number(whole.payBack)).toBe(-10);
    const two = refundLine({ order: sale, payments: [] }, { kind: 'refund', line: 0, quantity: 2 });
    expect(Number(two.payBack)).toBe(-6.67);
  });
});
