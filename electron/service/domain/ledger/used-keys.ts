/**
 * The tax rates and payment types the account's orders of the last 13 months use, so the
 * ledger mapping lists each of them (a Belgian 6 % rate on an import included) and "all
 * mapped" is true for any period the journal is asked for within that time. The mapping asks
 * for these months itself, whether or not the warm-up has read them: through the read model a
 * page at a time, as the report reads (fetch-report-rows.ts), which reads from the platform
 * what it does not hold yet (the first look after a login without the warm-up costs that
 * read; later looks only the catch-up); just after a start, once its database is open;
 * without a model (`--read-model off`, or a database that does not open) from the platform,
 * whole, on every look. While the warm-up reads the caller's months, the months it has not made
 * ready are left to it and named as still being read (`stillReading`): a chain's 13 months take
 * the warm-up minutes, which a look at the mapping must not wait for, nor read them beside it.
 */
import { todayLocal, type LocalDate } from '../../../../shared/dates.js';
import type { WarmUpState } from '../../../../shared/api/warm-up.js';
import type { DayClosingRecord, OrderPaymentRecord, OrderRecord } from '../../core/model/sales.js';
import { resolveLocationScope } from '../access.js';
import type { AuthContext } from '../../core/caller.js';
import type { ServiceDeps } from '../deps.js';
import { UpstreamUnsupportedError } from '../../../upstream/errors.js';
import { ApiError } from '../../core/errors.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import type { OrderRangeQuery } from '../../data/platform/fetch-orders.js';
import { monthsOf, runsOf, type MonthKey } from '../../data/read-model/months.js';
import type { ResolvedPaymentMethod } from '../reference/payment-methods.js';
import {
  methodTotals,
  tallyPayments,
  type PaymentTally,
} from '../sales-figures/payment-methods.js';
import { IN_SCOPE_STATUSES } from '../sales-figures/scope.js';
import { shiftMonthsBack } from './months-back.js';

/** As far back as the warm-up reads (warm-up/settings.ts): the months a journal is asked for. */
const USED_MONTHS = 13;

export interface UsedKeys {
  /** Months of the 13 whose orders were not read for this (the warm-up reads them now), newest first. */
  stillReading: readonly MonthKey[];
  taxRateIds: ReadonlySet<number>;
  /** Each payment group's key (as the journal's clearing lines name it) and its name. */
  typeAliases: ReadonlyMap<string, string>;
  /** Per turnover group (null: none), the rates its turnover lines were sold at: its RGS code. */
  groupRates: ReadonlyMap<number | null, ReadonlySet<number>>;
}

export const NOTHING_USED: UsedKeys = {
  stillReading: [],
  taxRateIds: new Set(),
  typeAliases: new Map(),
  groupRates: new Map(),
};

/** The rates of the turnover lines and the payment groups (as the journal posts them) seen. */
class UsedKeyTally {
  readonly taxRateIds = new Set<number>();
  private readonly groupRates = new Map<number | null, Set<number>>();
  private readonly payments: PaymentTally = new Map();

  addOrders(orders: readonly OrderRecord[], payments: readonly OrderPaymentRecord[]): void {
    for (const order of orders) {
      for (const line of order.order_items) {
        if (!line.is_turnover || line.tax_rate_id === null) continue;
        this.taxRateIds.add(line.tax_rate_id);
        const group = this.groupRates.get(line.product_group_id) ?? new Set<number>();
        this.groupRates.set(line.product_group_id, group.add(line.tax_rate_id));
      }
    }
    tallyPayments(this.payments, payments);
  }

  addDayClosings(_closings: readonly DayClosingRecord[]): void {
    // A day closing posts to the cash differences account and cash: no key of its own.
  }

  result(methods: readonly ResolvedPaymentMethod[], stillReading: readonly MonthKey[]): UsedKeys {
    const typeAliases = new Map(
      methodTotals(this.payments, methods).map((row) => [row.typeAlias, row.name] as const),
    );
    return { stillReading, taxRateIds: this.taxRateIds, typeAliases, groupRates: this.groupRates };
  }
}

