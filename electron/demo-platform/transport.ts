/**
 * The protocol endpoint: `POST {base}?action=request&api=fulljson&module=M&function=F` with
 * `{auth, params}`, answered `{success, response}` or `{success:false, class, error, errno,
 * ref}` with HTTP 200. Injected faults are applied here, before the call runs (hostile text:
 * to its answer), so they look exactly like a flaky real platform from the client's side.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { UpstreamAnswer } from '../upstream/wire.js';
import { callName, firstPageRangeOf, listStartOf, type CallCounter } from './call-count.js';
import type { CallLoad } from './call-load.js';
import type { AccountData } from './data/account-data.js';
import { dispatch, parseAuth } from './dispatch.js';
import { DemoCallError, authError, generalError } from './errors.js';
import type { FaultController } from './faults.js';
import { withHostileText } from './hostile-text.js';
import { readBody, send, sendJson } from './http-io.js';
import type { SessionStore } from './sessions.js';
import { isRecord } from '../../shared/guards.js';

export interface PlatformState {
  accounts: Map<string, AccountData>;
  sessions: SessionStore;
  faults: FaultController;
  /** Every protocol call received (admin `/__admin/calls`, call-count.ts). */
  calls: CallCounter;
  /** Calls in flight per account, and the most taken at once (call-load.ts). */
  load: CallLoad;
  /** Requests held open by the hang fault, ended when the platform closes. */
  hanging: Set<ServerResponse>;
  nextRef: () => string;
  /** Only public calls and recorded fields (options.ts `strictPublic`). */
  strictPublic: boolean;
}

function parseCall(url: URL, body: string) {
  const query = url.searchParams;
  if (query.get('action') !== 'request' || query.get('api') !== 'fulljson') {
    throw generalError('Expected ?action=request&api=fulljson');
  }
  const module = query.get('module');
  const fn = query.get('function');
  if (!module || !fn) throw generalError('module and function are required');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw generalError('The request body is not JSON');
  }
  if (!isRecord(parsed)) throw generalError('The request body must be {auth, params}');
  const params = parsed.params ?? [];
  if (!Array.isArray(params)) throw generalError('params must be a list');
  return { module, fn, auth: parseAuth(parsed.auth), params };
}

/** Runs one call; `pathAccount` is the account in the URL, or null for a shared base. */
export async function handleCall(
  state: PlatformState,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  pathAccount: string | null,
): Promise<void> {
  // Counted on arrival, so a call that hangs or fails is a call all the same.
  response.once('close', state.calls.begin(callName(url)));
  const body = await readBody(request);
  const faultAccount = pathAccount ?? accountInBody(body) ?? '';
  const leave = state.load.enter(faultAccount);
  if (!leave) {
    response.setHeader('Retry-After', '1');
    return send(response, 429, 'text/plain', 'Too many calls at once for this account');
  }
  response.once('close', leave);
  const { latencyMs, outcome } = state.faults.decide(faultAccount);
  if (latencyMs > 0) await sleep(latencyMs);
  if (outcome === 'hang') {
    state.hanging.add(response);
    response.on('close', () => state.hanging.delete(response));
    return;
  }
  if (outcome === 'close') {
    // The request was read; the connection ends with no answer ("other side closed").
    request.socket.destroy();
    return;
  }
  if (outcome === 'http500') return send(response, 500, 'text/plain', 'Internal Server Error');
  if (outcome === 'nonJson') {
    return send(response, 200, 'text/html', '<html><body>Bad gateway (injected)</body></html>');
  }
  let answer: UpstreamAnswer;
  try {
    if (outcome === 'fail') throw generalError('Injected failure (demo platform fault)');
    const call = parseCall(url, body);
    state.calls.noteStart(callName(url), listStartOf(call.module, call.fn, call.params));
    state.calls.noteFirstPage(callName(url), firstPageRangeOf(call.module, call.fn, call.params));
    const accountName = pathAccount ?? call.auth.account;
    const data = state.accounts.get(accountName);
    if (!data) throw authError(`Unknown account "${accountName}"`);
    const result = dispatch({
      module: call.module,
      function: call.fn,
      auth: call.auth,
      params: call.params,
      data,
      sessions: state.sessions,
      strictPublic: state.strictPublic,
    });
    const hostile = state.faults.hostileText(faultAccount);
    answer = { success: true, response: hostile ? withHostileText(result) : result };
  } catch (error) {
    if (!(error instanceof DemoCallError)) throw error;
    answer = {
      success: false,
      class: error.errorClass,
      error: error.message,
      errno: 0,
      ref: state.nextRef(),
    };
  }
  sendJson(response, 200, answer);
}

/** The auth account of a body, for faults on a base URL without an account in the path. */
function accountInBody(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (isRecord(parsed) && isRecord(parsed.auth) && typeof parsed.auth.account === 'string') {
      return parsed.auth.account;
    }
  } catch {
    // Not JSON: parseCall reports it.
  }
  return null;
}
