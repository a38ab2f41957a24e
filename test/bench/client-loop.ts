/**
 * The spec's client loop through our own endpoints, as a client would write it from
 * docs/api.md (and as test/api/catalog/price-list.test.ts does it row for row): the tax
 * rates and turnover groups, then the products page by page (`limit=200`, `start += count
 * while start < total`) and, after each page, that page's prices (`product_ids` = the
 * page's ids, `limit=500`, paged the same way). One request at a time. The client's join is
 * left out: it is a few Map look-ups per row, nothing next to the requests.
 */
import { getJson } from './http.js';

interface Page {
  count: number;
  total: number;
  data: { id: number }[];
}

async function drainPages(
  base: string,
  token: string,
  pathOf: (start: number) => string,
): Promise<Page['data']> {
  const rows: Page['data'] = [];
  for (let start = 0, total = 1; start < total;) {
    const page = (await getJson(base, pathOf(start), token)) as Page;
    rows.push(...page.data);
    start += page.count;
    total = page.total;
    if (page.count === 0) break;
  }
  return rows;
}

/** Runs the loop; answers the products read and the time it took. */
export async function specClientLoop(
  base: string,
  token: string,
): Promise<{ ms: number; products: number; requests: number }> {
  let requests = 0;
  const counted = (pathOf: (start: number) => string) => (start: number) => {
    requests += 1;
    return pathOf(start);
  };
  const started = performance.now();
  await drainPages(
    base,
    token,
    counted((start) => `/api/tax-rates?country_iso2=NL&start=${start}&limit=1000`),
  );
  await drainPages(
    base,
    token,
    counted((start) => `/api/turnover-groups?start=${start}&limit=1000`),
  );
  let products = 0;
  for (let start = 0, total = 1; start < total;) {
    requests += 1;
    const page = (await getJson(base, `/api/products?start=${start}&limit=200`, token)) as Page;
    if (page.count === 0) break;
    const ids = page.data.map((product) => product.id).join(',');
    await drainPages(
      base,
      token,
      counted(
        (priceStart) => `/api/product-prices?product_ids=${ids}&start=${priceStart}&limit=500`,
      ),
    );
    products += page.count;
    start += page.count;
    total = page.total;
  }
  return { ms: performance.now() - started, products, requests };
}
