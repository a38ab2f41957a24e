/** The upstream client's settings (client.ts) and their defaults. */
import type { CallSupport } from './call-support.js';
import type { UpstreamPost } from './http-post.js';
import type { UpstreamLogger } from './transport.js';

export interface UpstreamClientOptions {
  /** Base URL with `{account}`, or without it for one base shared by every account. */
  baseUrlTemplate: string;
  /** Per request, including reading the body. Default 15000. */
  timeoutMs?: number;
  /** Pages in flight at once per drain. Default 4. */
  maxConcurrency?: number;
  /** How a call is sent; default httpPost (http-post.ts). */
  sendRequest?: UpstreamPost;
  logger?: UpstreamLogger;
  /** What each account's platform offers; shared with the service's capability checks. */
  support?: CallSupport;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_MAX_CONCURRENCY = 4;

export const silentLogger: UpstreamLogger = { debug: () => undefined, warn: () => undefined };
