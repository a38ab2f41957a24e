/** The typed API client: token lifecycle, re-login on 401, back-off on 502. */
export { ApiError, NETWORK_ERROR_STATUS, isAbortError } from './api-error.js';
export { createApiClient, type ApiClient, type ApiClientOptions } from './api-client.js';
export type { RetryInfo } from './backoff.js';
export type { DownloadStream } from './download.js';
export type { ClientQuery, ReadArgs, RequestOptions } from './endpoint-types.js';
export type { Credentials } from './http.js';
export { freshnessOf, type DatedAnswer, type Freshness } from './freshness.js';
export type { KeptSession, SessionKeeper } from './session.js';
export { buildUrl, toSearchParams, type Query, type QueryValue } from './query-string.js';
export {
  READ_RETRY_DELAYS_MS,
  REFRESH_AFTER_MS,
  WINDOW_RETRY_DELAYS_MS,
  realSleep,
  type Sleep,
} from './timing.js';
