/**
 * The order-edit admin endpoint, for tests (loopback only, like the whole demo): GET
 * /__admin/orders lists the edited order ids per account; POST applies one edit (body: an
 * OrderEditRequest, data/order-edit.ts) and answers the order and its payments as edited;
 * DELETE forgets the edits (`?account=` for one account), so the generated orders are back.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseOrderEditRequest } from './data/order-edit.js';
import type { EditedOrder } from './data/order-overlay.js';
import { readBody, sendJson } from './http-io.js';
import type { PlatformState } from './transport.js';

export const ADMIN_ORDERS_PATH = '/__admin/orders';

const accountOf = (state: PlatformState, name: string) => {
  const data = state.accounts.get(name);
  if (!data) throw new RangeError(`account: unknown account "${name}"`);
  return data;
};

/** Validates and applies one edit; shared by the admin endpoint and the programmatic handle. */
export function editOrder(state: PlatformState, request: unknown): EditedOrder {
  const { account, orderId, edit } = parseOrderEditRequest(request);
  return accountOf(state, account).orderOverlay.edit(orderId, edit);
}

/** Forgets the edits of one account, or of every account. */
export function clearOrderEdits(state: PlatformState, account?: string): void {
  const accounts =
    account === undefined ? [...state.accounts.values()] : [accountOf(state, account)];
  for (const data of accounts) data.clearOrderEdits();
}

const editedOrderIds = (state: PlatformState): Record<string, number[]> =>
  Object.fromEntries([...state.accounts].map(([name, data]) => [name, data.editedOrderIds()]));

async function readJson(request: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse((await readBody(request)) || '{}');
  } catch (error) {
    if (error instanceof SyntaxError)
      throw new RangeError('the body is not JSON', { cause: error });
    throw error;
  }
}

export async function handleOrdersAdmin(
  state: PlatformState,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  try {
    if (request.method === 'GET') return sendJson(response, 200, editedOrderIds(state));
    if (request.method === 'DELETE') {
      clearOrderEdits(state, url.searchParams.get('account') ?? undefined);
      return sendJson(response, 200, editedOrderIds(state));
    }
    if (request.method !== 'POST') {
      return sendJson(response, 405, { error: 'use GET, POST or DELETE' });
    }
    sendJson(response, 200, editOrder(state, await readJson(request)));
  } catch (error) {
    // A bad request is the caller's; anything else is a bug and answers 500 (server.ts).
    if (!(error instanceof RangeError)) throw error;
    sendJson(response, 400, { error: error.message });
  }
}
