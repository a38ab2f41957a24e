/**
 * One GET with the spec's back-off: a 502 (the upstream failed) is tried again after each
 * delay in turn, 2 s, 8 s, 30 s by default. Other statuses, and the 502 after the last delay,
 * go back to the caller as they are.
 */
import { PROGRESS_ID_HEADER } from '../api/progress.js';
import type { ApiError } from './api-error.js';
import { readErrorBody, send, type Fetch } from './http.js';
import type { Sleep } from './timing.js';

export interface RetryInfo {
  path: string;
  /** 1 for the first retry. */
  attempt: number;
  delayMs: number;
  error: ApiError;
}

interface BackoffSettings {
  fetchImpl: Fetch;
  sleep: Sleep;
  retryDelaysMs: readonly number[];
  /** Called before each wait, so a UI can say "retrying in 8 s". */
  onRetry?: ((info: RetryInfo) => void) | undefined;
}

export interface Read {
  /** The API path alone, for onRetry. */
  path: string;
  url: string;
  token: string | null;
  accept: string;
  signal: AbortSignal | undefined;
  progressId?: string | undefined;
  noCache?: boolean | undefined;
}

export async function getWithBackoff(settings: BackoffSettings, read: Read): Promise<Response> {
  const headers: Record<string, string> = { Accept: read.accept };
  if (read.token) headers.Authorization = `Bearer ${read.token}`;
  if (read.progressId) headers[PROGRESS_ID_HEADER] = read.progressId;
  if (read.noCache) headers['Cache-Control'] = 'no-cache';
  for (let attempt = 0; ; attempt += 1) {
    const response = await send(settings.fetchImpl, read.url, {
      method: 'GET',
      headers,
      signal: read.signal,
    });
    const delayMs = settings.retryDelaysMs[attempt];
    if (response.status !== 502 || delayMs === undefined) return response;
    const error = await readErrorBody(response);
    settings.onRetry?.({ path: read.path, attempt: attempt + 1, delayMs, error });
    await settings.sleep(delayMs, read.signal);
  }
}
