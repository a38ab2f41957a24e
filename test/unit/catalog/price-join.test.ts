import { describe, expect, it } from 'vitest';
import type { Product, ProductPrice } from '../../../shared/api/catalog.js';
import {
  baseSaleRowsByProduct,
  buildPriceList,
  isBaseSaleRow,
  pickBaseSaleRow,
  type ProductCosts,
} from '../../../electron/service/domain/catalog/price-join.js';
import { PriceListJoin } from '../../../electron/service/domain/catalog/price-list-join.js';
import {
  embeddedPricesOf,
  toProduct,
  toProductPrice,
} from '../../../electron/service/data/platform/product-rows.js';
import type { EmbeddedPrice, ShopProductRow } from '../../../electron/upstream/wire.js';

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
        cost_price: null,
        cost_source: null,
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
        cost_price: null,
        cost_source: null,
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

describe('PriceListJoin', () => {
  const taxRates = [
    { id: 1, name: '21%', value: 21, country_iso2: 'NL', alias: 'standard' },
    { id: 2, name: '9%', value: 9, country_iso2: 'NL', alias: 'reduced' },
  ];
  const groups = [{ id: 10, name: 'Koffie', code: '8010' }];
  const embedded = (
    id: number,
    productId: number,
    type: number,
    ppu: number,
    ppuWt: number,
  ): EmbeddedPrice => ({
    id,
    product_id: productId,
    product_price_type_id: type,
    ppu,
    ppu_wt: ppuWt,
    tax_rate_id: type === 1 ? (productId % 3 === 0 ? 99 : (productId % 2) + 1) : 1,
  });
  const shopProduct = (
    productId: number,
    prices: Partial<
      Record<'product_default_price' | 'product_price' | 'product_emballage_price', EmbeddedPrice>
    >,
    extra: { group?: number | null; stock?: boolean } = {},
  ): ShopProductRow => ({
    id: productId + 5000,
    product_id: productId,
    date_updated: '2026-11-05 07:34:00+01:00',
    orderable_stock_value: productId % 4 === 0 ? null : productId,
    ...prices,
    flat_product: {
      title: `Product ${productId}`,
      product: {
        id: productId,
        sku: `SKU-${productId}`,
        type: 'simple',
        product_group_id: extra.group === undefined ? 10 : extra.group,
        ...(extra.stock === false
          ? {}
          : { product_stock: { value: 7, unlimited: productId % 5 === 0 } }),
      },
    },
  });
  /** What the join gave before it joined a row from its own prices: buildPriceList per page. */
  const byBuildPriceList = (pages: ShopProductRow[][], costs?: ProductCosts) => {
    const listed = new Set<number>();
    return pages.map((page) => {
      const first = page.filter((row) => {
        const id = row.flat_product.product.id;
        if (listed.has(id)) return false;
        listed.add(id);
        return true;
      });
      return buildPriceList({
        products: first.map(toProduct),
        prices: first.flatMap(embeddedPricesOf).map(toProductPrice),
        taxRates,
        groups,
        costs,
      });
    });
  };
  const regular = embedded(30, 3, 1, 8.2645, 10);
  const pages: ShopProductRow[][] = [
    [
      shopProduct(1, { product_default_price: embedded(11, 1, 1, 8.26, 9.99) }),
      // A discount running: the current price is another object than the regular one.
      shopProduct(2, {
        product_default_price: embedded(21, 2, 1, 8.26, 9.99),
        product_price: embedded(22, 2, 6, 6.6, 7.99),
        product_emballage_price: embedded(23, 2, 9, 0.15, 0.15),
      }),
      // The regular price is the current one too (the same id twice); a rate of no country.
      shopProduct(3, { product_default_price: regular, product_price: { ...regular } }),
      // Never priced; no group; no stock object.
      shopProduct(4, {}, { group: null, stock: false }),
      // Two regular prices: the lower id wins, whichever field holds it.
      shopProduct(5, {
        product_default_price: embedded(52, 5, 1, 4, 4.84),
        product_price: embedded(51, 5, 1, 3.1234, 3.78),
      }),
      // A product listed twice in a page: once, with the first row's prices.
      shopProduct(1, { product_default_price: embedded(12, 1, 1, 1, 1.21) }),
    ],
    // Listed on an earlier page: left out; a group that is not one of the groups.
    [
      shopProduct(2, { product_default_price: embedded(24, 2, 1, 1, 1.21) }),
      shopProduct(6, { product_default_price: embedded(61, 6, 1, 0.12345, 0.149) }, { group: 77 }),
    ],
  ];

  it('gives what buildPriceList gives, page by page, a product listed once', () => {
    const join = new PriceListJoin({ taxRates, groups, neverPriced: false });
    const joined = pages.map((page) => join.rows(page));
    expect(joined).toEqual(byBuildPriceList(pages));
    // The same text: the fields in the same order.
    expect(JSON.stringify(joined)).toBe(JSON.stringify(byBuildPriceList(pages)));
    expect(joined.flat().map((row) => row.product_id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(joined[0]?.[1]).toMatchObject({ discount_ppu_wt: 7.99, deposit_ppu_wt: 0.15 });
    expect(joined[0]?.[4]).toMatchObject({ ppu: 3.1234, ppu_wt: 3.78 });
    expect(joined[1]?.[0]).toMatchObject({ ppu: 0.1235, product_group_code: null });
  });

  it('gives a product its cost price where one is given, as buildPriceList does', () => {
    const costs: ProductCosts = new Map([
      [2, { cost_price: 3.1234, cost_source: 'purchase_price' }],
      [6, { cost_price: 0.05, cost_source: 'last_sale' }],
    ]);
    const join = new PriceListJoin({ taxRates, groups, neverPriced: false, costs });
    const joined = pages.map((page) => join.rows(page));
    expect(JSON.stringify(joined)).toBe(JSON.stringify(byBuildPriceList(pages, costs)));
    expect(joined.flat().map((row) => [row.product_id, row.cost_price, row.cost_source])).toEqual([
      [1, null, null],
      [2, 3.1234, 'purchase_price'],
      [3, null, null],
      [4, null, null],
      [5, null, null],
      [6, 0.05, 'last_sale'],
    ]);
  });

  it('keeps only the never-priced products when asked, and lists again after a restart', () => {
    const join = new PriceListJoin({ taxRates, groups, neverPriced: true });
    expect(pages.flatMap((page) => join.rows(page)).map((row) => row.product_id)).toEqual([4]);
    join.restart();
    expect(join.rows(pages[0] ?? []).map((row) => row.product_id)).toEqual([4]);
  });

  it('matches a price to the product it names across the page when a row carries another’s', () => {
    // Row 8 embeds product 9's deposit: buildPriceList gives it to product 9.
    const page = [
      shopProduct(8, {
        product_default_price: embedded(81, 8, 1, 2, 2.42),
        product_emballage_price: embedded(91, 9, 9, 0.25, 0.25),
      }),
      shopProduct(9, { product_default_price: embedded(92, 9, 1, 1, 1.21) }),
    ];
    const join = new PriceListJoin({ taxRates, groups, neverPriced: false });
    const [rows] = [join.rows(page)];
    expect(rows).toEqual(byBuildPriceList([page])[0]);
    expect(rows.map((row) => row.deposit_ppu_wt)).toEqual([null, 0.25]);
  });
});
