/**
 * GET /api/dashboard: one Amsterdam day so far, per location and in total, against the same
 * weekday a week (7 days) and 52 weeks (364 days) before, each counted up to the same time
 * on the wall clock. Each day is read as the financial report of that one day reads it
 * (fetch-report-rows.ts, from the read model when it is on) and its moments are kept up to the
 * cut-off (sale-moments.ts): a past day is counted whole, so its figures are the report's.
 */
import type { Dashboard } from '../../../../shared/api/dashboard.js';
import {
  addDays,
  compareDates,
  formatApiTimestamp,
  localDateOf,
  type LocalDate,
} from '../../../../shared/dates.js';
import { formatWallClock, localWallClockMs } from '../../../../shared/wall-clock.js';
import {
  abs,
  add,
  parseAmount,
  percentage,
  subtract,
  toJsonNumber,
  ZERO,
  type Amount,
} from '../../../../shared/money.js';
import type { LocationRecord, ShopRecord } from '../../core/model/reference.js';
import type { AuthContext } from '../../core/caller.js';
import { badRequest } from '../../core/errors.js';
import type { DataAge, ReadWork } from '../../data/read-model/data-age.js';
import { resolveLocationScope, type LocationScope } from '../access.js';
import { withFeature } from '../capabilities.js';
import type { ServiceDeps } from '../deps.js';
import { loadLocations, loadShops } from '../reference/loaders.js';
import { todayBridge } from '../financial-report/bridges.js';
import { addSummedRows } from '../sales-figures/day-sums.js';
import { momentSums, SummedMoments } from './moment-sums.js';
import {
  type ClosingDifference,
  type MomentListener,
  type HeldMoments,
  type SaleMoment,
} from './sale-moments.js';
import {
  addMoment,
  averageBasketOf,
  emptyTally,
  tallyToJson,
  turnoverOf,
  turnoverWtOf,
  type SalesTally,
} from './sales-tally.js';

type DashboardDeps = Pick<ServiceDeps, 'upstream' | 'reads' | 'clock'>;

/** Days back of the two comparisons: the same weekday, so a Saturday meets a Saturday. */
const LAST_WEEK = -7;
const LAST_YEAR = -364;

export interface DashboardScope {
  date: LocalDate;
  /** The service clock's reading the answer is made at. */
  now: number;
  /** Wall-clock milliseconds counted up to (inclusive); null: the whole day. */
  until: number | null;
  scope: LocationScope;
}

/** The query's checks, before any read: the day (not after today) and the location. */
export async function dashboardScopeOf(
  deps: DashboardDeps,
  auth: AuthContext,
  query: { date?: LocalDate | undefined; location_id?: number | undefined },
): Promise<DashboardScope> {
  const now = deps.clock.now();
  const today = localDateOf(now);
  const date = query.date ?? today;
  if (compareDates(date, today) > 0) {
    throw badRequest(`query parameter 'date' (${date}) is after today (${today})`);
  }
  const scope = await resolveLocationScope(deps, auth, query.location_id);
  // Whole seconds, as the answer says it (`until`): up to and including that second.
  const until = date === today ? Math.floor(localWallClockMs(now) / 1000) * 1000 + 999 : null;
  return { date, now, until, scope };
}

/**
 * One day's tallies, in total and per location (null: shops without one), of the moments up
 * to the cut-off on the wall clock, and the day's till closings.
 */
export class DayTally implements MomentListener {
  readonly total = emptyTally();
  readonly byLocation = new Map<number | null, SalesTally>();
  cashDifferences: Amount = ZERO;
  private readonly locationOfShop: Map<number, number | null>;

  constructor(
    shops: readonly ShopRecord[],
    /** Wall-clock milliseconds counted up to (inclusive); null: the whole day. */
    private readonly until: number | null,
  ) {
    this.locationOfShop = new Map(shops.map((shop) => [shop.id, shop.location_id ?? null]));
  }

  moment(moment: SaleMoment): void {
    if (this.until !== null && localWallClockMs(moment.instant) > this.until) return;
    addMoment(this.total, moment);
    const location = this.locationOfShop.get(moment.shopId) ?? null;
    let own = this.byLocation.get(location);
    if (!own) this.byLocation.set(location, (own = emptyTally()));
    addMoment(own, moment);
  }

  closing({ difference }: ClosingDifference): void {
    this.cashDifferences = add(this.cashDifferences, difference);
  }

  of(location: number | null): SalesTally {
    return this.byLocation.get(location) ?? emptyTally();
  }
}

/**
 * One day's moments and its till closings: as kept where the model holds the day (read and
 * kept once, moment-sums.ts), else as read.
 */
async function readDay(
  deps: DashboardDeps,
  auth: AuthContext,
  day: LocalDate,
  { scope }: DashboardScope,
  shops: readonly ShopRecord[],
  work: ReadWork,
): Promise<HeldMoments> {
  const rules = { locationId: scope.locationId, shops };
  const sink = new SummedMoments({ ...rules, from: day, to: day });
  const range = { from: day, to: day };
  await addSummedRows(deps, auth, range, scope.shopIds, work, momentSums(rules), sink);
  return sink.held;
}

