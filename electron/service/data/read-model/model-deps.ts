/**
 * What the read model is handed (app.ts builds it), in the few fields it uses rather than
 * the whole of the service's dependencies: deps.ts names the model, so the model must not
 * name deps.ts back.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { UpstreamClient } from '../../../upstream/client.js';
import type { AuthContext } from '../../core/caller.js';
import type { Clock } from '../../core/clock.js';

/** The platform the model reads its rows from, and the time it reads them at. */
export interface PlatformDeps {
  upstream: UpstreamClient;
  clock: Clock;
}

export interface ReadModelDeps extends PlatformDeps {
  /** Where background work that fails says so. */
  log: FastifyBaseLogger;
  /**
   * The ids of the shops a locked user sees, as the service reads its shops (through the
   * read source, which may answer from this model): the model cannot read them itself.
   */
  visibleShopIds(auth: AuthContext): Promise<number[]>;
}
