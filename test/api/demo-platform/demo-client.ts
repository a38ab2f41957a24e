/**
 * A minimal protocol client for testing the demo platform directly over loopback HTTP
 * (deliberately not the service's upstream client, so these tests pin the wire itself).
 */
import { UPSTREAM_CALLS, type UpstreamCallName } from '../../../electron/upstream/calls.js';
import type { UpstreamAnswer, UpstreamAuth } from '../../../electron/upstream/wire.js';
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
): Promise<UpstreamAuth> {
  return ok<UpstreamAuth>(platform, 'login', anonymous(account), [email, 'demo', account]);
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
