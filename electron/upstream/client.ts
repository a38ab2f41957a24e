/**
 * The upstream protocol client (../shared/docs/upstream-protocol.md): builds requests from
 * the one call table, logs in, reads single records and lists, and drains lists in parallel.
 * Guards against: credentials in logs or messages (auth objects are only ever sent, never
 * logged), account names that could change the host the request goes to, and limits the
 * upstream would refuse.
 */
import { assertValidAccount, toSession, type UpstreamSession } from './auth.js';
import { listLimitOf, UPSTREAM_CALLS, type UpstreamCallName } from './calls.js';
import { drainList } from './drain.js';
import { UpstreamTransportError } from './errors.js';
import { roundTrip, type UpstreamLogger } from './transport.js';
import type {
  OrderRow,
  SessionInfo,
  UpstreamAuth,
  UpstreamFilter,
  UpstreamList,
  UpstreamOrder,
} from './wire.js';

export type { UpstreamSession } from './auth.js';
export type { UpstreamLogger } from './transport.js';
export { assertValidAccount } from './auth.js';

export interface UpstreamClientOptions {
  /** Base URL with `{account}`, or without it for one base shared by every account. */
  baseUrlTemplate: string;
  /** Per request, including reading the body. Default 15000. */
  timeoutMs?: number;
  /** Pages in flight at once per drain. Default 4. */
  maxConcurrency?: number;
  fetchImpl?: typeof fetch;
  logger?: UpstreamLogger;
}

export interface ListOptions {
  start?: number;
  /** Default: the call's maximum (1000, or 100 for listOrders). */
  limit?: number;
  order?: UpstreamOrder[] | null;
  filters?: UpstreamFilter[] | null;
  /** Parameters before `start`, e.g. `[query, lang]` or `[lang]`; as many as the call has. */
  leading?: unknown[];
  signal?: AbortSignal;
}

export interface DrainOptions extends Omit<ListOptions, 'start' | 'limit'> {
  /** Default: the call's maximum (calls.ts listLimitOf). */
  pageSize?: number;
  concurrency?: number;
  /** Rows loaded so far and the total; starts over from the first page if the list is re-read. */
  onProgress?: (loaded: number, total: number) => void;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_MAX_CONCURRENCY = 4;

const silentLogger: UpstreamLogger = { debug: () => undefined, warn: () => undefined };

const callLabel = (name: UpstreamCallName): string =>
  `${UPSTREAM_CALLS[name].module}::${UPSTREAM_CALLS[name].function}`;

/** How many positional parameters a list call takes before `start` (-1: not a list call). */
const leadingCountOf = (name: UpstreamCallName): number =>
  (UPSTREAM_CALLS[name].args as readonly string[]).indexOf('start');

export class UpstreamClient {
  private readonly baseUrlTemplate: string;
  private readonly timeoutMs: number;
  private readonly maxConcurrency: number;
  private readonly fetchImpl: typeof fetch;
  private readonly logger: UpstreamLogger;

  constructor(options: UpstreamClientOptions) {
    this.baseUrlTemplate = options.baseUrlTemplate;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxConcurrency = options.maxConcurrency ?? DEFAULT_MAX_CONCURRENCY;
    this.fetchImpl = options.fetchImpl ?? fetch;
    this.logger = options.logger ?? silentLogger;
  }

  anonymousAuth(account: string): UpstreamAuth {
    assertValidAccount(account);
    return { mode: 'none', account, user: 'anonymous', rights: 'anonymous' };
  }

  /** Starts a session. Wrong e-mail or password: UpstreamAuthError. */
  async login(
    account: string,
    email: string,
    password: string,
    signal?: AbortSignal,
  ): Promise<UpstreamSession> {
    const response = await this.call<unknown>(
      'login',
      this.anonymousAuth(account),
      [email, password, account],
      signal,
    );
    return toSession(response, callLabel('login'));
  }

  sessionInfo(session: UpstreamAuth, signal?: AbortSignal): Promise<SessionInfo> {
    return this.call<SessionInfo>('sessionInfo', session, [], signal);
  }

  /** The URL of one call, for this account. */
  urlOf(name: UpstreamCallName, account: string): string {
    assertValidAccount(account);
    const url = new URL(this.baseUrlTemplate.replaceAll('{account}', encodeURIComponent(account)));
    const { module, function: functionName } = UPSTREAM_CALLS[name];
    url.searchParams.set('action', 'request');
    url.searchParams.set('api', 'fulljson');
    url.searchParams.set('module', module);
    url.searchParams.set('function', functionName);
    return url.toString();
  }

  /** One call with positional parameters; returns its `response`. */
  async call<T>(
    name: UpstreamCallName,
    auth: UpstreamAuth,
    params: unknown[],
    signal?: AbortSignal,
  ): Promise<T> {
    const url = this.urlOf(name, auth.account);
    const response = await roundTrip({
      url,
      call: callLabel(name),
      singleRecord: leadingCountOf(name) < 0,
      body: { auth, params },
      timeoutMs: this.timeoutMs,
      fetchImpl: this.fetchImpl,
      logger: this.logger,
      signal,
    });
    return response as T;
  }

  /** One page of a list call. A limit above the call's maximum is refused here, not cut. */
  async list<T>(
    name: UpstreamCallName,
    auth: UpstreamAuth,
    options: ListOptions = {},
  ): Promise<UpstreamList<T>> {
    const leading = options.leading ?? [];
    const leadingCount = leadingCountOf(name);
    if (leadingCount < 0) throw new RangeError(`${callLabel(name)} is not a list call`);
    if (leading.length !== leadingCount) {
      throw new RangeError(
        `${callLabel(name)} takes ${leadingCount} parameter(s) before start, got ${leading.length}`,
      );
    }
    const maximum = listLimitOf(name);
    const start = options.start ?? 0;
    const limit = options.limit ?? maximum;
    if (!Number.isInteger(start) || start < 0) throw new RangeError(`bad start ${start}`);
    if (!Number.isInteger(limit) || limit < 1 || limit > maximum) {
      throw new RangeError(`${callLabel(name)} takes a limit of 1..${maximum}, got ${limit}`);
    }
    const params = [...leading, start, limit, options.order ?? null, options.filters ?? null];
    const page = await this.call<UpstreamList<T>>(name, auth, params, options.signal);
    if (typeof page !== 'object' || !Array.isArray(page.data) || typeof page.total !== 'number') {
      throw new UpstreamTransportError('upstream answered a list call without data and total', {
        call: callLabel(name),
      });
    }
    return page;
  }

  /**
   * Every row of a list call, in order. Pages overlap by one row so a list that changes while
   * it is read is noticed and read again (see drain.ts); rows appended after the first page
   * are left for the next read. Cancelling `signal` stops further requests.
   */
  drain<T>(name: UpstreamCallName, auth: UpstreamAuth, options: DrainOptions = {}): Promise<T[]> {
    const { pageSize, concurrency, onProgress, signal, ...listOptions } = options;
    return drainList<T>(
      (start, limit, pageSignal) =>
        this.list<T>(name, auth, { ...listOptions, start, limit, signal: pageSignal }),
      {
        call: callLabel(name),
        pageSize: pageSize ?? listLimitOf(name),
        concurrency: concurrency ?? this.maxConcurrency,
        logger: this.logger,
        signal,
        onProgress,
      },
    );
  }

  /** One order; an unknown id is UpstreamLookupError. */
  getOrder(auth: UpstreamAuth, id: number, signal?: AbortSignal): Promise<OrderRow> {
    return this.call<OrderRow>('getOrder', auth, [id], signal);
  }
}
