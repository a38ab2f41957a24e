/**
 * The typed client of the local API, for the renderer and for any Node tool. It owns the
 * token lifecycle the spec prescribes: refresh about 25 minutes after issue, on a 401 log in
 * once more with the remembered credentials and retry once, then fail; and it backs off
 * 2 s, 8 s, 30 s when a read meets a 502. Credentials are kept in memory only.
 *
 * It uses nothing but fetch, AbortSignal and timers, so it runs in a browser and in Node.
 */
import type { Token } from '../api/auth.js';
import { ApiError, errorBodyFrom, isAbortError, networkError } from './api-error.js';
import { buildUrl, type Query } from './query-string.js';
import {
  READ_RETRY_DELAYS_MS,
  REFRESH_AFTER_MS,
  REFRESH_RETRY_MS,
  realSleep,
  type Sleep,
} from './timing.js';

export interface Credentials {
  account: string;
  email: string;
  password: string;
}

export interface RetryInfo {
  path: string;
  /** 1 for the first retry. */
  attempt: number;
  delayMs: number;
  error: ApiError;
}

export interface ApiClientOptions {
  /** Origin of the service, e.g. `http://127.0.0.1:7411`; `''` for the page's own origin. */
  baseUrl: string;
  fetchImpl?: typeof fetch;
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
}

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface DownloadStream {
  body: ReadableStream<Uint8Array>;
  /** From Content-Disposition, when the service names the file. */
  fileName: string | null;
  contentType: string;
  /** Content-Length when known; streamed answers usually have none. */
  contentLength: number | null;
}

export interface ApiClient {
  login(account: string, email: string, password: string): Promise<Token>;
  logout(): void;
  isLoggedIn(): boolean;
  get<T>(path: string, query?: Query, options?: RequestOptions): Promise<T>;
  getText(path: string, query?: Query, options?: RequestOptions): Promise<string>;
  stream(path: string, query?: Query, options?: RequestOptions): Promise<DownloadStream>;
}

interface Session {
  token: string;
  refreshAt: number;
}

const FILE_NAME = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;

