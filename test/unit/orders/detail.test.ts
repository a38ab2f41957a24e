import { describe, expect, it } from 'vitest';
import { orderDetailSchema } from '../../../shared/api/orders.js';
import { toOrderDetail } from '../../../electron/service/domain/orders/detail.js';
import type { PaymentRow } from '../../../electron/upstream/wire.js';
import { CONTEXT, upstreamOrder } from './fixtures.js';

const payment: PaymentRow = {
  id: 9001,
  order_id: 5001,
  shop_id: 11,
  amount: 100,
  currency_iso3: 'EUR',
  status: 'paid',
  date_paid: '2026-03-01 00:31:00+01:00',
  provider_method: {
    id: 4,
    title: 'Pinnen',
    provider_method_type_id: 2,
    provider_method_type: { alias: 'Pin' },
  },
};

describe('toOrderDetail', () => {
  it('maps lines, taxes and payments to the clean shapes', () => {
    const detail = orderDetailSchema.parse(toOrderDetail(upstreamOrder(), [payment], CONTEXT));
    expect(detail.date_updated).toBe('2026-03-01T00:31:15+01:00');
    expect(detail.lines).toEqual([
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
        tax_rate_id: 1,
        vat_percent: 21,
        is_turnover: true,
        non_turnover_kind: null,
      },
    ]);
    expect(detail.taxes).toEqual([
      { tax_rate_id: 1, vat_percent: 21, net: 82.64, vat: 17.36, gross: 100 },
    ]);
    expect(detail.payments).toEqual([
      {
        id: 9001,
        amount: 100,
        currency: 'EUR',
        status: 'paid',
        date_paid: '2026-03-01T00:31:00+01:00',
        method: { id: 4, title: 'Pinnen', type_alias: 'Pin' },
      },
    ]);
  });
});
