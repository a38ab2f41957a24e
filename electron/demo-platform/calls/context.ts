/** What a call handler gets, and the shared helper for list calls. */
import { listLimitOf, UPSTREAM_CALLS, type UpstreamCallName } from '../../upstream/calls.js';
import type { UpstreamList } from '../../upstream/wire.js';
import type { DemoAuth } from '../dispatch.js';
import type { AccountData } from '../data/account-data.js';
import { isNaturalOrder, parseListArgs, runQuery, type ListArgs } from '../query.js';
import type { Session, SessionStore } from '../sessions.js';

export interface CallContext {
  data: AccountData;
  auth: DemoAuth;
  params: unknown[];
  sessions: SessionStore;
  /** The caller's session; null only for the login call. */
  session: Session | null;
}

export type CallHandler = (context: CallContext) => unknown;

/** The list arguments of a call, found where the call table puts `start`. */
export function listArgsOf(call: UpstreamCallName, params: unknown[]): ListArgs {
  const args: readonly string[] = UPSTREAM_CALLS[call].args;
  return parseListArgs(params, args.indexOf('start'), listLimitOf(call));
}

/** A list call over rows already in id order (the common case for small reference lists). */
export function listRows<T>(
  call: UpstreamCallName,
  params: unknown[],
  rows: Iterable<T>,
  naturalOrders: readonly string[][] = [['id']],
): UpstreamList<T> {
  const args = listArgsOf(call, params);
  return runQuery(rows, args, isNaturalOrder(args.order, naturalOrders));
}
