import { describe, expect, it } from 'vitest';
import { discountOrderSchema, orderSchema } from '../../../shared/api/orders.js';
import {
  customerEmailOf,
  customerNameOf,
} from '../../../electron/service/data/platform/order-fields.js';
import {
  backofficeUrl,
  toDiscountOrder,
  toOrder,
} from '../../../electron/service/domain/orders/rows.js';
import { CONTEXT, upstreamOrder } from './fixtures.js';

describe('toDiscountOrder', () => {
  it('maps every field, value_ex_wt from `value` and the date with the Amsterdam offset', () => {
    const row = discountOrderSchema.parse(toDiscountOrder(upstreamOrder(), CONTEXT));
    expect(row).toEqual({
      id: 5001,
      order_number: 'D-5001',
      date_purchased: '2026-03-01T00:30:00+01:00',
      status: 'complete',
      shop_id: 11,
      currency: 'EUR',
      value_wt: 100,
      value_ex_wt: 82.64,
      discount_value_wt: 10,
      discount_value_ex_wt: 8.26,
      customer_name: 'Jansen BV',
      customer_email: 'jan@example.nl',
      backoffice_url: 'https://demo.storekeepercloud.com/#order/details/5001',
    });
  });

  it('writes an upstream timestamp in another offset as Amsterdam time', () => {
    const row = toDiscountOrder(
      upstreamOrder({ date_purchased: '2026-07-01 22:30:00+00:00' }),
      CONTEXT,
    );
    expect(row.date_purchased).toBe('2026-07-02T00:30:00+02:00');
  });

  it('rounds float noise to cents', () => {
    const row = toDiscountOrder(upstreamOrder({ value_wt: 0.1 + 0.2 }), CONTEXT);
    expect(row.value_wt).toBe(0.3);
  });

  it('refuses an unreadable upstream timestamp as an upstream fault (502)', () => {
    expect(() => toDiscountOrder(upstreamOrder({ date_purchased: 'yesterday' }), CONTEXT)).toThrow(
      expect.objectContaining({ status: 502 }) as Error,
    );
  });

  it('toOrder adds location_id and is_paid', () => {
    const row = orderSchema.parse(
      toOrder(upstreamOrder({ location_id: null, is_paid: false }), CONTEXT),
    );
    expect(row.location_id).toBeNull();
    expect(row.is_paid).toBe(false);
  });
});

describe('customer fields', () => {
  it('prefers the relation, then the billing name, then the billing contact', () => {
    expect(customerNameOf(upstreamOrder())).toBe('Jansen BV');
    expect(customerNameOf(upstreamOrder({ relation_data: null }))).toBe('J. Jansen');
    const noBillingName = upstreamOrder({
      relation_data: null,
      billing_address: { name: ' ', contact_set: { name: 'Piet', email: 'p@x.nl' } },
    });
    expect(customerNameOf(noBillingName)).toBe('Piet');
  });

  it('is empty when nothing is known', () => {
    const walkIn = upstreamOrder({ relation_data: null, billing_address: null });
    expect(customerNameOf(walkIn)).toBe('');
    expect(customerEmailOf(walkIn)).toBe('');
  });
});

describe('backofficeUrl', () => {
  it('fills both placeholders, URL-encoded', () => {
    expect(backofficeUrl('http://127.0.0.1:9/{account}/order/{id}', 'a b/c', 7)).toBe(
      'http://127.0.0.1:9/a%20b%2Fc/order/7',
    );
  });
});
