/**
 * The typed client of the local API, for the renderer and for any Node tool. A request names
 * its path, and the endpoint table (shared/api/endpoints.ts) gives the query, path parameters
 * and body it takes and the answer it gets. Around each request sit the session (session.ts:
 * refresh, one re-login on a 401) and, for reads, the back-off on a 502 (backoff.ts).
 *
 * It uses nothing but fetch, AbortSignal and timers, so it runs in a browser and in Node.
 */
import type { Token } from '../api/auth.js';
import {
  endpointName,
  filledPath,
  parsedAnswer,
  type AnswerOf,
  type CsvPath,
  type EndpointKey,
  type ExportPath,
  type GetAnswer,
  type GetPath,
  type PathOf,
  type PutAnswer,
  type PutAtPath,
  type PutBody,
  type PutPath,
} from '../api/endpoints.js';
import type { ApiError } from './api-error.js';
import { authorizedRead } from './authorized-read.js';
import { getWithBackoff, type RetryInfo } from './backoff.js';
import { downloadOf, type DownloadStream } from './download.js';
import type {
  ReadArgs,
  RequestOptions,
  SendArgs,
  SendMethod,
  SendOptions,
  SentParts,
} from './endpoint-types.js';
import { freshnessOf, type DatedAnswer } from './freshness.js';
import { postCredentials, postLogout, sendJson, type Fetch } from './http.js';
import { buildUrl, type Query } from './query-string.js';
import { TokenSession, type SessionKeeper } from './session.js';
import { READ_RETRY_DELAYS_MS, REFRESH_AFTER_MS, realSleep, type Sleep } from './timing.js';

export interface ApiClientOptions {
  /** Origin of the service, e.g. `http://127.0.0.1:7411`; `''` for the page's own origin. */
  baseUrl: string;
  fetchImpl?: Fetch;
  /** Epoch milliseconds; injected by tests to move the clock. */
  now?: () => number;
  sleep?: Sleep;
  /** Called once when the session cannot be renewed (401 after the one re-login). */
  onSessionExpired?: (error: ApiError) => void;
  /** Called before each back-off wait, so a UI can say "retrying in 8 s". */
  onRetry?: (info: RetryInfo) => void;
  refreshAfterMs?: number;
  retryDelaysMs?: readonly number[];
  /** Refresh on a timer as well as lazily before a call (default true). */
  refreshTimer?: boolean;
  /** Keeps the token across page loads; without it a session lives as long as the client. */
  keeper?: SessionKeeper;
}

export interface ApiClient {
  login(account: string, email: string, password: string): Promise<Token>;
  /**
   * Ends the session here at once, then tells the service (which ends the token and pauses
   * the user's webhooks); resolves when the service answered. A service out of reach cannot
   * be told: the token then ends by itself within 30 minutes.
   */
  logout(): Promise<void>;
  isLoggedIn(): boolean;
  /** The JSON answer of a path, typed by the endpoint table. */
  get<Path extends GetPath>(path: Path, ...args: ReadArgs<Path>): Promise<GetAnswer<Path>>;
  /** The same answer with how fresh the service says it is (its X-Data-* headers). */
  getDated<Path extends GetPath>(
    path: Path,
    ...args: ReadArgs<Path>
  ): Promise<DatedAnswer<GetAnswer<Path>>>;
  /** The CSV answer of a path, as text. */
  getText<Path extends CsvPath>(path: Path, ...args: ReadArgs<Path>): Promise<string>;
  /**
   * An export as it arrives, for progress and cancelling: a path the endpoint table says
   * answers files, with a plain query (screens hand an export's path and query to the export
   * button as data).
   */
  stream(path: ExportPath, query?: Query, options?: RequestOptions): Promise<DownloadStream>;
  /**
   * Replaces a whole resource and answers it as stored. Not retried on a 502 (the screen
   * says it failed and the user saves again); on a 401 once after renewing the session, which
   * is safe because a PUT of the same body twice stores the same.
   */
  put<Path extends PutPath>(
    path: Path,
    body: PutBody<Path>,
    options?: { signal?: AbortSignal },
  ): Promise<PutAnswer<Path>>;
  /**
   * A PUT to a path with a parameter in it (`/api/exceptions/:id/seen` with `{ params: { id },
   * body }`); answers as its schema parses it. Retried as `put`.
   */
  putAt<Path extends PutAtPath>(
    path: Path,
    ...args: SendArgs<'PUT', Path>
  ): Promise<AnswerOf<'PUT', Path>>;
  /**
   * A POST, as the logged-in user, with the body and path parameters its entry takes; answers
   * as its schema parses it. Not retried on a 502 (it is not a read); on a 401 once after
   * renewing the session, since the service answers 401 before it acts.
   */
  post<Path extends PathOf<'POST'>>(
    path: Path,
    ...args: SendArgs<'POST', Path>
  ): Promise<AnswerOf<'POST', Path>>;
  /**
   * A DELETE, as the logged-in user, with the path parameters, query and body its entry takes
   * (an un-filing's reason); answers as its schema parses it. Not retried on a 502; on a 401
   * once after renewing the session (the service answers 401 before it acts, and deleting
   * twice deletes once).
   */
  delete<Path extends PathOf<'DELETE'>>(
    path: Path,
    ...args: SendArgs<'DELETE', Path>
  ): Promise<AnswerOf<'DELETE', Path>>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const url = (path: string, query?: Query) => buildUrl(options.baseUrl, path, query);
  const session = new TokenSession({
    requestToken: (path, credentials) => postCredentials(fetchImpl, url(path), credentials),
    now: options.now ?? (() => Date.now()),
    refreshAfterMs: options.refreshAfterMs ?? REFRESH_AFTER_MS,
    refreshTimer: options.refreshTimer ?? true,
    onSessionExpired: options.onSessionExpired,
    keeper: options.keeper,
  });
  const backoff = {
    fetchImpl,
    sleep: options.sleep ?? realSleep,
    retryDelaysMs: options.retryDelaysMs ?? READ_RETRY_DELAYS_MS,
    onRetry: options.onRetry,
  };

