/**
 * Product sales (sales-figures/product-sales-totals.ts, product-sales/rows.ts) and slow movers'
 * pure parts (product-sales/slow-movers.ts): a sale on its day, a refund on the day it was paid
 * back, a till return, cost given back, the margin withheld where a line has no cost price,
 * and the products' sums equal to the report's for the same rows, whole or a page at a time.
 */
import { describe, expect, it } from 'vitest';
import { computeFinancialReport } from '../../../electron/service/domain/financial-report/financial-report.js';
import { ProductSalesTotals } from '../../../electron/service/domain/sales-figures/product-sales-totals.js';
import {
  productSalesTotals,
  toProductSalesRow,
} from '../../../electron/service/domain/product-sales/rows.js';
import {
  addLastSales,
  slowMoversWindow,
  toSlowMover,
} from '../../../electron/service/domain/product-sales/slow-movers.js';
import { costPricesOf } from '../../../electron/service/data/platform/cost-prices.js';
import { parseAmount } from '../../../shared/money.js';
import { day, line, order, payment, reportInput, SHOPS } from './fixtures.js';

const FEB_10 = '2026-02-10 12:00:00+01:00';

/** Product 7: 2 × € 25.00 excl. (cost € 10.1234 each), one refunded and paid back Feb 12. */
const partly = order({
  shop_id: 12,
  date_purchased: FEB_10,
  value_wt: 28.63,
  refunded_price_wt: 30.25,
  order_items: [
    line({
      product_id: 7,
      sku: 'SEVEN',
      name: 'Seven',
      product_group_id: 301,
      quantity: 2,
      refunded_quantity: 1,
      price: 50,
      price_wt: 60.5,
      cost_ppu: 10.1234,
    }),
    line({ product_id: 8, product_group_id: 302, price: 3, price_wt: 3.63 }),
  ],
});
/** A till return of product 7 on Feb 11: one piece back, its cost given back. */
const tillReturn = order({
  shop_id: 11,
  date_purchased: '2026-02-11 15:00:00+01:00',
  value_wt: -30.25,
  order_items: [
    line({
      product_id: 7,
      sku: 'SEVEN',
      name: 'Seven renamed',
      product_group_id: 301,
      quantity: -1,
      price: -25,
      price_wt: -30.25,
      cost_ppu: 10.1234,
    }),
  ],
});
const orders = [partly, tillReturn];
const payments = [
  payment(partly, 60.5 + 3.63, 'Web'),
  payment(partly, -30.25, 'Web', { status: 'refunded', date_paid: '2026-02-12 09:30:00+01:00' }),
  payment(tillReturn, -30.25, 'Pin'),
];

function productsOf(from: string, to: string, pages = [orders], productGroupId?: number) {
  const totals = new ProductSalesTotals(
    { from: day(from), to: day(to), locationId: null, shops: SHOPS },
    { productGroupId },
  );
  for (const page of pages) {
    const ids = new Set(page.map((entry) => entry.id));
    totals.addOrders(
      page,
      payments.filter((entry) => ids.has(entry.order_id)),
    );
  }
  return totals.products;
}

const groupName = (id: number | null) => (id === null ? null : `Groep ${id}`);

/** One product's figures; a product the orders do not name fails the test here. */
function productOf(products: ReturnType<typeof productsOf>, id: number) {
  const figures = products.get(id);
  if (!figures) throw new Error(`no figures for product ${id}`);
  return figures;
}

