/**
 * Routes a call to its handler through the shared call table (electron/upstream/calls.ts),
 * so the demo answers exactly the module/function names the client sends. Checks the auth
 * object: every call but login needs a live session of the account the URL names. In the
 * strict-public mode it answers only calls a public integration is known to make, in the
 * fields their recordings show; every other call is an unknown function.
 */
import { UPSTREAM_CALLS, type UpstreamCallName } from '../upstream/calls.js';
import type { UpstreamAuth } from '../upstream/wire.js';
import { listDayClosings, getOrder, listOrders, listPayments } from './calls/orders.js';
import { listProductPrices, searchProducts } from './calls/catalog.js';
import type { CallHandler } from './calls/context.js';
import {
  listLocations,
  listPaymentMethods,
  listProductGroups,
  listShops,
  listTaxRates,
} from './calls/reference.js';
import { login, sessionInfo } from './calls/session.js';
import type { AccountData } from './data/account-data.js';
import { authError, generalError } from './errors.js';
import { publicShapeOf } from './public-shape.js';
import type { SessionStore } from './sessions.js';

const HANDLERS: Record<UpstreamCallName, CallHandler> = {
  login,
  sessionInfo,
  searchProducts,
  listProductPrices,
  listTaxRates,
  listPaymentMethods,
  listShops,
  listLocations,
  listProductGroups,
  listOrders,
  getOrder,
  listPayments,
  listDayClosings,
};

const BY_NAME = new Map<string, UpstreamCallName>(
  (Object.keys(UPSTREAM_CALLS) as UpstreamCallName[]).map((call) => [
    `${UPSTREAM_CALLS[call].module}::${UPSTREAM_CALLS[call].function}`,
    call,
  ]),
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Validates the auth object's shape; the account check happens against the URL's account. */
export function parseAuth(value: unknown): UpstreamAuth {
  if (!isRecord(value) || typeof value.account !== 'string') {
    throw authError('auth must be an object with an account');
  }
  if (value.mode === 'none') {
    return { mode: 'none', account: value.account, user: 'anonymous', rights: 'anonymous' };
  }
  if (value.mode === 'hash' && typeof value.hash === 'string' && typeof value.user === 'string') {
    return {
      mode: 'hash',
      hash: value.hash,
      account: value.account,
      user: value.user,
      rights: 'user',
    };
  }
  throw authError('auth mode must be "none" or "hash"');
}

export interface DispatchInput {
  /** Refuse assumed calls and leave out assumed fields (see public-shape.ts). */
  strictPublic: boolean;
  module: string;
  function: string;
  auth: UpstreamAuth;
  params: unknown[];
  data: AccountData;
  sessions: SessionStore;
}

export function dispatch(input: DispatchInput): unknown {
  const call = BY_NAME.get(`${input.module}::${input.function}`);
  if (!call || (input.strictPublic && UPSTREAM_CALLS[call].evidence === 'assumed')) {
    throw generalError(`Unknown function ${input.module}::${input.function}`);
  }
  const account = input.data.account.name;
  if (input.auth.account !== account) {
    throw authError(
      `auth.account "${input.auth.account}" does not match the host's account "${account}"`,
    );
  }
  let session = null;
  if (call !== 'login') {
    if (input.auth.mode !== 'hash') throw authError('This call needs a session; log in first');
    session = input.sessions.find(input.auth.hash, account);
    if (!session) throw authError('Session expired or unknown; log in again');
  }
  const response = HANDLERS[call]({
    data: input.data,
    auth: input.auth,
    params: input.params,
    sessions: input.sessions,
    session,
  });
  return input.strictPublic ? publicShapeOf(call, response) : response;
}
