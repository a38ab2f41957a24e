/**
 * The price list against what a user gets by hand: the spec's paging loop over products and
 * prices, over plain HTTP with fetch (exactly what curl does), joined the way the spec
 * recommends, must equal GET /api/price-list row for row; and its CSV must read back to the
 * same values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  priceListResponseSchema,
  productPricesResponseSchema,
  productsResponseSchema,
  type PriceListRow,
  type Product,
  type ProductPrice,
} from '../../../shared/api/catalog.js';
import { errorBodySchema } from '../../../shared/api/error-body.js';
import {
  taxRatesResponseSchema,
  turnoverGroupsResponseSchema,
  type TaxRate,
  type TurnoverGroup,
} from '../../../shared/api/reference.js';
import { todayLocal } from '../../../shared/dates.js';
import { parseAmount, toJsonNumber } from '../../../shared/money.js';
import { DEMO_USERS, STRICT_PUBLIC, startTestService, type TestService } from '../harness.js';
import { isCatalogRow, matchesSearch, parseCsv, rawUpstream } from './raw-upstream.js';

let test: TestService;
let token: string;

beforeAll(async () => {
  test = await startTestService();
  token = await test.login('manager');
});
afterAll(() => test.close());

/** What `curl -H "Authorization: Bearer $TOKEN" "$BASE$path"` gives, parsed. */
async function curlJson(path: string, bearer: string): Promise<unknown> {
  const response = await fetch(`${test.url}${path}`, {
    headers: { Authorization: `Bearer ${bearer}` },
  });
  expect(response.status, path).toBe(200);
  return response.json();
}

/** The spec's paging loop: start += count while start < total. */
async function drainPages<Row>(
  pathOf: (start: number) => string,
  parse: (body: unknown) => { count: number; total: number; data: Row[] },
  bearer: string,
): Promise<Row[]> {
  const rows: Row[] = [];
  let start = 0;
  let total = 1;
  while (start < total) {
    const page = parse(await curlJson(pathOf(start), bearer));
    rows.push(...page.data);
    start += page.count;
    total = page.total;
    if (page.count === 0) break;
  }
  return rows;
}

/** The client-side join, as a user would write it from the spec. */
async function priceListByHand(bearer: string, q = ''): Promise<PriceListRow[]> {
  const search = q === '' ? '' : `&q=${encodeURIComponent(q)}`;
  const taxRates = await drainPages<TaxRate>(
    (start) => `/api/tax-rates?country_iso2=NL&start=${start}&limit=1000`,
    (body) => taxRatesResponseSchema.parse(body),
    bearer,
  );
  const percentByRate = new Map(taxRates.map((rate) => [rate.id, rate.value]));
  // A platform without turnover groups answers 501 there; then no product has a group.
  const groupsAnswer = await test.get('/api/turnover-groups?limit=1000', bearer);
  const groups =
    groupsAnswer.status === 501
      ? []
      : await drainPages<TurnoverGroup>(
          (start) => `/api/turnover-groups?start=${start}&limit=1000`,
          (body) => turnoverGroupsResponseSchema.parse(body),
          bearer,
        );
  const groupById = new Map(groups.map((group) => [group.id, group]));

  const rows: PriceListRow[] = [];
  let start = 0;
  let total = 1;
  while (start < total) {
    const page = productsResponseSchema.parse(
      await curlJson(`/api/products?start=${start}&limit=200${search}`, bearer),
    );
    const ids = page.data.map((product) => product.id).join(',');
    const pagePrices =
      page.count === 0
        ? []
        : await drainPages<ProductPrice>(
            (priceStart) => `/api/product-prices?product_ids=${ids}&start=${priceStart}&limit=500`,
            (body) => productPricesResponseSchema.parse(body),
            bearer,
          );
    const baseByProduct = new Map<number, ProductPrice>();
    const otherByProduct = new Map<string, ProductPrice>();
    for (const price of pagePrices) {
      const key = `${price.product_id}:${price.product_price_type_id}`;
      const first = otherByProduct.get(key);
      if (!first || price.id < first.id) otherByProduct.set(key, price);
      if (!price.is_sale_price) continue;
      if (price.from_qty !== null && price.from_qty > 1) continue;
      const seen = baseByProduct.get(price.product_id);
      if (!seen || (seen.from_qty !== null && price.from_qty === null)) {
        baseByProduct.set(price.product_id, price);
      }
    }
    for (const product of page.data) {
      const row = joinRow(product, baseByProduct, percentByRate, groupById);
      const discount = otherByProduct.get(`${product.id}:6`);
      row.discount_ppu_wt = discount ? discount.ppu_wt : null;
      row.discount_ppu = discount ? discount.ppu : null;
      row.deposit_ppu_wt = otherByProduct.get(`${product.id}:9`)?.ppu_wt ?? null;
      rows.push(row);
    }
    start += page.count;
    total = page.total;
    if (page.count === 0) break;
  }
  return rows;
}

