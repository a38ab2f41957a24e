/**
 * Posting into the bookkeeping package: the service part started with the service
 * (domain/bookkeeping/service.ts), and its routes: the connection and accounts, the postings,
 * the schedule.
 */
import type { FastifyInstance } from 'fastify';
import type { KeptState } from '../../../data/kept.js';
import { Bookkeeping, type BookkeepingDeps } from '../../../domain/bookkeeping/service.js';
import { PACKAGE_URLS, type BookkeepingTiming } from '../../../domain/bookkeeping/setup.js';
import type { VaultKeySource } from '../../../core/vault-key.js';
import { registerConnectionRoutes } from './connection.js';
import { registerPostingRoutes } from './postings.js';
import { registerScheduleRoutes } from './schedule.js';
import { lifecycleOf } from '../../lifecycle.js';
import type { ApiKeyAuthenticator } from '../../../domain/auth/api-keys.js';
import type { ScheduleTiming } from '../../../domain/scheduling/scheduler.js';

interface BookkeepingStart {
  vaultKey?: VaultKeySource | undefined;
  bookkeepingTiming?: Partial<BookkeepingTiming> | undefined;
  monthPackTiming?: Partial<ScheduleTiming> | undefined;
}

/** Started before its routes, so the digest can read the postings (domain/digest/day-reads.ts). */
export function startBookkeeping(
  app: FastifyInstance,
  deps: BookkeepingDeps,
  kept: Pick<KeptState, 'bookkeepingConnections' | 'bookkeepingLinks' | 'bookkeepingPostings'>,
  setup: BookkeepingStart,
): Promise<Bookkeeping> {
  return Bookkeeping.start(
    lifecycleOf(app),
    deps,
    {
      connections: kept.bookkeepingConnections,
      links: kept.bookkeepingLinks,
      postings: kept.bookkeepingPostings,
    },
    {
      urls: deps.config.bookkeepingUrls ?? PACKAGE_URLS,
      vaultKey: setup.vaultKey,
      timing: setup.bookkeepingTiming,
      scheduleTiming: setup.monthPackTiming,
    },
  );
}

export function registerBookkeepingRoutes(
  app: FastifyInstance,
  bookkeeping: Bookkeeping,
  apiKeys: ApiKeyAuthenticator,
): void {
  registerConnectionRoutes(app, bookkeeping);
  registerPostingRoutes(app, bookkeeping);
  registerScheduleRoutes(app, bookkeeping, apiKeys);
}
