/**
 * A short-lived cache for reference data (shops, locations, tax rates, turnover groups,
 * payment methods), which change rarely but are needed on almost every call. Keyed by account
 * AND user so nothing cached crosses accounts or users' rights. Concurrent misses share one
 * upstream call; failures are not cached.
 */
import type { AuthContext } from '../../core/caller.js';
import type { Clock } from '../../core/clock.js';

const DEFAULT_TTL_MS = 5 * 60_000;

export class ReferenceCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = DEFAULT_TTL_MS,
  ) {}

  get<T>(auth: AuthContext, key: string, load: () => Promise<T>): Promise<T> {
    const cacheKey = `${auth.account}\u0000${auth.user.key}\u0000${key}`;
    const now = this.clock.now();
    const hit = this.entries.get(cacheKey);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(cacheKey, { expires: now + this.ttlMs, value });
    value.catch(() => this.entries.delete(cacheKey));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
