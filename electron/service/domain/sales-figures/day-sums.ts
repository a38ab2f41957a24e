/**
 * A range's figures added up from what each of its days and months adds up to, once the read
 * model holds every change since before the range (data/read-model/held-days.ts): a year at
 * 300 orders a day is some 110,000 orders to read and add up, but only a dozen months and a
 * few days of sums to add together. What a day adds up to is its own rows run through the very
 * sink that adds up a range (summed-sink.ts), so a day is counted exactly as in a range; the
 * sums are kept, each under the version its days were at, and summed again only once a row
 * that counts on one of its days has changed (docs/decisions/0093-the-model-is-the-source.md).
 * A range the model does not hold so is added up from its rows, as before (fetch-report-rows.ts).
 */
import { addDays, firstOfNextMonth, type LocalDate } from '../../../../shared/dates.js';
import type { AuthContext } from '../../core/caller.js';
import type { DayRange } from '../../data/platform/range-windows.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import type { HeldDays } from '../../data/read-model/held-days.js';
import type { ServiceDeps } from '../deps.js';
import { Summing, take, type Period } from './summing.js';
import { addReportRows, type ReportRowSink } from './fetch-report-rows.js';
import { IN_SCOPE_STATUSES } from './scope.js';
import type { SumKind, SummedSink } from './summed-sink.js';

/**
 * The range as whole months where it covers them and single days elsewhere, in order; but a
 * month's first days up to the range's last day but one are one run (`2026-11-01..2026-11-26`):
 * "this month", "this year" and "the last twelve months" all end so, and their run, kept, is
 * one sum where its days would be up to thirty, until the day after, when the next run is.
 */
export function periodsOf({ from, to }: DayRange): Period[] {
  const periods: Period[] = [];
  for (let day = from; day <= to;) {
    const next = firstOfNextMonth(day);
    const last = addDays(next, -1);
    if (day.endsWith('-01') && last <= to) {
      periods.push({ name: day.slice(0, 7), from: day, to: last });
      day = next;
    } else if (day.endsWith('-01') && addDays(day, 1) < to) {
      const end = addDays(to, -1);
      periods.push({ name: `${day}..${end}`, from: day, to: end });
      day = to;
    } else {
      periods.push({ name: day, from: day, to: day });
      day = addDays(day, 1);
    }
  }
  return periods;
}

/** One sink to add a range to, with its kind of sums (summedPart makes one). */
export interface SummedPart {
  range: DayRange;
  sink: ReportRowSink;
  /** Adds the range's kept or newly summed days and months to the sink. */
  absorbFrom(held: HeldDays, work: ReadWork): Promise<void>;
}

export const summedPart = <Sums>(
  range: DayRange,
  kind: SumKind<Sums>,
  sink: SummedSink<Sums>,
): SummedPart => ({
  range,
  sink,
  async absorbFrom(held, work) {
    const periods = periodsOf(range);
    const [sums = new Map<string, Sums>()] = await new Summing(held, [kind], work).of(periods);
    for (const period of periods) {
      work.signal?.throwIfAborted();
      sink.absorb(take(sums, period.name));
    }
  },
});

/**
 * Adds the range's rows to `sink`, from the days' and months' sums where the model holds
 * the range, else from the rows themselves.
 */
export const addSummedRows = <Sums>(
  deps: Pick<ServiceDeps, 'reads'>,
  auth: AuthContext,
  range: DayRange,
  shopIds: number[] | null,
  work: ReadWork,
  kind: SumKind<Sums>,
  sink: SummedSink<Sums>,
): Promise<void> => addSummedParts(deps, auth, shopIds, work, [summedPart(range, kind, sink)]);

/**
 * Adds each part's range to its sink, from sums where the model holds every day of them all,
 * else from one read of the rows of all their days, which each sink takes only its own of.
 */
export async function addSummedParts(
  deps: Pick<ServiceDeps, 'reads'>,
  auth: AuthContext,
  shopIds: number[] | null,
  work: ReadWork,
  parts: readonly SummedPart[],
): Promise<void> {
  const range = spanOf(parts.map((part) => part.range));
  const held = await heldDaysOf(deps, auth, range, shopIds, work);
  if (!held) {
    const sinks = parts.map((part) => part.sink);
    return addReportRows(deps, auth, range, shopIds, work, {
      addOrders: (orders, payments) => sinks.forEach((sink) => sink.addOrders(orders, payments)),
      addDayClosings: (closings) => sinks.forEach((sink) => sink.addDayClosings(closings)),
    });
  }
  for (const part of parts) await part.absorbFrom(held, work);
}

const earlier = (a: LocalDate, b: LocalDate): LocalDate => (a < b ? a : b);
const later = (a: LocalDate, b: LocalDate): LocalDate => (a > b ? a : b);

/** From the first range's start to the last one's end. */
const spanOf = (ranges: readonly DayRange[]): DayRange => ({
  from: ranges.map((range) => range.from).reduce(earlier),
  to: ranges.map((range) => range.to).reduce(later),
});

/**
 * Sums the days and months of each range for each of `kinds` where they are not kept yet (the
 * warm-up's, from one read of the rows); false where the model does not hold them so.
 */
export async function sumAhead(
  deps: Pick<ServiceDeps, 'reads'>,
  auth: AuthContext,
  ranges: readonly DayRange[],
  shopIds: number[] | null,
  work: ReadWork,
  kinds: readonly SumKind<unknown>[],
): Promise<boolean> {
  const held = await heldDaysOf(deps, auth, spanOf(ranges), shopIds, work);
  // A day or month two ranges share is one period, summed once.
  const periods = new Map(ranges.flatMap(periodsOf).map((period) => [period.name, period]));
  if (held) await new Summing(held, kinds, work).of([...periods.values()]);
  return held !== null;
}

const heldDaysOf = (
  deps: Pick<ServiceDeps, 'reads'>,
  auth: AuthContext,
  range: DayRange,
  shopIds: number[] | null,
  work: ReadWork,
) => deps.reads.heldDays(auth, range, { shopIds, statuses: IN_SCOPE_STATUSES }, work);
