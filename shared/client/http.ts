/**
 * One HTTP exchange in the client's terms: a failure to connect becomes a network ApiError,
 * an error answer becomes an ApiError with the spec's body, whatever the server sent.
 */
import type { Token } from '../api/auth.js';
import { ApiError, errorBodyFrom, isAbortError, networkError } from './api-error.js';

export type Fetch = typeof fetch;

/** Credentials are what login and refresh both post. */
export interface Credentials {
  account: string;
  email: string;
  password: string;
}

/** fetch, with a refused connection as an ApiError; a cancellation stays an AbortError. */
export async function send(fetchImpl: Fetch, input: string, init: RequestInit): Promise<Response> {
  try {
    return await fetchImpl(input, init);
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw networkError(error);
  }
}

export async function readErrorBody(response: Response): Promise<ApiError> {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(await response.text());
  } catch {
    // Not JSON (a proxy page, an empty body): errorBodyFrom fills in from the status.
  }
  return new ApiError(errorBodyFrom(response.status, response.statusText, parsed));
}

/** POST /api/auth/login or /api/auth/refresh: never retried, since it is not a read. */
export async function postCredentials(
  fetchImpl: Fetch,
  url: string,
  credentials: Credentials,
): Promise<Token> {
  const response = await send(fetchImpl, url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw await readErrorBody(response);
  return (await response.json()) as Token;
}

/**
 * POST /api/auth/logout with the session's token: the service ends the token at once (not
 * only when it runs out) and pauses the user's webhook subscriptions.
 */
export async function postLogout(fetchImpl: Fetch, url: string, token: string): Promise<void> {
  const response = await send(fetchImpl, url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  if (!response.ok) throw await readErrorBody(response);
}

/**
 * A request with the session's token and a JSON body (POST, PUT), or none (DELETE); the
 * caller handles the answer.
 */
export function sendJson(
  fetchImpl: Fetch,
  url: string,
  request: {
    method: 'POST' | 'PUT' | 'DELETE';
    token: string | null;
    /** Undefined: no body (a DELETE). */
    body: unknown;
    signal?: AbortSignal | undefined;
  },
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  return send(fetchImpl, url, {
    method: request.method,
    headers,
    body: request.body === undefined ? null : JSON.stringify(request.body),
    signal: request.signal ?? null,
  });
}
