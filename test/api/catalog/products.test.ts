import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productPricesResponseSchema,
  productsResponseSchema,
  type Product,
  type ProductPrice,
} from '../../../shared/api/catalog.js';
import { errorBodySchema } from '../../../shared/api/error-body.js';
import { STRICT_PUBLIC, startTestService, type TestService } from '../harness.js';
import {
  expectedStock,
  isCatalogRow,
  matchesSearch,
  rawUpstream,
  type RawPrice,
  type RawProduct,
  type RawUpstream,
} from './raw-upstream.js';
import { expectError } from '../expect-error.js';

let test: TestService;
let token: string;
let raw: RawUpstream;
/** The catalog's rows: simple products and variants (configurable parents left out). */
let rawProducts: RawProduct[];

beforeAll(async () => {
  test = await startTestService();
  token = await test.login('manager');
  raw = await rawUpstream(test);
  rawProducts = (await raw.products()).filter(isCatalogRow);
});
afterAll(() => test.close());

/** The mapping docs/upstream.md describes, written out independently of the service's code. */
const expectedProduct = (row: RawProduct): Product => ({
  id: row.flat_product.product.id,
  sku: row.flat_product.product.sku,
  title: row.flat_product.title,
  type: row.flat_product.product.type,
  product_group_id: row.flat_product.product.product_group_id ?? null,
  stock: expectedStock(row),
  stock_unlimited: row.flat_product.product.product_stock.unlimited,
  shop_product_id: row.id,
});

type PriceObject = Omit<RawPrice, 'from_qty'> & { from_qty?: number | null };

const expectedPrice = (row: PriceObject): ProductPrice => ({
  id: row.id,
  product_id: row.product_id,
  product_price_type_id: row.product_price_type_id,
  is_sale_price: row.product_price_type_id === 1,
  ppu: row.ppu,
  ppu_wt: row.ppu_wt,
  tax_rate_id: row.tax_rate_id,
  currency: row.currency_iso3,
  from_qty: row.from_qty ?? null,
});

/**
 * The price rows the service should list: the price call's rows, or, where the platform has
 * no price call (strict-public), the price objects embedded in each product, once each.
 */
async function expectedPrices(ids: number[]): Promise<ProductPrice[]> {
  const objects: PriceObject[] = STRICT_PUBLIC
    ? (await raw.products())
        .filter((row) => ids.includes(row.flat_product.product.id))
        .flatMap((row) =>
          [row.product_default_price, row.product_price, row.product_emballage_price].filter(
            (price): price is NonNullable<typeof price> => price !== null && price !== undefined,
          ),
        )
        .filter((price, index, all) => all.findIndex((other) => other.id === price.id) === index)
    : await raw.prices(ids);
  return objects.map(expectedPrice).sort((a, b) => a.product_id - b.product_id || a.id - b.id);
}

async function expectBadRequest(path: string, parameter: string): Promise<void> {
  const body = expectError(await test.get(path, token), 400, parameter);
  // Its own code and the parameter it names, for a client to word it (issue 58).
  expect(body.error).toBe('Bad Request');
  expect(body.code).toMatch(/^(invalid|missing|unknown|repeated)_field$/);
  expect(body.params?.field).toBe(parameter);
}

const products = async (query: string) => {
  const answer = await test.get(`/api/products${query}`, token);
  expect(answer.status, answer.text).toBe(200);
  return productsResponseSchema.parse(answer.json);
};

const prices = async (query: string) => {
  const answer = await test.get(`/api/product-prices${query}`, token);
  expect(answer.status, answer.text).toBe(200);
  return productPricesResponseSchema.parse(answer.json);
};

