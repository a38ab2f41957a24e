/**
 * The stock-history admin endpoint, for tests (loopback only, like the whole demo): GET
 * /__admin/stock?account=demo&date=YYYY-MM-DD answers each limited product's stock at the end
 * of that day, worked back from today's through the orders and deliveries since
 * (data/stock-history.ts). The real platform keeps no such history; the service's test hook
 * takes past stock snapshots from it (docs/stock-value.md).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseLocalDate } from '../../shared/dates.js';
import type { DemoStockLevel } from './data/stock-history.js';
import { sendJson } from './http-io.js';
import type { PlatformState } from './transport.js';

export const ADMIN_STOCK_PATH = '/__admin/stock';

/** Each limited product's stock at the end of `date`; a RangeError names a bad argument. */
export function stockHistoryOf(
  state: PlatformState,
  account: string,
  date: string,
): DemoStockLevel[] {
  const data = state.accounts.get(account);
  if (!data) throw new RangeError(`account: unknown account "${account}"`);
  const day = parseLocalDate(date);
  if (!day) throw new RangeError(`date: "${date}" is not a date YYYY-MM-DD`);
  return data.stockOn(day);
}

export function handleStockAdmin(
  state: PlatformState,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): void {
  if (request.method !== 'GET') return sendJson(response, 405, { error: 'use GET' });
  const account = url.searchParams.get('account') ?? '';
  const date = url.searchParams.get('date') ?? '';
  try {
    sendJson(response, 200, { account, date, products: stockHistoryOf(state, account, date) });
  } catch (error) {
    sendJson(response, 400, { error: error instanceof Error ? error.message : 'bad request' });
  }
}
