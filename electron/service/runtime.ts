/** The live parts of one service instance, handed to every route module. */
import type { FastifyBaseLogger } from 'fastify';
import type { UpstreamClient } from '../upstream/client.js';
import type { TokenStore } from './auth/token-store.js';
import type { Clock, ServiceConfig } from './context.js';
import type { ReferenceCache } from './reference-cache.js';

export interface ServiceRuntime {
  upstream: UpstreamClient;
  config: ServiceConfig;
  clock: Clock;
  tokens: TokenStore;
  reference: ReferenceCache;
  log: FastifyBaseLogger;
}