function joinRow(
  product: Product,
  baseByProduct: Map<number, ProductPrice>,
  percentByRate: Map<number, number>,
  groupById: Map<number, TurnoverGroup>,
): PriceListRow {
  const base = baseByProduct.get(product.id);
  const group =
    product.product_group_id === null ? undefined : groupById.get(product.product_group_id);
  return {
    product_id: product.id,
    sku: product.sku,
    title: product.title,
    ppu_wt: base ? base.ppu_wt : null,
    ppu: base ? base.ppu : null,
    vat_percent: base ? (percentByRate.get(base.tax_rate_id) ?? null) : null,
    tax_rate_id: base ? base.tax_rate_id : null,
    discount_ppu_wt: null,
    discount_ppu: null,
    deposit_ppu_wt: null,
    cost_price: null,
    cost_source: null,
    stock: product.stock,
    stock_unlimited: product.stock_unlimited,
    product_group_id: product.product_group_id,
    product_group_code: group ? group.code : null,
    product_group_name: group ? group.name : null,
  };
}

const priceList = async (query = '', bearer = token) => {
  const answer = await test.get(`/api/price-list${query}`, bearer);
  expect(answer.status, answer.text).toBe(200);
  return priceListResponseSchema.parse(answer.json);
};

describe('GET /api/price-list equals the spec’s paging loop and join', () => {
  it('for a user who logs in over HTTP and pages through products and prices', async () => {
    const login = await fetch(`${test.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO_USERS.manager),
    });
    expect(login.status).toBe(200);
    const { token: userToken } = (await login.json()) as { token: string };

    const byHand = await priceListByHand(userToken);
    const served = await priceList('', userToken);
    expect(byHand).toHaveLength(380);
    expect(served).toMatchObject({ q: '', country_iso2: 'NL', count: 380, total: 380 });
    expect(served.data).toEqual(byHand);

    // The data covers the cases the join must get right.
    const neverPriced = served.data.filter((row) => row.ppu === null);
    expect(neverPriced.length).toBe(40);
    for (const row of neverPriced) {
      expect(row).toMatchObject({ ppu_wt: null, vat_percent: null, tax_rate_id: null });
    }
    expect(new Set(served.data.map((row) => row.vat_percent))).toEqual(new Set([21, 9, 0, null]));
    expect(served.data.some((row) => row.discount_ppu_wt !== null)).toBe(true);
    expect(served.data.some((row) => row.deposit_ppu_wt !== null)).toBe(true);
    expect(served.data.some((row) => row.stock_unlimited)).toBe(true);
  });

  it('with a search text', async () => {
    const q = 'koffiebonen';
    const byHand = await priceListByHand(token, q);
    const served = await priceList(`?q=${q}`);
    expect(byHand.length).toBeGreaterThan(0);
    expect(served).toMatchObject({ q, count: byHand.length });
    expect(served.data).toEqual(byHand);
  });
});

describe('GET /api/price-list', () => {
  // Tiers exist only where the platform has its price call (not in the strict-public run).
  it.skipIf(STRICT_PUBLIC)(
    'joins the base sale row, not a quantity tier, checked against raw upstream rows',
    async () => {
      const raw = await rawUpstream(test);
      const firstIds = (await raw.products())
        .slice(0, 12)
        .map((row) => row.flat_product.product.id);
      const firstPrices = await raw.prices(firstIds);
      const saleRowsOf = (id: number) =>
        firstPrices.filter((row) => row.product_id === id && row.product_price_type_id === 1);
      const productId = firstIds.find((id) => saleRowsOf(id).length > 1) ?? 0;
      const rows = saleRowsOf(productId);
      const base = rows.find((row) => row.from_qty === null);
      expect(rows.some((row) => row.from_qty !== null && row.ppu !== base?.ppu)).toBe(true);
      const served = (await priceList()).data.find((row) => row.product_id === productId);
      expect(served).toMatchObject({ ppu: base?.ppu, ppu_wt: base?.ppu_wt });
      const nlRate = (await raw.taxRates()).find((rate) => rate.id === base?.tax_rate_id);
      expect(nlRate?.country_iso2).toBe('NL');
      expect(served?.vat_percent).toBe(Math.round((nlRate?.value ?? 0) * 10000) / 100);
    },
  );

  it('resolves VAT through the requested country; a foreign rate id gives null VAT', async () => {
    const served = await priceList('?country_iso2=be');
    expect(served.country_iso2).toBe('BE');
    expect(served.data.every((row) => row.vat_percent === null)).toBe(true);
    expect(served.data.filter((row) => row.ppu !== null)).toHaveLength(340);
  });

  it('matches the search like GET /api/products', async () => {
    const raw = await rawUpstream(test);
    const all = (await raw.products()).filter(isCatalogRow);
    for (const q of ['ZWART', 'wollen trui', '   ', 'nothing-matches-this ☕']) {
      const served = await priceList(`?q=${encodeURIComponent(q)}`);
      const expected = all.filter((row) => matchesSearch(row, q));
      expect(served.data.map((row) => row.product_id)).toEqual(
        expected.map((row) => row.flat_product.product.id),
      );
    }
  });

  it('with never_priced=true keeps exactly the products without a base sale price', async () => {
    const all = (await priceList()).data;
    const neverPriced = await priceList('?never_priced=true');
    const expected = all.filter((row) => row.ppu_wt === null && row.ppu === null);
    expect(expected.length).toBeGreaterThan(0);
    expect(neverPriced.data).toEqual(expected);
    expect(neverPriced.total).toBe(expected.length);
    expect((await priceList('?never_priced=false')).data).toEqual(all);
  });

  it('rejects bad parameters with a 400 naming them', async () => {
    for (const [query, parameter] of [
      ['?never_priced=yes', 'never_priced'],
      ['?country_iso2=NLD', 'country_iso2'],
      ['?country_iso2=1', 'country_iso2'],
      ['?country_iso2=NL&country_iso2=BE', 'country_iso2'],
      ['?format=xml', 'format'],
      ['?format=csv&delimiter=%7C', 'delimiter'],
      [`?q=${'y'.repeat(201)}`, 'q'],
      ['?limit=10', 'limit'],
    ] as const) {
      const answer = await test.get(`/api/price-list${query}`, token);
      expect(answer.status, query).toBe(400);
      expect(errorBodySchema.parse(answer.json).message).toContain(parameter);
    }
  });

  it('needs a valid token, also for CSV', async () => {
    expect((await test.get('/api/price-list')).status).toBe(401);
    expect((await test.get('/api/price-list?format=csv')).status).toBe(401);
  });

  it('gives a location-locked user the same account-wide catalog', async () => {
    const staff = await test.login('staff');
    expect((await priceList('', staff)).data).toEqual((await priceList()).data);
  });

  it('shows another account only its own products', async () => {
    const other = await test.login('otherAccount');
    const theirs = await priceList('', other);
    const ours = new Set((await priceList()).data.map((row) => row.product_id));
    expect(theirs.count).toBeGreaterThan(0);
    expect(theirs.data.filter((row) => ours.has(row.product_id))).toEqual([]);
  });
});

describe('GET /api/price-list as CSV', () => {
  /** A price to the cent, as the screen writes it (the money module rounds half away from 0). */
  const cents = (value: number | null | undefined): number | null =>
    value === null || value === undefined ? null : toJsonNumber(parseAmount(value));
  const decimal = (cell: string | undefined, separator: string): number | null =>
    cell === undefined || cell === '' ? null : Number(cell.replace(separator, '.'));

  it('reads back to the JSON values with ; and decimal commas, BOM first', async () => {
    const json = await priceList();
    const answer = await test.get('/api/price-list?format=csv&delimiter=;', token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="price-list-${todayLocal()}.csv"`,
    );
    // fetch's text() drops a BOM while decoding, so look at the bytes.
    const bytes = new Uint8Array(
      await (
        await fetch(`${test.url}/api/price-list?format=csv&delimiter=;`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).arrayBuffer(),
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      `\uFEFF${answer.text}`,
    );
    const [header, ...rows] = parseCsv(answer.text, ';');
    expect(header).toEqual([
      'SKU',
      'Title',
      'Price incl. VAT',
      'Price excl. VAT',
      'VAT %',
      'Discount price incl. VAT',
      'Deposit incl. VAT',
      'Stock',
      'Unlimited stock',
      'Turnover group',
      'Cost price',
      'Cost price from',
      'Cost price of snapshot',
    ]);
    expect(rows).toHaveLength(json.count);
    rows.forEach((cells, index) => {
      const row = json.data[index];
      expect(cells[0]).toBe(row?.sku);
      expect(cells[1]).toBe(row?.title);
      // Prices in cents, as the screen shows them (issue 58: 72,4679 where it said € 72,47).
      expect(decimal(cells[2], ',')).toBe(cents(row?.ppu_wt));
      expect(decimal(cells[3], ',')).toBe(cents(row?.ppu));
      expect(decimal(cells[4], ',')).toBe(row?.vat_percent);
      expect(decimal(cells[5], ',')).toBe(cents(row?.discount_ppu_wt));
      expect(decimal(cells[6], ',')).toBe(cents(row?.deposit_ppu_wt));
      expect(decimal(cells[7], ',')).toBe(row?.stock);
      expect(cells[8]).toBe(row?.stock_unlimited ? 'yes' : 'no');
      expect(cells[9]).toBe(row?.product_group_name ?? '');
    });
    // Prices carry a decimal comma and two decimals, and the quoted title with markup survives.
    expect(rows.every((cells) => cells[3] === '' || /^\d+,\d{2}$/.test(cells[3] ?? ''))).toBe(true);
    expect(json.data.some((row) => row.ppu !== null && cents(row.ppu) !== row.ppu)).toBe(true);
    expect(answer.text).toContain('"T-shirt ""Rock & Roll"" <limited>"');
  });

  it('answers Accept: text/csv with the comma dialect', async () => {
    const json = await priceList('?q=zwart');
    const answer = await test.get('/api/price-list?q=zwart', token, { Accept: 'text/csv' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    const [, ...rows] = parseCsv(answer.text.replace(/^\uFEFF/, ''), ',');
    expect(rows.map((cells) => cells[0])).toEqual(json.data.map((row) => row.sku));
    expect(rows.map((cells) => decimal(cells[2], '.'))).toEqual(json.data.map((row) => row.ppu_wt));
  });

  it('keeps the default file, which scripts read, at 4 decimals a price', async () => {
    const json = await priceList();
    const answer = await test.get('/api/price-list?format=csv', token);
    const [, ...rows] = parseCsv(answer.text.replace(/^\uFEFF/, ''), ',');
    expect(rows.map((cells) => decimal(cells[3], '.'))).toEqual(json.data.map((row) => row.ppu));
    expect(rows.some((cells) => /^\d+\.\d{3,4}$/.test(cells[3] ?? ''))).toBe(true);
  });

  it('answers JSON when ?format=json overrides Accept: text/csv', async () => {
    const answer = await test.get('/api/price-list?format=json&q=zwart', token, {
      Accept: 'text/csv',
    });
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    priceListResponseSchema.parse(answer.json);
  });
});
