/**
 * The upstream protocol client (docs/upstream.md): builds requests from the one call table,
 * logs in, reads single records and lists, drains lists in parallel, and parses every answer
 * with its call's schema. Guards against: credentials in logs or messages (auth objects are
 * only ever sent, never logged), account names that could change the host the request goes
 * to, limits the upstream would refuse, and answers we cannot read (a 502 naming the field,
 * never a half-read row).
 */
import type { z } from 'zod';
import { assertValidAccount, callUrl, toSession, type UpstreamSession } from './auth.js';
import { CallSupport } from './call-support.js';
import {
  DEFAULT_MAX_CONCURRENCY,
  DEFAULT_TIMEOUT_MS,
  silentLogger,
  type UpstreamClientOptions,
} from './client-options.js';
import {
  callLabel,
  isReadOnlyCall,
  leadingCountOf,
  listLimitOf,
  UPSTREAM_CALLS,
  type AnswerOf,
  type ListCallName,
  type RowOf,
  type SingleCallName,
  type UpstreamCallName,
} from './calls.js';
import { drainPages, gathered, type PageSink } from './drain.js';
import { httpPost, type UpstreamPost } from './http-post.js';
import type { DrainOptions, ListOptions } from './list-args.js';
import { UpstreamTransportError, UpstreamUnsupportedError } from './errors.js';
import { listAnswer, listRowsOf, rereadablePage } from './list-page.js';
import { parseWith } from './parse-answer.js';
import { flightKey, SingleFlight } from './single-flight.js';
import { Reachability } from './reachability.js';
import { PlatformTraffic } from './traffic.js';
import { roundTrip, type RoundTripAnswer, type UpstreamLogger } from './transport.js';
import type { UpstreamAuth, UpstreamList } from './wire.js';

export type { UpstreamSession } from './auth.js';
export type { UpstreamLogger } from './transport.js';
export type { DrainOptions, ListOptions } from './list-args.js';
export { assertValidAccount } from './auth.js';

export class UpstreamClient {
  private readonly baseUrlTemplate: string;
  private readonly timeoutMs: number;
  private readonly maxConcurrency: number;
  private readonly sendRequest: UpstreamPost;
  private logger: UpstreamLogger;
  /** Identical reads in flight at once share one request (single-flight.ts). */
  private readonly flights = new SingleFlight();
  readonly support: CallSupport;
  readonly traffic = new PlatformTraffic(); // users' calls and the warm-up's (traffic.ts)
  /** The e-mail each session was opened with (the platform's `user` may be a user name). */
  private readonly loginEmails = new WeakMap<UpstreamSession, string>();
  readonly reachability = new Reachability(); // whether the platform answered each call

  constructor(options: UpstreamClientOptions) {
    this.baseUrlTemplate = options.baseUrlTemplate;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxConcurrency = options.maxConcurrency ?? DEFAULT_MAX_CONCURRENCY;
    this.sendRequest = options.sendRequest ?? httpPost;
    this.logger = options.logger ?? silentLogger;
    this.support = options.support ?? new CallSupport();
  }

  /**
   * Logs the calls to `logger` from now on: the service's own, which exists only once the
   * client it is given to has been built around it.
   */
  logTo(logger: UpstreamLogger): void {
    this.logger = logger;
  }

  /** Pages in flight at once per drain: the bound a windowed read shares among its windows. */
  get concurrency(): number {
    return this.maxConcurrency;
  }

  anonymousAuth(account: string): UpstreamAuth {
    assertValidAccount(account);
    return { mode: 'none', account, user: 'anonymous', rights: 'anonymous' };
  }

  /**
   * Starts a session: the platform's answer, to be sent back as is. Wrong e-mail or password:
   * UpstreamAuthError; an answer without `account` or `mode`, or for another account: a
   * transport error naming the reason.
   */
  async login(
    account: string,
    email: string,
    password: string,
    signal?: AbortSignal,
  ): Promise<UpstreamSession> {
    const response = await this.call(
      'login',
      this.anonymousAuth(account),
      [email, password, account],
      signal,
    );
    const session = toSession(response, account, callLabel('login'));
    this.loginEmails.set(session, email.trim().toLowerCase());
    return session;
  }

  /** The e-mail (lower case) a session of this client was opened with. */
  loginEmailOf(session: UpstreamSession): string | undefined {
    return this.loginEmails.get(session);
  }

  /** Who the session belongs to. A platform without the call: UpstreamUnsupportedError. */
  sessionInfo(session: UpstreamAuth, signal?: AbortSignal): Promise<AnswerOf<'sessionInfo'>> {
    return this.call('sessionInfo', session, [], signal);
  }

  /** The URL of one call, for this account. */
  urlOf(name: UpstreamCallName, account: string): string {
    return callUrl(this.baseUrlTemplate, name, account);
  }

