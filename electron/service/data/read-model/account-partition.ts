/**
 * A user locked to one location reads their location's orders and day closings from the part
 * of the model of a user of the same account who sees every location
 * (docs/decisions/0135-locked-users-read-the-accounts-orders.md). That part holds every order
 * with its shop, so filtered to the locked user's shops it is what their own session reads,
 * once the platform has vouched for it with one call made with their session: the number of
 * their shops' orders of the week up to the last day they sold before today (within the months
 * that part holds whole), and the first of them field for field, equal to what the part holds.
 * A difference, or no such session of the account on this service, and they read their own
 * part as before (decisions/0033).
 */
import { isDeepStrictEqual } from 'node:util';
import {
  addDays,
  firstDayOf,
  localDateOf,
  localMidnight,
  type LocalDate,
} from '../../../../shared/dates.js';
import type { UpstreamSession } from '../../../upstream/client.js';
import { untilAborted } from '../../../upstream/until-aborted.js';
import type { AuthContext } from '../../core/caller.js';
import { orderPageFromPlatform, type OrderRangeQuery } from '../platform/fetch-orders.js';
import { coveredMonths, monthsBetween, type MonthKey } from './months.js';
import { ordersPageOf } from './orders-model.js';
import type { PartitionKey, ScopedContext } from './partition.js';
import type { ReadWork } from './data-age.js';

/**
 * The days the platform's count is asked over, up to the last day sold before today: a week of
 * every weekday. A count over every held month would ask a platform for 13 months of a chain's
 * orders in one call (the demo generates them: seconds), to vouch for what a week shows.
 */
const VOUCHED_DAYS = 7;

/**
 * `from`, or a later day where the account's part holds whole only the months from there up to
 * the present one; null where it does not hold the present month.
 */
async function heldFrom(wide: ScopedContext, from: LocalDate, now: number) {
  const months = monthsBetween(from.slice(0, 7), now).reverse();
  const covered = await coveredMonths(wide.store, wide.partition, months);
  let oldest: MonthKey | null = null;
  for (const month of months) {
    if (!covered.has(month)) break;
    oldest = month;
  }
  if (oldest === null) return null;
  return firstDayOf(oldest) > from ? firstDayOf(oldest) : from;
}

/** The last day before `today` the account's part holds an order of the shops on. */
async function lastDaySold(
  wide: ScopedContext,
  shopIds: readonly number[],
  today: LocalDate,
): Promise<LocalDate | null> {
  const [row] = await wide.store.query<{ purchased: number | null }>(
    `select max(purchased)::bigint as purchased from rm_orders
     where partition = $1 and shop_id = any($2::bigint[]) and purchased < $3`,
    [wide.partition, [...shopIds], localMidnight(today)],
  );
  return row?.purchased == null ? null : localDateOf(row.purchased);
}

/**
 * The platform's word, asked with the locked user's session, against the account's part:
 * true when both hold the same orders of the user's shops; null when the account's part does
 * not hold that week up to now (ask again later). The caller catches that part up first.
 */
export async function vouchForAccountPart(
  own: ScopedContext,
  wide: ScopedContext,
  now: number,
  work: ReadWork,
): Promise<boolean | null> {
  // Before today: today's orders keep coming, and the account's part may be a minute behind.
  const today = localDateOf(now);
  const last = (await lastDaySold(wide, own.baseShopIds ?? [], today)) ?? addDays(today, -1);
  const from = await heldFrom(wide, addDays(last, 1 - VOUCHED_DAYS), now);
  if (from === null || from > last) return null;
  const query: OrderRangeQuery = { from, to: last, shopIds: own.baseShopIds, statuses: null };
  const first = { start: 0, limit: 1 };
  const [platform, held] = await Promise.all([
    orderPageFromPlatform(own.deps, own.auth, query, first, work),
    ordersPageOf(wide, query, first),
  ]);
  return platform.total === held.total && isDeepStrictEqual(platform.data, held.data);
}