describe('GET /api/products', () => {
  it('answers the first page of the whole catalog with the defaults echoed', async () => {
    const body = await products('');
    // 400 demo products, of which every 20th is a configurable parent.
    expect(rawProducts.length).toBe(380);
    expect(body).toMatchObject({ q: '', start: 0, limit: 100, count: 100, total: 380 });
    expect(body.data).toEqual(rawProducts.slice(0, 100).map(expectedProduct));
  });

  it('maps the inner product id, not the shop product id', async () => {
    const body = await products('?limit=1');
    const [first] = body.data;
    const [row] = rawProducts;
    expect(first?.id).toBe(row?.flat_product.product.id);
    expect(first?.shop_product_id).toBe(row?.id);
    expect(first?.id).not.toBe(first?.shop_product_id);
  });

  it('lets the paging loop see every product exactly once', async () => {
    const seen: Product[] = [];
    let start = 0;
    let total = Infinity;
    while (start < total) {
      const body = await products(`?start=${start}&limit=200`);
      expect(body.limit).toBe(200);
      seen.push(...body.data);
      start += body.count;
      total = body.total;
    }
    expect(seen).toEqual(rawProducts.map(expectedProduct));
  });

  it('cuts a limit above 200 to 200 and echoes it', async () => {
    const body = await products('?limit=99999&start=150');
    expect(body).toMatchObject({ start: 150, limit: 200, count: 200, total: 380 });
    const beyond = await products('?start=370&limit=50');
    expect(beyond).toMatchObject({ start: 370, count: 10, total: 380 });
    const past = await products('?start=5000');
    expect(past).toMatchObject({ start: 5000, count: 0, total: 380, data: [] });
  });

  it('searches like the upstream: every term in sku or title, case-insensitive', async () => {
    const sample = rawProducts[41];
    const word = sample?.flat_product.title.split(' ')[1] ?? '';
    for (const q of [
      word,
      word.toUpperCase(),
      `${word} ${sample?.flat_product.title.split(' ')[2] ?? ''}`,
    ]) {
      const expected = rawProducts.filter((row) => matchesSearch(row, q));
      expect(expected.length).toBeGreaterThan(0);
      const body = await products(`?q=${encodeURIComponent(q)}&limit=200`);
      expect(body.q).toBe(q);
      expect(body.total).toBe(expected.length);
      expect(body.data).toEqual(expected.slice(0, 200).map(expectedProduct));
    }
    const bySku = await products(
      `?q=${encodeURIComponent(sample?.flat_product.product.sku ?? '')}`,
    );
    expect(bySku.data.map((row) => row.id)).toEqual([sample?.flat_product.product.id]);
  });

  it('treats an empty or all-space q as the whole catalog, and echoes it', async () => {
    expect(await products('?q=')).toMatchObject({ q: '', total: 380 });
    expect(await products('?q=%20%20%20')).toMatchObject({ q: '   ', total: 380 });
  });

  it('finds markup characters literally and answers unicode and no-match searches', async () => {
    const markup = await products(`?q=${encodeURIComponent('"Rock & Roll" <limited>')}`);
    expect(markup.data.map((row) => row.title)).toEqual(['T-shirt "Rock & Roll" <limited>']);
    for (const q of ['café ☕ 𝄞', 'ÄÖÜ', '%', "'; DROP TABLE products; --"]) {
      const body = await products(`?q=${encodeURIComponent(q)}`);
      expect(body).toMatchObject({ q, count: 0, total: 0, data: [] });
    }
  });

  it('rejects bad parameters with a 400 naming them', async () => {
    await expectBadRequest('/api/products?limit=abc', 'limit');
    await expectBadRequest('/api/products?limit=0', 'limit');
    await expectBadRequest('/api/products?limit=-1', 'limit');
    await expectBadRequest('/api/products?limit=1.5', 'limit');
    await expectBadRequest('/api/products?start=-5', 'start');
    await expectBadRequest('/api/products?start=abc', 'start');
    await expectBadRequest('/api/products?start=99999999999999999999', 'start');
    await expectBadRequest('/api/products?q=a&q=b', 'q');
    await expectBadRequest('/api/products?limit=5&limit=6', 'limit');
    await expectBadRequest(`/api/products?q=${'x'.repeat(201)}`, 'q');
    await expectBadRequest('/api/products?search=koffie', 'search');
  });

  it('needs a valid token', async () => {
    const none = await test.get('/api/products');
    expect(none.status).toBe(401);
    expect(errorBodySchema.parse(none.json).hint).toContain('/api/auth/login');
    const wrong = await test.get('/api/products', 'x'.repeat(43));
    expect(wrong.status).toBe(401);
  });

  it('shows each account its own catalog', async () => {
    const other = await test.login('otherAccount');
    const answer = await test.get('/api/products?limit=200', other);
    const body = productsResponseSchema.parse(answer.json);
    const ours = new Set(rawProducts.map((row) => row.flat_product.product.id));
    expect(body.count).toBeGreaterThan(0);
    expect(body.data.filter((row) => ours.has(row.id))).toEqual([]);
  });
});