  /**
   * One call with positional parameters; returns its `response` as sent, with the answer's
   * text. A call this account's platform refused as unknown within the last hour fails at
   * once, unsent.
   */
  async send(
    name: UpstreamCallName,
    auth: UpstreamAuth,
    params: unknown[],
    signal?: AbortSignal,
  ): Promise<RoundTripAnswer> {
    const call = callLabel(name);
    if (this.support.statusOf(auth.account, name) === 'unsupported') {
      throw new UpstreamUnsupportedError(`the platform does not offer ${call}`, { call });
    }
    try {
      const answer = isReadOnlyCall(name)
        ? await this.flights.run(flightKey([name, auth, params]), call, signal, (shared) =>
            this.post(name, auth, params, shared),
          )
        : await this.post(name, auth, params, signal);
      this.support.record(auth.account, name, 'offered');
      return answer;
    } catch (error) {
      if (error instanceof UpstreamUnsupportedError) {
        this.support.record(auth.account, name, 'unsupported');
      }
      throw error;
    }
  }

  /**
   * Whether the account's platform answers at all: any protocol answer, even a refusal of
   * the anonymous call, proves it reachable; only a transport failure (no answer, an HTTP
   * error, garbage, too slow) does not. It is always sent, whatever the account's platform
   * is known to offer, so a health check never reports a cached answer as a fresh one.
   */
  reachable(account: string, signal?: AbortSignal): Promise<boolean> {
    const probe = { refusalExpected: true };
    return this.post('sessionInfo', this.anonymousAuth(account), [], signal, probe).then(
      () => true,
      (error: unknown) => !(error instanceof UpstreamTransportError),
    );
  }

  private post(
    name: UpstreamCallName,
    auth: UpstreamAuth,
    params: unknown[],
    signal?: AbortSignal,
    { refusalExpected = false } = {},
  ): Promise<RoundTripAnswer> {
    const { timeoutMs, sendRequest, logger } = this;
    const sent = this.traffic.send(
      () =>
        roundTrip({
          url: this.urlOf(name, auth.account),
          call: callLabel(name),
          singleRecord: leadingCountOf(name) < 0,
          body: { auth, params },
          ...{ timeoutMs, sendRequest, logger, signal, refusalExpected },
          onBusy: () => this.traffic.platformBusy(),
          retryOnClose: isReadOnlyCall(name),
        }),
      signal,
    );
    return this.reachability.watch(sent, auth.account, signal);
  }

  /** A single-answer call, its answer parsed with the call's schema. */
  async call<Name extends SingleCallName>(
    name: Name,
    auth: UpstreamAuth,
    params: unknown[],
    signal?: AbortSignal,
  ): Promise<AnswerOf<Name>> {
    const { response } = await this.send(name, auth, params, signal);
    const schema: z.ZodType = UPSTREAM_CALLS[name].answer;
    return parseWith(schema, response, callLabel(name), 'a value') as AnswerOf<Name>;
  }

  /** One page of a list call. A limit above the call's maximum is refused here, not cut. */
  async list<Name extends ListCallName>(
    name: Name,
    auth: UpstreamAuth,
    options: ListOptions = {},
  ): Promise<UpstreamList<RowOf<Name>>> {
    const send = (params: unknown[]) => this.send(name, auth, params, options.signal);
    const { answer, start } = await listAnswer(name, options, send);
    return listRowsOf(name, answer.response, start);
  }

  /**
   * Every row of a list call, in order. Pages overlap by one row so a list that changes while
   * it is read is noticed and read again (see drain.ts); rows appended after the first page
   * are left for the next read. Cancelling `signal` aborts the pages in flight and starts no
   * more; `pages` counts each page as planned (the rest once the first gives the total) and read.
   */
  drain<Name extends ListCallName>(
    name: Name,
    auth: UpstreamAuth,
    options: DrainOptions = {},
  ): Promise<RowOf<Name>[]> {
    return gathered((sink) => this.drainPages(name, auth, options, sink));
  }

  /** The same rows to `sink` a page at a time, as they come (drain.ts): for large reads. */
  drainPages<Name extends ListCallName>(
    name: Name,
    auth: UpstreamAuth,
    options: DrainOptions,
    sink: PageSink<RowOf<Name>>,
  ): Promise<void> {
    const { pageSize, concurrency, signal, pages, readAhead, ...listOptions } = options;
    return drainPages(
      async (start, limit, pageSignal) => {
        const page = { ...listOptions, start, limit, signal: pageSignal };
        const send = (params: unknown[]) => this.send(name, auth, params, pageSignal);
        return rereadablePage(name, (await listAnswer(name, page, send)).answer, start);
      },
      {
        call: callLabel(name),
        pageSize: pageSize ?? listLimitOf(name),
        concurrency: concurrency ?? this.maxConcurrency,
        logger: this.logger,
        signal,
        pages,
        readAhead,
      },
      sink,
    );
  }

  /** One order; an unknown id is UpstreamLookupError. Public code sends `(id, null)`. */
  getOrder(auth: UpstreamAuth, id: number, signal?: AbortSignal): Promise<AnswerOf<'getOrder'>> {
    return this.call('getOrder', auth, [id, null], signal);
  }
}
