/**
 * Reads the demo platform directly with the upstream client, so tests compute what the
 * service should answer from the raw upstream rows instead of trusting the code under test.
 */
import type { UpstreamClient, UpstreamSession } from '../../../electron/upstream/client.js';
import { inList } from '../../../electron/upstream/filters.js';
import type {
  ProductPriceRow,
  ShopProductRow,
  TaxRateRow,
} from '../../../electron/upstream/wire.js';
import { loginToDemoPlatform, type DEMO_USERS, type TestService } from '../harness.js';

export interface RawUpstream {
  client: UpstreamClient;
  session: UpstreamSession;
  products(query?: string): Promise<ShopProductRow[]>;
  prices(productIds: number[]): Promise<ProductPriceRow[]>;
  taxRates(): Promise<TaxRateRow[]>;
}

export async function rawUpstream(
  test: TestService,
  user: keyof typeof DEMO_USERS = 'manager',
): Promise<RawUpstream> {
  const { client, session } = await loginToDemoPlatform(test, user);
  const byId = [{ name: 'id', dir: 'asc' as const }];
  return {
    client,
    session,
    products: (query = '') =>
      client.drain<ShopProductRow>('searchProducts', session, {
        leading: [query, 'nl'],
        order: byId,
      }),
    prices: (productIds) =>
      client.drain<ProductPriceRow>('listProductPrices', session, {
        filters: [inList('product_id', productIds)],
        order: byId,
      }),
    taxRates: () => client.drain<TaxRateRow>('listTaxRates', session, { order: byId }),
  };
}

/** The demo's matching rule, restated: every term occurs in `sku title`, case-insensitively. */
export const matchesSearch = (row: ShopProductRow, query: string): boolean => {
  const haystack = `${row.flat_product.product.sku} ${row.flat_product.title}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((term) => term !== '')
    .every((term) => haystack.includes(term));
};

export { parseCsv } from '../csv-reader.js';