function fileNameOf(disposition: string | null): string | null {
  const match = disposition ? FILE_NAME.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

async function readErrorBody(response: Response): Promise<ApiError> {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(await response.text());
  } catch {
    // Not JSON (a proxy page, an empty body): errorBodyFrom fills in from the status.
  }
  return new ApiError(errorBodyFrom(response.status, response.statusText, parsed));
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const now = options.now ?? (() => Date.now());
  const sleep = options.sleep ?? realSleep;
  const refreshAfterMs = options.refreshAfterMs ?? REFRESH_AFTER_MS;
  const retryDelays = options.retryDelaysMs ?? READ_RETRY_DELAYS_MS;
  const useTimer = options.refreshTimer ?? true;

  let credentials: Credentials | null = null;
  let session: Session | null = null;
  let refreshTimer: ReturnType<typeof setTimeout> | null = null;
  // One renewal at a time: parallel calls that all meet a 401 share one re-login.
  let renewal: Promise<void> | null = null;

  const url = (path: string, query?: Query) => buildUrl(options.baseUrl, path, query);

  async function send(input: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(input, init);
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw networkError(error);
    }
  }

  async function requestToken(path: string, body: Credentials): Promise<Token> {
    const response = await send(url(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw await readErrorBody(response);
    return (await response.json()) as Token;
  }

  function clearTimer() {
    if (refreshTimer !== null) clearTimeout(refreshTimer);
    refreshTimer = null;
  }

  function scheduleRefresh(at: number) {
    clearTimer();
    if (!useTimer) return;
    refreshTimer = setTimeout(
      () => {
        refreshTimer = null;
        // A failed timed refresh is not an error yet: the next call retries lazily.
        renew('refresh').catch(() => undefined);
      },
      Math.max(0, at - now()),
    );
  }

  function startSession(token: Token) {
    const issuedAt = now();
    // 25 minutes for the spec's 30-minute token; sooner if a token ever lives shorter.
    const lifetimeMs = token.expires_in * 1000;
    const refreshAt = issuedAt + Math.min(refreshAfterMs, Math.max(0, lifetimeMs - 5 * 60_000));
    session = { token: token.token, refreshAt };
    scheduleRefresh(refreshAt);
  }

  function endSession() {
    clearTimer();
    session = null;
    credentials = null;
    renewal = null;
  }

  function expire(error: ApiError): never {
    const hadSession = session !== null || credentials !== null;
    endSession();
    if (hadSession) options.onSessionExpired?.(error);
    throw error;
  }

  /** Refresh (on time) or re-login (after a 401): both post the remembered credentials. */
  function renew(kind: 'refresh' | 'login'): Promise<void> {
    renewal ??= (async () => {
      const remembered = credentials;
      if (!remembered) return;
      try {
        const token = await requestToken(
          kind === 'refresh' ? '/api/auth/refresh' : '/api/auth/login',
          remembered,
        );
        if (credentials === remembered) startSession(token);
      } catch (error) {
        if (error instanceof ApiError && error.isUnauthorized) expire(error);
        if (kind === 'login') throw error;
        // The current token still lives for about 5 minutes: try again a little later.
        if (session) {
          session.refreshAt = now() + REFRESH_RETRY_MS;
          scheduleRefresh(session.refreshAt);
        }
      }
    })().finally(() => {
      renewal = null;
    });
    return renewal;
  }

  async function ensureFreshToken() {
    if (renewal) await renewal;
    else if (session && now() >= session.refreshAt) await renew('refresh');
  }

  /** One GET, with the back-off on 502; other statuses are returned to the caller. */
  async function getWithBackoff(
    path: string,
    query: Query | undefined,
    token: string | null,
    accept: string,
    signal: AbortSignal | undefined,
  ): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      const headers: Record<string, string> = { Accept: accept };
      if (token) headers.Authorization = `Bearer ${token}`;
      const response = await send(url(path, query), { method: 'GET', headers, signal });
      const delayMs = retryDelays[attempt];
      if (response.status !== 502 || delayMs === undefined) return response;
      const error = await readErrorBody(response);
      options.onRetry?.({ path, attempt: attempt + 1, delayMs, error });
      await sleep(delayMs, signal);
    }
  }

  /** A GET as the logged-in user: fresh token, one re-login and retry on 401, then fail. */
  async function authorizedGet(
    path: string,
    query: Query | undefined,
    accept: string,
    signal: AbortSignal | undefined,
  ): Promise<Response> {
    let renewed = false;
    for (;;) {
      await ensureFreshToken();
      const token = session?.token ?? null;
      const response = await getWithBackoff(path, query, token, accept, signal);
      if (response.ok) return response;
      const error = await readErrorBody(response);
      if (!error.isUnauthorized) throw error;
      if (renewed || !credentials) expire(error);
      renewed = true;
      // Another call may have renewed already while this one was in flight.
      if (session?.token === token) {
        try {
          await renew('login');
        } catch (loginError) {
          if (loginError instanceof ApiError) throw loginError;
          throw error;
        }
      }
      if (!session) expire(error);
    }
  }

  return {
    async login(account, email, password) {
      endSession();
      const given = { account, email, password };
      const token = await requestToken('/api/auth/login', given);
      credentials = given;
      startSession(token);
      return token;
    },

    logout() {
      endSession();
    },

    isLoggedIn: () => session !== null,

    async get<T>(path: string, query?: Query, requestOptions: RequestOptions = {}) {
      const response = await authorizedGet(path, query, 'application/json', requestOptions.signal);
      return (await response.json()) as T;
    },

    async getText(path, query, requestOptions = {}) {
      const response = await authorizedGet(path, query, 'text/csv', requestOptions.signal);
      return response.text();
    },

    async stream(path, query, requestOptions = {}) {
      const response = await authorizedGet(path, query, 'text/csv', requestOptions.signal);
      const length = response.headers.get('Content-Length');
      const body =
        response.body ??
        new ReadableStream<Uint8Array>({
          start: (controller) => controller.close(),
        });
      return {
        body,
        fileName: fileNameOf(response.headers.get('Content-Disposition')),
        contentType: response.headers.get('Content-Type') ?? 'application/octet-stream',
        contentLength: length === null ? null : Number(length),
      };
    },
  };
}