/**
 * The past days the dashboard compares with from yesterday to six days ahead, and yesterday
 * itself: what the warm-up keeps ahead (sum-ahead.ts), so those asks read no orders.
 */
export function daysComparedAhead(today: LocalDate): LocalDate[] {
  const days = new Set<LocalDate>();
  for (let ahead = -1; ahead <= 6; ahead++) {
    const date = addDays(today, ahead);
    for (const back of [0, LAST_WEEK, LAST_YEAR]) days.add(addDays(date, back));
  }
  return [...days].filter((day) => compareDates(day, today) < 0).sort();
}

/** (now − then) / |then| in percent; null when then was 0 (no change can be said). */
function changeOf(now: Amount | null, then: Amount | null): number | null {
  if (now === null || then === null || then === 0n) return null;
  return percentage(subtract(now, then), abs(then));
}

function comparison(date: LocalDate, current: SalesTally, earlier: SalesTally) {
  const count = (tally: SalesTally) => parseAmount(tally.orders);
  return {
    date,
    figures: tallyToJson(earlier),
    change: {
      turnover: changeOf(turnoverOf(current), turnoverOf(earlier)),
      turnover_wt: changeOf(turnoverWtOf(current), turnoverWtOf(earlier)),
      orders: changeOf(count(current), count(earlier)),
      average_basket_wt: changeOf(averageBasketOf(current), averageBasketOf(earlier)),
    },
  };
}

/** The locations the answer lists: the scope's with shops, and null for shops without one. */
function locationsOf(
  scope: LocationScope,
  locations: readonly LocationRecord[],
): { id: number | null; name: string | null }[] {
  const nameOf = (id: number) =>
    locations.find((location) => location.id === id)?.name ?? `Location ${id}`;
  const ids = [...new Set(scope.shops.map((shop) => shop.location_id ?? null))];
  return ids
    .map((id) => ({ id, name: id === null ? null : nameOf(id) }))
    .sort((a, b) => (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER));
}

/**
 * When the data is stale (the platform out of reach) and its as-of falls before the end of the
 * asked day's count, the wall-clock cut-off of what the model holds of it (−1: nothing);
 * otherwise undefined, and the day is counted as the scope says.
 */
export function heldUntil(scoped: DashboardScope, age: DataAge | undefined): number | undefined {
  if (!age?.stale || age.asOf === null || age.asOf >= scoped.now) return undefined;
  const heldDay = localDateOf(age.asOf);
  const order = compareDates(heldDay, scoped.date);
  if (order > 0) return undefined;
  if (order < 0) return -1;
  return Math.floor(localWallClockMs(age.asOf) / 1000) * 1000 + 999;
}

export function computeDashboard(
  deps: DashboardDeps,
  auth: AuthContext,
  scoped: DashboardScope,
  work: ReadWork,
): Promise<Dashboard> {
  return withFeature(deps, auth, 'financial_report', async () => {
    const [shops, locations] = await Promise.all([
      loadShops(deps, auth),
      loadLocations(deps, auth),
    ]);
    const { date } = scoped;
    const lastWeekDate = addDays(date, LAST_WEEK);
    const lastYearDate = addDays(date, LAST_YEAR);
    const days = await Promise.all(
      [date, lastWeekDate, lastYearDate].map((day) =>
        readDay(deps, auth, day, scoped, shops, work),
      ),
    );
    // The platform out of reach: the model holds the day only up to its as-of, so the day and
    // the days it is compared with are counted up to that moment, and that answer is not
    // kept: once the platform answers, the same data counts further.
    const held = heldUntil(scoped, work.age);
    const until = held ?? scoped.until;
    if (held !== undefined) work.age?.forgetVersions();
    const [current, lastWeek, lastYear] = days.map((day) => day.replay(new DayTally(shops, until)));
    if (!current || !lastWeek || !lastYear) throw new Error('a day was not counted');
    const scopeOf = (pick: (day: DayTally) => SalesTally) => {
      const now = pick(current);
      return {
        figures: tallyToJson(now),
        last_week: comparison(lastWeekDate, now, pick(lastWeek)),
        last_year: comparison(lastYearDate, now, pick(lastYear)),
      };
    };
    return {
      date,
      location_id: scoped.scope.locationId,
      currency: 'EUR' as const,
      as_of: formatApiTimestamp(scoped.now),
      until: until === null ? null : formatWallClock(Math.max(0, until)),
      cash_differences: toJsonNumber(current.cashDifferences),
      report_bridge: todayBridge(turnoverOf(current.total), current.cashDifferences),
      total: scopeOf((day) => day.total),
      locations: locationsOf(scoped.scope, locations).map(({ id, name }) => ({
        location_id: id,
        name,
        ...scopeOf((day) => day.of(id)),
      })),
    };
  });
}