/** The account's sessions that see every location, and what each locked session was told. */
export class AccountPartitions {
  /** Per account, the latest session of a user the platform shows every location. */
  private readonly wide = new Map<string, AuthContext>();
  private readonly vouches = new WeakMap<UpstreamSession, Map<PartitionKey, Vouch>>();

  /** A read by `auth`: a user who sees every location lends their account's part. */
  seen(auth: AuthContext): void {
    if (auth.roles !== null && auth.lockedLocationId === null) this.wide.set(auth.account, auth);
  }

  /** The session a locked user's account part is kept with; null: none (or not locked). */
  wideFor(auth: AuthContext): AuthContext | null {
    if (auth.roles === null || auth.lockedLocationId === null) return null;
    return this.wide.get(auth.account) ?? null;
  }

  /** A logout, or a session the platform ended: it keeps no part fresh any more. */
  forget(account: string, userKey: string): void {
    const wide = this.wide.get(account);
    if (wide?.user.key === userKey) this.wide.delete(account);
  }

  ended(session: AuthContext): void {
    if (this.wide.get(session.account) === session) this.wide.delete(session.account);
  }

  /**
   * What the platform says for this locked session about this part, asked once (`ask`) and
   * kept for the session: a difference only until `againAfterMs` has passed (the account's part
   * may just not have caught up yet); nothing to compare yet (null), or a failed ask, is asked
   * again at the next read. An ask fails with the work of the read that made it: one that waited
   * for it while that read's client left asks again, for itself.
   */
  async vouch(auth: AuthContext, partition: PartitionKey, asker: Asker, ask: Ask) {
    for (;;) {
      const vouch = this.vouchFor(auth, partition, asker, ask);
      try {
        return await untilAborted(vouch.asked, asker.signal);
      } catch (error) {
        if (!vouch.signal?.aborted || asker.signal?.aborted) throw error;
      }
    }
  }

  private vouchFor(auth: AuthContext, partition: PartitionKey, asker: Asker, ask: Ask): Vouch {
    const told = this.vouches.get(auth.upstream) ?? new Map<PartitionKey, Vouch>();
    this.vouches.set(auth.upstream, told);
    const known = told.get(partition);
    const outdated = known?.same === false && asker.now() - known.at >= asker.againAfterMs;
    // A user does not wait on the warm-up's ask, which its budget paces behind users' calls.
    const paced =
      known !== undefined && known.same === undefined && known.background && !asker.background;
    if (known && !outdated && !paced) return known;
    const vouch: Vouch = {
      asked: ask(),
      at: asker.now(),
      same: undefined,
      background: asker.background,
      signal: asker.signal,
    };
    told.set(partition, vouch);
    const forget = () => told.get(partition) === vouch && told.delete(partition);
    vouch.asked.then((same) => {
      if (same === null) forget();
      else vouch.same = same;
    }, forget);
    return vouch;
  }
}

/** Who asks for a vouch: the time, how long a difference is kept, whose work it is. */
interface Asker {
  now(): number;
  againAfterMs: number;
  /** The warm-up's work (it yields to users). */
  background: boolean;
  signal: AbortSignal | undefined;
}

type Ask = () => Promise<boolean | null>;

/** A locked session's vouch for an account's part: asked at `at`, `same` once answered. */
interface Vouch {
  asked: Promise<boolean | null>;
  at: number;
  same: boolean | undefined;
  /** Asked by the warm-up (work that yields to users). */
  background: boolean;
  /** The signal of the work it is asked with. */
  signal: AbortSignal | undefined;
}

/** `shopIds` kept within the shops the reader sees (null: all of them). */
export function withinShops(shopIds: readonly number[] | null, seen: readonly number[]): number[] {
  return shopIds === null ? [...seen] : shopIds.filter((id) => seen.includes(id));
}
