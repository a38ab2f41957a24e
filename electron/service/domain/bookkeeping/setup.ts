/**
 * How the bookkeeping service is set up: the packages' API addresses, the vault key its tokens
 * are sealed under, how long a run waits (its answer, a claim, a rate limit) and Moneybird's
 * request window.
 */
import type { VaultKeySource } from '../../core/vault-key.js';
import type { ScheduleTiming } from '../scheduling/scheduler.js';

export interface BookkeepingTiming {
  /** How long POST …/postings waits for its run before answering the days as they stand. */
  answerWithinMs: number;
  /** How long a run's claim on an entry holds before another run may take it over. */
  leaseMs: number;
  /** The longest a package's rate limit is waited out before the run stops. */
  maxWaitMs: number;
}

export const DEFAULT_BOOKKEEPING_TIMING: BookkeepingTiming = {
  answerWithinMs: 20_000,
  leaseMs: 120_000,
  maxWaitMs: 330_000,
};

/** The packages' own API addresses, as `--moneybird-url` and `--eboekhouden-url` take them. */
export const PACKAGE_URLS = {
  moneybird: 'https://moneybird.com/api/v2/',
  eBoekhouden: 'https://api.e-boekhouden.nl/',
} as const;

/** Moneybird's limit: 150 requests per 5 minutes (its 429's `RateLimit-Limit` example). */
export const MONEYBIRD_WINDOW = { limit: 150, windowMs: 300_000 };

export interface BookkeepingSetup {
  urls: { moneybird: string; eBoekhouden: string };
  vaultKey?: VaultKeySource | undefined;
  timing?: Partial<BookkeepingTiming> | undefined;
  /** How often the schedules are looked at (the month pack's tick). */
  scheduleTiming?: Partial<ScheduleTiming> | undefined;
}