describe('product sales', () => {
  it('counts the sale on its day, the till return on its day, the refund when paid back', () => {
    const sale = toProductSalesRow(productOf(productsOf('2026-02-10', '2026-02-10'), 7), groupName);
    expect(sale).toMatchObject({
      sku: 'SEVEN',
      title: 'Seven',
      product_group_name: 'Groep 301',
      quantity_sold: 2,
      quantity_returned: 0,
      turnover: 50,
      turnover_wt: 60.5,
      // 2 × 10.1234 = 20.2468
      cost_of_goods: 20.25,
      lines_without_cost_price: 0,
      margin: 29.75,
      margin_percentage: 59.51,
      margin_unknown: null,
    });
    const all = toProductSalesRow(productOf(productsOf('2026-02-10', '2026-02-12'), 7), groupName);
    expect(all).toMatchObject({
      quantity_sold: 2,
      quantity_returned: 2,
      turnover: 0,
      turnover_wt: 0,
      cost_of_goods: 0,
      margin: 0,
      margin_percentage: null,
    });
    const refundDay = toProductSalesRow(
      productOf(productsOf('2026-02-12', '2026-02-12'), 7),
      groupName,
    );
    expect(refundDay).toMatchObject({ quantity_sold: 0, quantity_returned: 1, turnover: -25 });
  });

  it('withholds the margin where a line has no cost price', () => {
    const products = productsOf('2026-02-10', '2026-02-10');
    expect(toProductSalesRow(productOf(products, 8), groupName)).toMatchObject({
      cost_of_goods: 0,
      lines_without_cost_price: 1,
      margin: null,
      margin_percentage: null,
      margin_unknown: 'lines_without_cost_price',
    });
    expect(productSalesTotals(products.values())).toMatchObject({
      turnover: 53,
      cost_of_goods: 20.25,
      lines_without_cost_price: 1,
      margin: null,
      margin_unknown: 'lines_without_cost_price',
    });
  });

  it("adds up to the report's turnover and cost, whole or a page at a time", () => {
    const ranges: [string, string][] = [
      ['2026-02-10', '2026-02-12'],
      ['2026-02-11', '2026-02-12'],
    ];
    for (const [from, to] of ranges) {
      const report = computeFinancialReport(
        reportInput({ from: day(from), to: day(to), orders, payments }),
      );
      for (const pages of [[orders], [[partly], [tillReturn]]]) {
        const totals = productSalesTotals(productsOf(from, to, pages).values());
        expect(totals).toMatchObject({
          turnover: report.turnover_by_group.total.turnover,
          turnover_wt: report.turnover_by_group.total.turnover_wt,
          cost_of_goods: report.revenue.total_cost_of_goods_sold,
          lines_without_cost_price: report.revenue.lines_without_cost_price,
        });
      }
    }
  });

  it("a group's lines only, and the newest sale names the product", () => {
    const products = productsOf('2026-02-10', '2026-02-12', [orders], 302);
    expect([...products.keys()]).toEqual([8]);
    const seven = productOf(productsOf('2026-02-10', '2026-02-11'), 7);
    // The till return's name is a return's, not a sale's: the sale still names it.
    expect(seven.title).toBe('Seven');
    expect(seven.lastSoldOn).toBe('2026-02-10');
  });
});

describe('slow movers', () => {
  it('a window of N days ends today, Amsterdam time, and looks a year back', () => {
    // 2026-03-29 00:30 in Amsterdam is still 2026-03-28 in UTC.
    const window = slowMoversWindow(90, Date.parse('2026-03-28T23:30:00Z'));
    expect(window).toEqual({
      days: 90,
      to: '2026-03-29',
      since: '2025-12-30',
      lookBackFrom: '2025-03-30',
    });
  });

  it("keeps each product's last sale day, of sale lines only", () => {
    const lastSold = new Map<number, string>();
    const rules = {
      from: day('2026-02-01'),
      to: day('2026-02-28'),
      locationId: null,
      shops: SHOPS,
    };
    addLastSales(lastSold as Map<number, never>, orders, rules);
    expect(Object.fromEntries(lastSold)).toEqual({ 7: '2026-02-10', 8: '2026-02-10' });
  });

  it('values stock at the base cost row, and says why where it cannot', () => {
    const costs = costPricesOf([
      {
        id: 1,
        product_id: 5,
        product_price_type_id: 1,
        ppu: 9,
        ppu_wt: 10.89,
        tax_rate_id: 1,
        from_qty: null,
      },
      {
        id: 2,
        product_id: 5,
        product_price_type_id: 3,
        ppu: 4.1235,
        ppu_wt: 4.99,
        tax_rate_id: 1,
        from_qty: null,
      },
      {
        id: 3,
        product_id: 6,
        product_price_type_id: 3,
        ppu: 2,
        ppu_wt: 2.42,
        tax_rate_id: 1,
        from_qty: 10,
      },
    ]);
    expect([...costs]).toEqual([[5, parseAmount(4.1235)]]);
    const product = {
      id: 5,
      sku: 'FIVE',
      title: 'Five',
      type: 'simple',
      product_group_id: null,
      stock: 3,
      stock_unlimited: false,
      shop_product_id: 50,
    };
    expect(
      toSlowMover(product, null, { price: costs.get(5) ?? null, rowsOffered: true }, groupName),
    ).toMatchObject({ cost_price: 4.1235, stock_value: 12.37, cost_unknown: null });
    expect(
      toSlowMover(product, day('2025-12-01'), { price: null, rowsOffered: true }, groupName),
    ).toMatchObject({
      stock_value: null,
      cost_unknown: 'no_cost_price',
      last_sold_on: '2025-12-01',
    });
    expect(
      toSlowMover(product, null, { price: null, rowsOffered: false }, groupName),
    ).toMatchObject({
      stock_value: null,
      cost_unknown: 'no_cost_rows',
    });
  });
});