describe('GET /api/product-prices', () => {
  const idsOf = (rows: RawProduct[]) => rows.map((row) => row.flat_product.product.id);

  it('lists every price row of the given products, ordered by product then row', async () => {
    const ids = idsOf(rawProducts.slice(0, 12));
    const expected = await expectedPrices(ids);
    const body = await prices(`?product_ids=${ids.join(',')}`);
    expect(body).toMatchObject({ start: 0, limit: 100, total: expected.length });
    expect(body.data).toEqual(expected);
    // The demo covers every case in the first twelve products: discount and deposit prices
    // everywhere; tiers and cost rows only where the platform has its price call.
    const types = new Set(body.data.map((row) => row.product_price_type_id));
    expect(types).toEqual(new Set(STRICT_PUBLIC ? [1, 6, 9] : [1, 2, 3, 6, 9]));
    expect(body.data.some((row) => row.is_sale_price && row.from_qty !== null)).toBe(
      !STRICT_PUBLIC,
    );
    const neverPriced = ids.find(
      (id) => !body.data.some((row) => row.product_id === id && row.is_sale_price),
    );
    expect(neverPriced).toBeDefined();
  });

  it('trims tokens, collapses duplicates and pages with start/limit', async () => {
    const ids = idsOf(rawProducts.slice(20, 30));
    const all = await prices(`?product_ids=${ids.join(',')}&limit=500`);
    const spaced = await prices(
      `?product_ids=${encodeURIComponent(` ${ids.join(' , ')} ,${String(ids[0])}`)}&limit=500`,
    );
    expect(spaced.data).toEqual(all.data);
    const paged: ProductPrice[] = [];
    let start = 0;
    let total = Infinity;
    while (start < total) {
      const body = await prices(`?product_ids=${ids.join(',')}&start=${start}&limit=4`);
      paged.push(...body.data);
      start += body.count;
      total = body.total;
    }
    expect(paged).toEqual(all.data);
  });

  it('accepts 200 ids, cuts the limit to 500 and echoes it', async () => {
    const ids = idsOf(rawProducts.slice(0, 200));
    const body = await prices(`?product_ids=${ids.join(',')}&limit=99999`);
    const expected = await expectedPrices(ids);
    expect(body).toMatchObject({ limit: 500, total: expected.length });
    expect(body.count).toBe(Math.min(500, expected.length));
  });

  it('rejects a missing or malformed product_ids with a 400 naming it', async () => {
    const tooMany = Array.from({ length: 201 }, (_, index) => index + 1).join(',');
    for (const query of [
      '',
      '?product_ids=',
      '?product_ids=%20',
      '?product_ids=,',
      '?product_ids=1,,2',
      '?product_ids=1,',
      '?product_ids=abc',
      '?product_ids=12abc',
      '?product_ids=1.5',
      '?product_ids=-1',
      '?product_ids=0',
      '?product_ids=%E2%98%95',
      '?product_ids=99999999999999999999',
      `?product_ids=${tooMany}`,
      '?product_ids=1&product_ids=2',
    ]) {
      await expectBadRequest(`/api/product-prices${query}`, 'product_ids');
    }
    await expectBadRequest('/api/product-prices?product_ids=1&limit=0', 'limit');
    await expectBadRequest('/api/product-prices?product_ids=1&start=-5', 'start');
    await expectBadRequest('/api/product-prices?product_ids=1&product_id=2', 'product_id');
  });

  it("gives nothing for ids of another account's products", async () => {
    const other = await rawUpstream(test, 'otherAccount');
    const theirIds = idsOf((await other.products()).slice(0, 5));
    expect((await other.products()).slice(0, 5).some((row) => row.product_default_price)).toBe(
      true,
    );
    const body = await prices(`?product_ids=${theirIds.join(',')}`);
    expect(body).toMatchObject({ count: 0, total: 0, data: [] });
  });

  it('needs a valid token', async () => {
    expect((await test.get('/api/product-prices?product_ids=1')).status).toBe(401);
  });
});
