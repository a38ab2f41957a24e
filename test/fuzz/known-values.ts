/**
 * Values the service itself handed out (ids of shops, locations, orders, products, API keys,
 * webhooks; delta cursors), so that valid requests reach the code behind the 404s: a random
 * id is almost never an existing order. Keys are `query:<name>` for a query parameter and
 * `<path>:<name>` for a path parameter (`/api/orders/{id}:id`). Seeded once before the run
 * through the API, and grown during it from what POSTs create.
 */
import { nearDay } from './values.js';

export class KnownValues {
  private readonly values = new Map<string, string[]>();

  add(key: string, ...found: (string | number | null | undefined)[]): void {
    const list = this.values.get(key) ?? [];
    for (const value of found) {
      if (value === null || value === undefined) continue;
      const text = String(value);
      if (!list.includes(text)) list.push(text);
    }
    this.values.set(key, list);
  }

  /** The value at `index` (modulo the list), or null when none is known. */
  pick(key: string, index: number): string | null {
    const list = this.values.get(key);
    if (!list || list.length === 0) return null;
    return list[index % list.length] ?? null;
  }

  sizes(): Record<string, number> {
    return Object.fromEntries([...this.values].map(([key, list]) => [key, list.length]));
  }
}

export const queryKey = (name: string): string => `query:${name}`;
export const pathKey = (path: string, name: string): string => `${path}:${name}`;

type Get = (path: string) => Promise<unknown>;

const ids = (answer: unknown): number[] =>
  ((answer as { data?: { id: number }[] } | null)?.data ?? []).map((row) => row.id);

/**
 * Reads a few lists through the API (as the fuzzer's user) and remembers their ids; `get`
 * answers null where a list is not there (a 501 of the strict-public platform).
 */
export async function seedKnownValues(get: Get, known: KnownValues): Promise<void> {
  const range = `from=${nearDay(-14)}&to=${nearDay(0)}`;
  const [shops, locations, products, orders, orderDelta, productDelta] = await Promise.all([
    get('/api/shops'),
    get('/api/locations'),
    get('/api/products?limit=50'),
    get(`/api/orders?${range}&limit=50`),
    get(`/api/orders/delta?since=${nearDay(-2)}&limit=5`),
    get(`/api/products/delta?since=${nearDay(-30)}&limit=5`),
  ]);
  known.add(queryKey('shop_id'), ...ids(shops));
  known.add(queryKey('location_id'), ...ids(locations));
  known.add(pathKey('/api/locations/{id}', 'id'), ...ids(locations));
  known.add(pathKey('/api/orders/{id}', 'id'), ...ids(orders));
  const productIds = ids(products);
  known.add(queryKey('product_ids'), ...productIds.slice(0, 10));
  known.add(queryKey('product_ids'), productIds.slice(0, 20).join(','));
  const titles = (products as { data?: { title: string; sku: string }[] } | null)?.data ?? [];
  known.add(queryKey('q'), ...titles.slice(0, 10).flatMap((row) => [row.title, row.sku]));
  known.add(queryKey('q'), 'koffie', 'rood groen', '');
  for (const delta of [orderDelta, productDelta]) {
    known.add(queryKey('cursor'), (delta as { next_cursor?: string } | null)?.next_cursor);
  }
  known.add(queryKey('status'), 'new', 'complete', 'complete,refunded', 'processing,on_hold');
  known.add(queryKey('country_iso2'), 'NL', 'BE', 'de', 'nl');
  for (const name of ['from', 'to']) {
    known.add(queryKey(name), nearDay(0), nearDay(-1), nearDay(-7), nearDay(-30), nearDay(1));
  }
  known.add(queryKey('since'), nearDay(-1), `${nearDay(-3)}T00:00:00+01:00`);
  known.add(queryKey('start'), 0, 1, 50, 100, 1999);
  known.add(queryKey('limit'), 1, 10, 100, 200);
}

/** Ids an answer created: API keys and webhook subscriptions, for later path parameters. */
export function learnFromAnswer(
  known: KnownValues,
  method: string,
  path: string,
  status: number,
  json: unknown,
): void {
  if (method !== 'POST' || status !== 201 || typeof json !== 'object' || json === null) return;
  const id = (json as { id?: unknown }).id;
  if (typeof id !== 'string') return;
  if (path === '/api/api-keys') known.add(pathKey('/api/api-keys/{id}', 'id'), id);
  if (path === '/api/webhooks') {
    for (const sub of ['', '/ping', '/resume', '/deliveries']) {
      known.add(pathKey(`/api/webhooks/{id}${sub}`, 'id'), id);
    }
  }
}