type UsedKeysDeps = Pick<ServiceDeps, 'upstream' | 'reads' | 'clock'>;

/** How long the mapping waits for the model's database to open after a start. */
const MODEL_START_WAIT_MS = 20_000;

/** Whether `promise` ends within `ms` (a database that never opens is not waited for). */
async function endsWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The first day of the month `USED_MONTHS − 1` months before today's, to today. */
function usedRange(today: LocalDate): { from: LocalDate; to: LocalDate } {
  return { from: shiftMonthsBack(today, USED_MONTHS - 1), to: today };
}

/** What the caller's warm-up says it has made ready (warm-up/warm-up.ts `stateOf`). */
export type WarmUpView = (auth: AuthContext) => WarmUpState;

/** The months of `months` a running warm-up has not made ready yet, newest first. */
function monthsTheWarmUpReads(state: WarmUpState, months: readonly MonthKey[]): MonthKey[] {
  if (state.state !== 'reading' && state.state !== 'paused') return [];
  const notReady = new Set(state.months.filter((month) => !month.ready).map(({ month }) => month));
  return months.filter((month) => notReady.has(month)).reverse();
}

/** The ranges of `range` the mapping reads: its months but those left to the warm-up. */
function rangesToRead(range: { from: LocalDate; to: LocalDate }, left: readonly MonthKey[]) {
  const leftToWarmUp = new Set(left);
  const months = monthsOf(range).filter((month) => !leftToWarmUp.has(month));
  return runsOf(months).map((run) => ({
    from: run.from < range.from ? range.from : run.from,
    to: run.to > range.to ? range.to : run.to,
  }));
}

/** Tallies the keys the orders of one range use: from the model where it answers, else read. */
async function tallyRange(
  deps: UsedKeysDeps,
  auth: AuthContext,
  query: OrderRangeQuery,
  tally: UsedKeyTally,
): Promise<void> {
  const paging = { size: 1000, withPayments: true };
  let work: ReadWork = {};
  let pages = deps.reads.storedOrderPages(auth, query, paging, work);
  const starting = pages ? null : deps.reads.modelStarting();
  if (starting && (await endsWithin(starting, MODEL_START_WAIT_MS))) {
    // Just after the service started: the 13 months from the model once it is open
    // (seconds), rather than from the platform, whole (minutes on a busy account).
    work = {};
    pages = deps.reads.storedOrderPages(auth, query, paging, work);
  }
  if (pages) {
    for await (const page of await pages) tally.addOrders(page.orders, page.payments);
    return;
  }
  const orders = await deps.reads.orders(auth, query, work);
  const ids = orders.map((order) => order.id);
  const payments = ids.length === 0 ? [] : await deps.reads.payments(auth, ids, work);
  tally.addOrders(orders, payments);
}

/**
 * The keys the last 13 months' orders use; `warmUp`: the caller's warm-up, whose months not
 * ready yet are left to it (null: every month is read here, as without a warm-up).
 */
export async function loadUsedKeys(
  deps: UsedKeysDeps,
  auth: AuthContext,
  methods: readonly ResolvedPaymentMethod[],
  warmUp: WarmUpView | null,
): Promise<UsedKeys> {
  const range = usedRange(todayLocal(deps.clock.now()));
  const stillReading = warmUp ? monthsTheWarmUpReads(warmUp(auth), monthsOf(range)) : [];
  const tally = new UsedKeyTally();
  try {
    const scope = await resolveLocationScope(deps, auth, undefined);
    if (scope.shopIds !== null && scope.shopIds.length === 0) return NOTHING_USED;
    for (const read of rangesToRead(range, stillReading)) {
      const query = { ...read, shopIds: scope.shopIds, statuses: IN_SCOPE_STATUSES };
      await tallyRange(deps, auth, query, tally);
    }
  } catch (error) {
    // A platform without the order calls (501) has no orders to name keys from.
    const unsupported =
      error instanceof UpstreamUnsupportedError ||
      (error instanceof ApiError && error.status === 501);
    if (unsupported) return NOTHING_USED;
    throw error;
  }
  return tally.result(methods, stillReading);
}
