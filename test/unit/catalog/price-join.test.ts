import { describe, expect, it } from 'vitest';
import type { Product, ProductPrice } from '../../../shared/api/catalog.js';
import {
  baseSaleRowsByProduct,
  buildPriceList,
  isBaseSaleRow,
  pickBaseSaleRow,
} from '../../../electron/service/domain/catalog/price-join.js';

let nextId = 1;
const price = (overrides: Partial<ProductPrice> & { product_id: number }): ProductPrice => ({
  id: nextId++,
  product_price_type_id: 1,
  is_sale_price: true,
  ppu: 10,
  ppu_wt: 12.1,
  tax_rate_id: 1,
  currency: 'EUR',
  from_qty: null,
  ...overrides,
});

const product = (id: number, overrides: Partial<Product> = {}): Product => ({
  id,
  sku: `SKU-${id}`,
  title: `Product ${id}`,
  type: 'simple',
  product_group_id: 10,
  stock: 3,
  stock_unlimited: false,
  shop_product_id: id + 5000,
  ...overrides,
});

describe('isBaseSaleRow', () => {
  it('accepts a sale row without a threshold or with a threshold of at most 1', () => {
    expect(isBaseSaleRow(price({ product_id: 1 }))).toBe(true);
    expect(isBaseSaleRow(price({ product_id: 1, from_qty: 1 }))).toBe(true);
    expect(isBaseSaleRow(price({ product_id: 1, from_qty: 0.5 }))).toBe(true);
  });
  it('rejects quantity tiers and non-sale rows', () => {
    expect(isBaseSaleRow(price({ product_id: 1, from_qty: 1.5 }))).toBe(false);
    expect(isBaseSaleRow(price({ product_id: 1, from_qty: 10 }))).toBe(false);
    expect(
      isBaseSaleRow(price({ product_id: 1, product_price_type_id: 3, is_sale_price: false })),
    ).toBe(false);
  });
});

describe('pickBaseSaleRow', () => {
  it('is null for a product that was never priced (only cost and purchase rows)', () => {
    const rows = [
      price({ product_id: 1, product_price_type_id: 2, is_sale_price: false }),
      price({ product_id: 1, product_price_type_id: 3, is_sale_price: false }),
    ];
    expect(pickBaseSaleRow(rows)).toBeNull();
    expect(pickBaseSaleRow([])).toBeNull();
  });

  it('picks the base row among tiers whatever their order', () => {
    const tier10 = price({ product_id: 1, from_qty: 10, ppu: 8 });
    const base = price({ product_id: 1, from_qty: null, ppu: 10 });
    const tier5 = price({ product_id: 1, from_qty: 5, ppu: 9 });
    expect(pickBaseSaleRow([tier10, base, tier5])).toBe(base);
    expect(pickBaseSaleRow([tier5, tier10, base])).toBe(base);
  });

  it('prefers no threshold over from_qty 1, a lower threshold, then the lower id', () => {
    const one = price({ product_id: 1, from_qty: 1 });
    const none = price({ product_id: 1, from_qty: null });
    const half = price({ product_id: 1, from_qty: 0.5 });
    expect(pickBaseSaleRow([one, none])).toBe(none);
    expect(pickBaseSaleRow([one, half])).toBe(half);
    const first = price({ product_id: 1, id: 7 });
    const second = price({ product_id: 1, id: 3 });
    expect(pickBaseSaleRow([first, second])).toBe(second);
    expect(pickBaseSaleRow([second, first])).toBe(second);
  });
});

describe('baseSaleRowsByProduct', () => {
  it('keeps one base row per product in one pass', () => {
    const rows = [
      price({ product_id: 1, from_qty: 10 }),
      price({ product_id: 2, from_qty: null, ppu: 5 }),
      price({ product_id: 1, from_qty: null, ppu: 7 }),
      price({ product_id: 3, product_price_type_id: 2, is_sale_price: false }),
    ];
    const map = baseSaleRowsByProduct(rows);
    expect([...map.keys()].sort()).toEqual([1, 2]);
    expect(map.get(1)?.ppu).toBe(7);
    expect(map.get(2)?.ppu).toBe(5);
  });
});

describe('buildPriceList', () => {
  const taxRates = [
    { id: 1, name: '21%', value: 21, country_iso2: 'NL', alias: 'standard' },
    { id: 2, name: '9%', value: 9, country_iso2: 'NL', alias: 'reduced' },
  ];
  const groups = [{ id: 10, name: 'Koffie', code: '8010' }];

  it('joins products, base prices, VAT percent and turnover group; one row per product', () => {
    const rows = buildPriceList({
      products: [product(1), product(2, { product_group_id: null }), product(1), product(3)],
      prices: [
        price({ product_id: 1, ppu: 10, ppu_wt: 12.1, tax_rate_id: 1 }),
        price({ product_id: 1, ppu: 9, ppu_wt: 10.89, tax_rate_id: 1, from_qty: 6 }),
        price({ product_id: 3, ppu: 2.2936, ppu_wt: 2.5, tax_rate_id: 2 }),
      ],
      taxRates,
      groups,
    });
    expect(rows).toEqual([
      {
        product_id: 1,
        sku: 'SKU-1',
        title: 'Product 1',
        ppu_wt: 12.1,
        ppu: 10,
        vat_percent: 21,
        tax_rate_id: 1,
        discount_ppu_wt: null,
        discount_ppu: null,
        deposit_ppu_wt: null,
        stock: 3,
        stock_unlimited: false,
        product_group_id: 10,
        product_group_code: '8010',
        product_group_name: 'Koffie',
      },
      {
        product_id: 2,
        sku: 'SKU-2',
        title: 'Product 2',
        ppu_wt: null,
        ppu: null,
        vat_percent: null,
        tax_rate_id: null,
        discount_ppu_wt: null,
        discount_ppu: null,
        deposit_ppu_wt: null,
        stock: 3,
        stock_unlimited: false,
        product_group_id: null,
        product_group_code: null,
        product_group_name: null,
      },
      expect.objectContaining({ product_id: 3, ppu: 2.2936, ppu_wt: 2.5, vat_percent: 9 }),
    ]);
  });

  it('leaves vat_percent null when the rate is not one of the country', () => {
    const [row] = buildPriceList({
      products: [product(1)],
      prices: [price({ product_id: 1, tax_rate_id: 99 })],
      taxRates,
      groups,
    });
    expect(row).toMatchObject({ tax_rate_id: 99, vat_percent: null, ppu: 10 });
  });

  it('adds the discount price (type 6) and the deposit (type 9) beside the regular price', () => {
    const [row] = buildPriceList({
      products: [product(1)],
      prices: [
        price({ product_id: 1, ppu: 8.26, ppu_wt: 9.99 }),
        price({
          product_id: 1,
          product_price_type_id: 6,
          is_sale_price: false,
          ppu: 6.6,
          ppu_wt: 7.99,
        }),
        price({
          product_id: 1,
          product_price_type_id: 9,
          is_sale_price: false,
          ppu: 0.15,
          ppu_wt: 0.15,
        }),
      ],
      taxRates,
      groups,
    });
    expect(row).toMatchObject({
      ppu_wt: 9.99,
      ppu: 8.26,
      discount_ppu_wt: 7.99,
      discount_ppu: 6.6,
      deposit_ppu_wt: 0.15,
    });
  });
});
