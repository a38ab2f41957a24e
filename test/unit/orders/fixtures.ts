/** A realistic upstream order to vary per test. */
import type { OrderRow } from '../../../electron/upstream/wire.js';

export function upstreamOrder(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id: 5001,
    number: 'D-5001',
    shop_id: 11,
    location_id: 101,
    status: 'complete',
    is_paid: true,
    date_purchased: '2026-03-01 00:30:00+01:00',
    date_updated: '2026-03-01 00:31:15+01:00',
    currency_iso3: 'EUR',
    value: 82.64,
    value_wt: 100,
    discount_value: 8.26,
    discount_value_wt: 10,
    refunded_price_wt: 0,
    relation_data: { id: 77, name: 'Jansen BV' },
    billing_address: {
      name: 'J. Jansen',
      contact_set: { name: 'Jan Jansen', email: 'jan@example.nl' },
    },
    order_items: [
      {
        id: 1,
        sku: 'SKU-1',
        name: 'Koffiebonen 1kg',
        product_id: 2001,
        product_group_id: 301,
        quantity: 2,
        refunded_quantity: 0,
        ppu: 41.3223,
        ppu_wt: 50,
        price: 82.64,
        price_wt: 100,
        tax: 0.21,
        tax_rate_id: 1,
        cost_ppu: 20,
        is_turnover: true,
        non_turnover_kind: null,
      },
    ],
    order_taxes: [{ tax_rate_id: 1, tax: 0.21, row_total: 82.64, row_total_wt: 100, value: 17.36 }],
    ...overrides,
  };
}

export const CONTEXT = {
  account: 'demo',
  backofficeUrlTemplate: 'https://{account}.storekeepercloud.com/#order/details/{id}',
};
