/**
 * The catalog calls answer through the query cache (the catalog never changes): any page of
 * any search or price query is the plain engine's page over the rows the query can match.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEMO_ACCOUNTS } from '../../../electron/demo-platform/accounts.js';
import {
  listProductPrices,
  searchProducts,
} from '../../../electron/demo-platform/calls/catalog.js';
import type { CallContext } from '../../../electron/demo-platform/calls/context.js';
import { AccountData } from '../../../electron/demo-platform/data/account-data.js';
import { resolveOptions } from '../../../electron/demo-platform/options.js';
import { parseListArgs, runQuery } from '../../../electron/demo-platform/query.js';
import { SessionStore } from '../../../electron/demo-platform/sessions.js';

const ACCOUNT = DEMO_ACCOUNTS[0];
if (!ACCOUNT) throw new Error('no demo account');
const OPTIONS = resolveOptions({
  seed: 3,
  endDate: '2026-11-20',
  sizing: { productsPerAccount: 300 },
});
const data = new AccountData(ACCOUNT, OPTIONS);
const { shopProducts, searchText } = data.catalog;
// The price rows are built apart from the catalog, on the price call's first ask.
const prices = data.priceRows;
const PRODUCT_IDS = [...new Set(prices.map((row) => row.product_id))];

const contextOf = (params: unknown[]): CallContext => ({
  data,
  params,
  auth: { account: ACCOUNT.name, mode: 'hash', sent: {} },
  sessions: new SessionStore(60_000),
  session: null,
});
const argsOf = (params: unknown[], offset: number) =>
  parseListArgs(params, offset, Number.MAX_SAFE_INTEGER);

const updated = fc.constantFrom(
  '2026-01-01 00:00:00+01:00',
  '2026-03-29 02:30:00+02:00',
  '2026-06-15T12:00:00Z',
  '2026-11-30 00:00:00+01:00',
);
const order = fc.constantFrom(
  null,
  [{ name: 'id', dir: 'asc' }],
  [{ name: 'id', dir: 'desc' }],
  [
    { name: 'date_updated', dir: 'asc' },
    { name: 'id', dir: 'asc' },
  ],
  [{ name: 'ppu', dir: 'desc' }],
);
const pages = fc.array(
  fc.record({ start: fc.integer({ min: 0, max: 400 }), limit: fc.integer({ min: 1, max: 120 }) }),
  { minLength: 1, maxLength: 5 },
);

describe('catalog calls', () => {
  it('answer every page of random searches as the plain engine does', () => {
    const terms = fc.constantFrom('', ' ', 0, 'linnen', 'KOF zwart', 'no such product');
    const filter = fc.oneof(
      fc
        .subarray(['simple', 'configurable', 'configurable_assign'])
        .map((types) => ({ name: 'flat_product/product/type__in_list', multi_val: types })),
      updated.map((val) => ({ name: 'date_updated__>=', val })),
      fc.integer({ min: 0, max: 400 }).map((val) => ({ name: 'flat_product/product/id__>', val })),
    );
    const productOrder = order.map((sort) => (sort?.[0]?.name === 'ppu' ? null : sort));
    fc.assert(
      fc.property(
        terms,
        fc.array(filter, { maxLength: 2 }),
        productOrder,
        pages,
        (query, filters, sort, asked) => {
          const words = typeof query === 'string' ? query.toLowerCase().split(/\s+/) : [];
          const rows = shopProducts.filter((_, index) =>
            words.every((word) => (searchText[index] ?? '').includes(word)),
          );
          for (const { start, limit } of asked) {
            const params = [query, 0, start, limit, sort, filters];
            expect(searchProducts(contextOf(params))).toEqual(
              runQuery(rows, argsOf(params, 2), false),
            );
          }
        },
      ),
    );
  });

  it('answer every page of random price queries as the plain engine does', () => {
    const filter = fc.oneof(
      fc
        .array(fc.constantFrom(...PRODUCT_IDS), { maxLength: 40 })
        .map((ids) => ({ name: 'product_id__in_list', multi_val: ids })),
      updated.map((val) => ({ name: 'date_updated__>=', val })),
      fc.boolean().map((val) => ({ name: 'default__=', val })),
    );
    fc.assert(
      fc.property(fc.array(filter, { maxLength: 2 }), order, pages, (filters, sort, asked) => {
        for (const { start, limit } of asked) {
          const params = [start, limit, sort, filters];
          expect(listProductPrices(contextOf(params))).toEqual(
            runQuery(prices, argsOf(params, 0), false),
          );
        }
      }),
    );
    expect(data.priceQueries.size).toBeGreaterThan(0);
  });

  it('answer a price query by product before every row is built, as from every row', () => {
    // A fresh account's data: only the products asked for are drawn (product 0 is none).
    const fresh = new AccountData(ACCOUNT, OPTIONS);
    const [first = 0, second = 0] = PRODUCT_IDS;
    const last = PRODUCT_IDS.at(-1) ?? 0;
    const params = [
      0,
      100,
      null,
      [{ name: 'product_id__in_list', multi_val: [last, 0, first, second, first] }],
    ];
    expect(listProductPrices({ ...contextOf(params), data: fresh })).toEqual(
      listProductPrices(contextOf(params)),
    );
    expect(fresh.priceRowsOf([0])).toEqual([]);
  });
});
