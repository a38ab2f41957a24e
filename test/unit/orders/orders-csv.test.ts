import { describe, expect, it } from 'vitest';
import { dialectFor, formatRow } from '../../../shared/csv.js';
import {
  csvDateTime,
  discountOrderCsvRows,
  orderCsvRows,
} from '../../../electron/service/orders/orders-csv.js';
import { toDiscountOrder, toOrder } from '../../../electron/service/orders/rows.js';
import type { ShopRow } from '../../../electron/upstream/wire.js';
import { CONTEXT, upstreamOrder } from './fixtures.js';

const shops: ShopRow[] = [
  {
    id: 11,
    name: 'Winkel Utrecht',
    alias: 'utrecht',
    shop_type: { alias: 'Pos' },
    location_id: 101,
    published: true,
  },
];

describe('order CSV rows', () => {
  it('writes one line per order with the shop name and exact money', () => {
    const [row] = [...discountOrderCsvRows([toDiscountOrder(upstreamOrder(), CONTEXT)], shops)];
    expect(formatRow(row ?? [], dialectFor(';'))).toBe(
      'D-5001;2026-03-01 00:30:00;complete;Winkel Utrecht;Jansen BV;jan@example.nl;100,00;82,64;10,00;8,26;' +
        'https://demo.storekeepercloud.com/#order/details/5001\r\n',
    );
  });

  it('adds the paid column for the order list and falls back to the shop id', () => {
    const order = toOrder(upstreamOrder({ shop_id: 99, is_paid: false }), CONTEXT);
    const [row] = [...orderCsvRows([order], shops)];
    expect(row?.slice(3, 7)).toEqual(['99', 'Jansen BV', 'jan@example.nl', 'no']);
  });

  it('neutralises a customer name that a spreadsheet would evaluate', () => {
    const order = toDiscountOrder(
      upstreamOrder({ relation_data: { id: 1, name: '=HYPERLINK("x")' } }),
      CONTEXT,
    );
    const [row] = [...discountOrderCsvRows([order], shops)];
    expect(formatRow(row ?? [], dialectFor(','))).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('writes the local wall-clock time', () => {
    expect(csvDateTime('2026-10-25T02:30:00+01:00')).toBe('2026-10-25 02:30:00');
  });
});
