/**
 * Routes a call to its handler through the shared call table (electron/upstream/calls.ts),
 * so the demo answers exactly the module/function names the client sends. Checks the auth
 * object: every call but login needs a live session of the account the URL names, carried
 * in the very auth object its login answered (a client that drops or adds a field is
 * refused, as a platform that checks them would). In the
 * strict-public mode it answers only calls a public integration is known to make, in the
 * fields their recordings show; every other call is an unknown function.
 */
import { isDeepStrictEqual } from 'node:util';
import { UPSTREAM_CALLS, type UpstreamCallName } from '../upstream/calls.js';
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
import { isRecord, keysOf } from '../../shared/guards.js';

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
  keysOf(UPSTREAM_CALLS).map((call) => [
    `${UPSTREAM_CALLS[call].module}::${UPSTREAM_CALLS[call].function}`,
    call,
  ]),
);

/** The auth object a call carries: its account and mode, and every field as sent. */
export interface DemoAuth {
  account: string;
  mode: string;
  sent: Record<string, unknown>;
}

/**
 * Validates the auth object's shape as the client library does (account and mode set); the
 * account check happens against the URL's account, the session check in `dispatch`.
 */
export function parseAuth(value: unknown): DemoAuth {
  if (!isRecord(value) || typeof value.account !== 'string' || typeof value.mode !== 'string') {
    throw authError('auth must be an object with an account and a mode');
  }
  return { account: value.account, mode: value.mode, sent: value };
}

/** The live session a call's auth names; it must be the login's answer, sent back whole. */
function sessionOf(auth: DemoAuth, account: string, sessions: SessionStore) {
  const hash = auth.sent.hash;
  if (auth.mode !== 'hash' || typeof hash !== 'string') {
    throw authError('This call needs a session; log in first');
  }
  const session = sessions.find(hash, account);
  if (!session) throw authError('Session expired or unknown; log in again');
  if (!isDeepStrictEqual(auth.sent, session.auth)) {
    throw authError('The auth object differs from the one the login answered');
  }
  return session;
}

interface DispatchInput {
  /** Refuse assumed calls and leave out assumed fields (see public-shape.ts). */
  strictPublic: boolean;
  module: string;
  function: string;
  auth: DemoAuth;
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
  const session = call === 'login' ? null : sessionOf(input.auth, account, input.sessions);
  const response = HANDLERS[call]({
    data: input.data,
    auth: input.auth,
    params: input.params,
    sessions: input.sessions,
    session,
  });
  return input.strictPublic ? publicShapeOf(call, response) : response;
}
