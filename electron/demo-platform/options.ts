/** Options of the demo platform, their defaults, and their bounds. */
import { MAX_ORDERS, MAX_PRODUCTS } from './accounts.js';
import { DEFAULT_LOCATIONS, MAX_LOCATIONS } from './data/chain-locations.js';

export { MAX_LOCATIONS };
import type { FaultSettings } from './faults.js';

export interface DemoSizing {
  /** Products per account (default 2,000). */
  productsPerAccount?: number | undefined;
  /** Average orders per day per account (default 30); 0 means no orders. */
  ordersPerDay?: number | undefined;
  /** Days of history ending on the end date (default 400, so both DST changes are in it). */
  historyDays?: number | undefined;
  /**
   * Locations with a till each (default 2, the demo as it always was); from the third on each
   * has a webshop of its own too: `locations: 10` with 3,000 orders a day is a chain
   * (data/chain-locations.ts). The orders a day are the account's, spread over them.
   */
  locations?: number | undefined;
}

export interface DemoPlatformOptions {
  /** 0 (default) picks a free port. */
  port?: number | undefined;
  host?: '127.0.0.1' | undefined;
  seed?: number | undefined;
  sizing?: DemoSizing | undefined;
  /** Last day of history, `YYYY-MM-DD`; default today in Amsterdam. */
  endDate?: string | undefined;
  /**
   * Orders per account kept generated in memory (default 300,000: some 600 MB when full, at
   * about 2 kB an order); an evicted day is generated again when read. The data is the same
   * whatever the bound: it only trades memory for the time of generating days again.
   */
  cachedOrders?: number | undefined;
  /** Absolute session lifetime (default 3600). */
  sessionLifetimeSeconds?: number | undefined;
  /** Calls per account in flight at most; one more is refused with HTTP 429 (default 24). */
  maxCallsInFlight?: number | undefined;
  /** Faults for every account from the start. */
  faults?: FaultSettings | undefined;
  /**
   * Answer like the real platform is publicly known to: calls we only assume exist are
   * unknown functions, and fields no recording shows are left out. Default false.
   */
  strictPublic?: boolean | undefined;
  /**
   * The time order edits are stamped with, epoch milliseconds (default Date.now): a test stops
   * it to edit two orders within one millisecond, as the platform's `date_updated` allows.
   */
  clock?: (() => number) | undefined;
}

export interface ResolvedOptions {
  port: number;
  host: '127.0.0.1';
  seed: number;
  productsPerAccount: number;
  ordersPerDay: number;
  historyDays: number;
  locations: number;
  endDate: string | undefined;
  cachedOrders: number;
  sessionLifetimeSeconds: number;
  maxCallsInFlight: number;
  strictPublic: boolean;
  clock: () => number;
}

export const DEFAULTS = {
  seed: 20_260_101,
  productsPerAccount: 2_000,
  ordersPerDay: 30,
  historyDays: 400,
  locations: DEFAULT_LOCATIONS,
  cachedOrders: 300_000,
  sessionLifetimeSeconds: 3_600,
  maxCallsInFlight: 24,
} as const;

function bounded(
  name: string,
  value: number | undefined,
  fallback: number,
  min: number,
  max: number,
) {
  const resolved = value ?? fallback;
  if (!Number.isInteger(resolved) || resolved < min || resolved > max) {
    throw new RangeError(`demo platform: ${name} must be an integer from ${min} to ${max}`);
  }
  return resolved;
}

export function resolveOptions(options: DemoPlatformOptions = {}): ResolvedOptions {
  const sizing = options.sizing ?? {};
  const historyDays = bounded('historyDays', sizing.historyDays, DEFAULTS.historyDays, 1, 5_000);
  const ordersPerDay = bounded(
    'ordersPerDay',
    sizing.ordersPerDay,
    DEFAULTS.ordersPerDay,
    0,
    Math.floor(MAX_ORDERS / historyDays / 2),
  );
  const lifetime = options.sessionLifetimeSeconds ?? DEFAULTS.sessionLifetimeSeconds;
  if (!(lifetime > 0)) throw new RangeError('demo platform: sessionLifetimeSeconds must be > 0');
  return {
    port: bounded('port', options.port, 0, 0, 65_535),
    host: '127.0.0.1',
    seed: bounded('seed', options.seed, DEFAULTS.seed, 0, 2 ** 32 - 1),
    productsPerAccount: bounded(
      'productsPerAccount',
      sizing.productsPerAccount,
      DEFAULTS.productsPerAccount,
      1,
      MAX_PRODUCTS,
    ),
    ordersPerDay,
    historyDays,
    locations: bounded('locations', sizing.locations, DEFAULTS.locations, 1, MAX_LOCATIONS),
    endDate: options.endDate,
    cachedOrders: bounded(
      'cachedOrders',
      options.cachedOrders,
      DEFAULTS.cachedOrders,
      0,
      MAX_ORDERS,
    ),
    sessionLifetimeSeconds: lifetime,
    maxCallsInFlight: bounded(
      'maxCallsInFlight',
      options.maxCallsInFlight,
      DEFAULTS.maxCallsInFlight,
      1,
      10_000,
    ),
    strictPublic: options.strictPublic ?? false,
    clock: options.clock ?? Date.now,
  };
}