  /**
   * A request that sends, its answer parsed with the entry's schema: what a POST, PUT or DELETE
   * answers is small, and parsing it gives the caller its type without a cast.
   */
  const send = async <Name extends EndpointKey>(
    method: SendMethod,
    name: Name,
    path: string,
    { params, query, body }: SentParts = {},
    { signal }: SendOptions = {},
  ) => {
    const response = await authorizedRead(session, (token) =>
      sendJson(fetchImpl, url(filledPath(path, params), query), { method, token, body, signal }),
    );
    return parsedAnswer(name, await response.json());
  };

  const read = (
    path: string,
    query: Query | undefined,
    accept: string,
    { signal, progressId, noCache }: RequestOptions = {},
  ) =>
    authorizedRead(session, (token) =>
      getWithBackoff(backoff, {
        path,
        url: url(path, query),
        token,
        accept,
        signal,
        progressId,
        noCache,
      }),
    );

  return {
    login: (account, email, password) => session.login({ account, email, password }),
    async logout() {
      const token = session.token;
      session.end();
      if (token) await postLogout(fetchImpl, url('/api/auth/logout'), token).catch(() => undefined);
    },
    isLoggedIn: () => session.isLoggedIn,

    async get<Path extends GetPath>(path: Path, ...[query, requestOptions]: ReadArgs<Path>) {
      const response = await read(path, query, 'application/json', requestOptions);
      // The one place the answer gets its type. The route serving this path reads its answer
      // schema from the same table entry and its handler is type-checked against it; like the
      // service, the client does not re-validate it at run time.
      return (await response.json()) as GetAnswer<Path>;
    },

    async getDated<Path extends GetPath>(path: Path, ...[query, requestOptions]: ReadArgs<Path>) {
      const response = await read(path, query, 'application/json', requestOptions);
      // Typed as in get above.
      const answer = (await response.json()) as GetAnswer<Path>;
      return { answer, freshness: freshnessOf(response.headers) };
    },

    async getText<Path extends CsvPath>(path: Path, ...[query, requestOptions]: ReadArgs<Path>) {
      const response = await read(path, query, 'text/csv', requestOptions);
      return response.text();
    },

    async stream(path, query, requestOptions = {}) {
      const response = await read(path, query, 'text/csv', requestOptions);
      return downloadOf(response);
    },

    async put<Path extends PutPath>(
      path: Path,
      body: PutBody<Path>,
      { signal }: { signal?: AbortSignal } = {},
    ) {
      const response = await authorizedRead(session, (token) =>
        sendJson(fetchImpl, url(path), { method: 'PUT', token, body, signal }),
      );
      // Typed as in get above: the route reads the same table entry.
      return (await response.json()) as PutAnswer<Path>;
    },

    putAt: (path, ...[request, options]) =>
      send('PUT', endpointName('PUT', path), path, request, options),
    post: (path, ...[request, options]) =>
      send('POST', endpointName('POST', path), path, request, options),
    delete: (path, ...[request, options]) =>
      send('DELETE', endpointName('DELETE', path), path, request, options),
  };
}
