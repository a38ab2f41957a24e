/**
 * Reads the demo platform with plain HTTP (raw-platform.ts), so tests compute what the
 * service should answer from the raw upstream rows instead of trusting the code under test.
 */
import { loginToDemoPlatform, type DEMO_USERS, type TestService } from '../harness.js';
import type { RawPlatform, RawRows } from '../raw-platform.js';

export type RawProduct = RawRows['searchProducts'];
export type RawPrice = RawRows['listProductPrices'];

export interface RawUpstream extends RawPlatform {
  /** Every shop product matching the query, whatever its type. */
  products(query?: string): Promise<RawProduct[]>;
  prices(productIds: number[]): Promise<RawPrice[]>;
  taxRates(): Promise<RawRows['listTaxRates'][]>;
}

export async function rawUpstream(
  test: TestService,
  user: keyof typeof DEMO_USERS = 'manager',
): Promise<RawUpstream> {
  const platform = await loginToDemoPlatform(test, user);
  return {
    ...platform,
    products: (query = '') => platform.drain('searchProducts', { leading: [query, 'nl'] }),
    prices: (productIds) =>
      platform.drain('listProductPrices', {
        filters: [{ name: 'product_id__in_list', multi_val: productIds }],
      }),
    taxRates: () => platform.drain('listTaxRates'),
  };
}

/** What the catalog lists: simple products and variants, not configurable parents. */
export const isCatalogRow = (row: RawProduct): boolean =>
  row.flat_product.product.type === 'simple' ||
  row.flat_product.product.type === 'configurable_assign';

/** The demo's matching rule, restated: every term occurs in `sku title`, case-insensitively. */
export const matchesSearch = (row: RawProduct, query: string): boolean => {
  const haystack = `${row.flat_product.product.sku} ${row.flat_product.title}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((term) => term !== '')
    .every((term) => haystack.includes(term));
};

/** The stock rule of docs/upstream.md: orderable stock, else the counted stock. */
export const expectedStock = (row: RawProduct): number | null =>
  row.orderable_stock_value ?? row.flat_product.product.product_stock.value;

export { parseCsv } from '../csv-reader.js';
