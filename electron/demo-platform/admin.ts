/**
 * The admin endpoints, for tests (loopback only, like the whole demo):
 * - fault injection while running: GET /__admin/faults shows the settings; POST sets them
 *   (body: FaultSettings plus optional `account` and `expireSessions: true`); DELETE clears
 *   them (`?account=` for one account);
 * - the call counter: GET /__admin/calls shows how many protocol calls arrived (in total,
 *   still unanswered, per function, and the reads each list call began per date range:
 *   call-count.ts); DELETE sets the counts back to zero.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FaultSettings } from './faults.js';
import { readBody, sendJson } from './http-io.js';
import type { PlatformState } from './transport.js';

export const ADMIN_FAULTS_PATH = '/__admin/faults';
export const ADMIN_CALLS_PATH = '/__admin/calls';

export interface FaultRequest extends FaultSettings {
  account?: string | undefined;
  /** End every session (of the account, or all): the next call answers class Auth. */
  expireSessions?: boolean | undefined;
}

/** Applies a fault request; shared by the admin endpoint and the programmatic handle. */
export function applyFaultRequest(state: PlatformState, request: FaultRequest): void {
  const { account, expireSessions, ...settings } = request;
  if (account !== undefined && !state.accounts.has(account)) {
    throw new RangeError(`unknown account "${account}"`);
  }
  // A request that only expires sessions leaves the fault settings as they are.
  if (Object.keys(settings).length > 0) state.faults.set(settings, account);
  if (expireSessions) state.sessions.expireAll(account);
}

export async function handleAdmin(
  state: PlatformState,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  if (request.method === 'GET') return sendJson(response, 200, state.faults.snapshot());
  if (request.method === 'DELETE') {
    state.faults.clear(url.searchParams.get('account') ?? undefined);
    return sendJson(response, 200, state.faults.snapshot());
  }
  if (request.method !== 'POST')
    return sendJson(response, 405, { error: 'use GET, POST or DELETE' });
  try {
    const body: unknown = JSON.parse((await readBody(request)) || '{}');
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new RangeError('body must be a JSON object');
    }
    applyFaultRequest(state, body);
    sendJson(response, 200, state.faults.snapshot());
  } catch (error) {
    const message = error instanceof Error ? error.message : 'bad request';
    sendJson(response, 400, { error: message });
  }
}

export function handleCallsAdmin(
  state: PlatformState,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  if (request.method === 'GET') return sendJson(response, 200, state.calls.snapshot());
  if (request.method === 'DELETE') {
    state.calls.reset();
    return sendJson(response, 200, state.calls.snapshot());
  }
  sendJson(response, 405, { error: 'use GET or DELETE' });
}
