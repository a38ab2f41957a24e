/**
 * A minimal protocol client for testing the demo platform directly over loopback HTTP
 * (deliberately not the service's upstream client, so these tests pin the wire itself).
 */
import { UPSTREAM_CALLS, type UpstreamCallName } from '../../../electron/upstream/calls.js';
import type { SessionAuth, UpstreamAnswer, UpstreamAuth } from '../../../electron/upstream/wire.js';
import type {
  DemoOrder,
  DemoPayment,
  DemoServedPayment,
} from '../../../electron/demo-platform/data/order-rows.js';
import type { PaymentMethodRow, ShopRow } from '../../../electron/demo-platform/data/reference.js';
import {
  startDemoPlatform,
  type DemoPlatform,
  type DemoPlatformOptions,
} from '../../../electron/demo-platform/index.js';

export const END_DATE = '2026-11-20';

export const SMALL_SIZING = { productsPerAccount: 60, ordersPerDay: 6, historyDays: 420 };

export const startSmallPlatform = (options: DemoPlatformOptions = {}): Promise<DemoPlatform> =>
  startDemoPlatform({ port: 0, endDate: END_DATE, sizing: SMALL_SIZING, ...options });

export const anonymous = (account: string): UpstreamAuth => ({
  mode: 'none',
  account,
  user: 'anonymous',
  rights: 'anonymous',
});

export interface RawAnswer {
  status: number;
  text: string;
}

export async function postRaw(
  platform: DemoPlatform,
  account: string,
  module: string,
  fn: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<RawAnswer> {
  const base = platform.baseUrlTemplate.replace('{account}', account);
  const response = await fetch(
    `${base}?action=request&api=fulljson&module=${module}&function=${fn}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      signal: signal ?? null,
    },
  );
  return { status: response.status, text: await response.text() };
}

/** Calls by the shared table's name; the account in the URL defaults to auth.account. */
export async function call<T = unknown>(
  platform: DemoPlatform,
  name: UpstreamCallName,
  auth: UpstreamAuth,
  params: unknown[],
  urlAccount = auth.account,
): Promise<UpstreamAnswer<T>> {
  const { module, function: fn } = UPSTREAM_CALLS[name];
  const raw = await postRaw(platform, urlAccount, module, fn, { auth, params });
  if (raw.status !== 200) throw new Error(`HTTP ${raw.status}: ${raw.text}`);
  return JSON.parse(raw.text) as UpstreamAnswer<T>;
}

/** Calls and unwraps a success, failing the test with the upstream error otherwise. */
export async function ok<T>(
  platform: DemoPlatform,
  name: UpstreamCallName,
  auth: UpstreamAuth,
  params: unknown[],
): Promise<T> {
  const answer = await call<T>(platform, name, auth, params);
  if (!answer.success) throw new Error(`${name}: ${answer.class}: ${answer.error}`);
  return answer.response;
}

export async function login(
  platform: DemoPlatform,
  email = 'manager@demo.test',
  account = 'demo',
): Promise<SessionAuth> {
  return ok<SessionAuth>(platform, 'login', anonymous(account), [email, 'demo', account]);
}

/** The arguments before `start`: "" for a search query, "nl" for a language. */
const leadingOf = (name: UpstreamCallName): unknown[] => {
  const args: readonly string[] = UPSTREAM_CALLS[name].args;
  return args.slice(0, args.indexOf('start')).map((arg) => (arg === 'lang' ? 'nl' : ''));
};

/** Every row of a list call, paging with the call's maximum limit. */
export async function listAll<T>(
  platform: DemoPlatform,
  name: UpstreamCallName,
  auth: UpstreamAuth,
  filters: unknown[] | null = null,
  order: unknown[] | null = null,
  leading: unknown[] = leadingOf(name),
): Promise<T[]> {
  const limit = name === 'listOrders' ? 100 : 1000;
  const rows: T[] = [];
  for (let start = 0; ; start += limit) {
    const page = await ok<{ data: T[]; total: number }>(platform, name, auth, [
      ...leading,
      start,
      limit,
      order,
      filters,
    ]);
    rows.push(...page.data);
    if (rows.length >= page.total || page.data.length === 0) return rows;
  }
}

/**
 * Every payment of `orders` with its order, shop and type alias, as the demo keeps them. Till
 * payments are served with every field; webshop payments in the recorded shape, without
 * their order, shop or type alias: those orders are asked one at a time, and the alias is
 * the one the method list gives the method.
 */
export async function paymentsWithOrders(
  platform: DemoPlatform,
  auth: UpstreamAuth,
  orders: readonly DemoOrder[],
): Promise<DemoPayment[]> {
  const [served, shops, methods] = await Promise.all([
    listAll<DemoServedPayment>(platform, 'listPayments', auth),
    listAll<ShopRow>(platform, 'listShops', auth),
    listAll<PaymentMethodRow>(platform, 'listPaymentMethods', auth),
  ]);
  const webShops = new Set(
    shops.filter((shop) => shop.shop_type.alias.startsWith('Web')).map((shop) => shop.id),
  );
  const aliasOf = new Map(methods.map((method) => [method.id, method.provider_method_type.alias]));
  const complete = served.filter((payment): payment is DemoPayment => 'order_id' in payment);
  const webOrders = orders.filter((order) => webShops.has(order.shop_id));
  const recorded: DemoPayment[] = [];
  for (let index = 0; index < webOrders.length; index += 16) {
    const chunk = webOrders.slice(index, index + 16);
    const perOrder = await Promise.all(
      chunk.map((order) =>
        listAll<DemoServedPayment>(platform, 'listPayments', auth, [
          { name: 'order_id__in_list', multi_val: [order.id] },
        ]),
      ),
    );
    perOrder.forEach((rows, position) => {
      const order = chunk[position];
      if (!order) return;
      for (const row of rows) {
        recorded.push({
          ...row,
          order_id: order.id,
          shop_id: order.shop_id,
          date_paid: row.date_paid ?? null,
          provider_method: {
            ...row.provider_method,
            provider_method_type: { alias: aliasOf.get(row.provider_method.id) ?? '' },
          },
        });
      }
    });
  }
  return [...complete, ...recorded].sort((a, b) => a.id - b.id);
}
