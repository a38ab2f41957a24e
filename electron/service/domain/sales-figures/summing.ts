/**
 * What each period of a range adds up to, per kind of sum (day-sums.ts says why): kept sums
 * where their days have not changed since they were summed, a month from its days' sums, a
 * day from its own rows, read a few days at a time and run through the kind's sink for that
 * day alone. What it sums it keeps, under the versions its days had before their rows were
 * read, so a change made meanwhile leaves them stale rather than wrong.
 */
import { setImmediate } from 'node:timers/promises';
import { addDays, eachDay, type LocalDate } from '../../../../shared/dates.js';
import type { OrderPaymentRecord, OrderRecord } from '../../core/model/sales.js';
import type { DayRange } from '../../data/platform/range-windows.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import { asOrdersWithPayments, byDay } from '../../data/read-model/day-rows.js';
import type { SummedPeriod } from '../../data/read-model/day-sums-table.js';
import type { HeldDays } from '../../data/read-model/held-days.js';
import { decodeSums, encodeSums } from './sums-codec.js';
import type { SumKind } from './summed-sink.js';

/** Days summed from one read of their rows: a week's orders at a time in memory. */
const DAYS_PER_READ = 7;

/**
 * A part of a range: a day (`YYYY-MM-DD`), or a run of days within one month, named by its
 * first and last day (`YYYY-MM-DD..YYYY-MM-DD`), or a whole month (`YYYY-MM`).
 */
export interface Period {
  name: string;
  from: LocalDate;
  to: LocalDate;
}

const isDay = (period: Period): boolean => period.from === period.to;

/** What `name` adds up to, which the summing has made sure of. */
export function take<Sums>(sums: ReadonlyMap<string, Sums>, name: string): Sums {
  const part = sums.get(name);
  if (part === undefined) throw new Error(`no sums of ${name}`);
  return part;
}

const dayPeriod = (day: LocalDate): Period => ({ name: day, from: day, to: day });

const daysOf = (periods: readonly Period[]): Period[] =>
  periods.flatMap((period) => eachDay(period.from, period.to).map(dayPeriod));

/** What each period adds up to, per kind: kept, summed from its days, or from its rows. */
export class Summing<Sums> {
  constructor(
    private readonly held: HeldDays,
    private readonly kinds: readonly SumKind<Sums>[],
    private readonly work: ReadWork,
  ) {}

  async of(periods: readonly Period[]): Promise<Map<string, Sums>[]> {
    const runs = periods.filter((period) => !isDay(period));
    const days = periods.filter(isDay);
    // The versions first: sums kept or made after them are at least as new as they say.
    const versions = await this.held.versions([...periods, ...daysOf(runs)]);
    const all = this.kinds.map(() => new Map<string, Sums>());
    const missingRuns: Period[][] = [];
    /** Per kind, the days it lacks: a day's sums are named by its date (dayPeriod). */
    const lacking: Set<LocalDate>[] = [];
    for (const [index, kind] of this.kinds.entries()) {
      const sums = all[index] ?? new Map<string, Sums>();
      await this.keptInto(kind, sums, kind.perDay ? days : periods);
      const missing = kind.perDay ? [] : runs.filter((run) => !sums.has(run.name));
      await this.keptInto(kind, sums, daysOf(missing));
      missingRuns.push(missing);
      const wanted = [...days, ...daysOf(missing)].map((day) => day.from);
      lacking.push(new Set(wanted.filter((day) => !sums.has(day))));
    }
    await this.sumDays(lacking, versions, all);
    for (const [index, kind] of this.kinds.entries()) {
      const sums = all[index] ?? new Map<string, Sums>();
      for (const run of missingRuns[index] ?? []) {
        const total = kind.sinkOf(run);
        for (const day of eachDay(run.from, run.to)) total.absorb(take(sums, day));
        sums.set(run.name, total.sums());
        const version = versions.get(run.name) ?? 0;
        await this.held.keep(kind.key, [
          { period: run.name, version, sums: encodeSums(total.sums()) },
        ]);
      }
    }
    return all;
  }

  /** The kept sums of `periods` still as their days are, into `sums`. */
  private async keptInto(kind: SumKind<Sums>, sums: Map<string, Sums>, periods: readonly Period[]) {
    for (const [name, text] of await this.held.kept(kind.key, periods)) {
      sums.set(name, decodeSums(text) as Sums);
    }
  }

  /**
   * Sums the days each kind lacks from their rows, a few days' rows at a time (each day's
   * read once for every kind that lacks it), and keeps them.
   */
  private async sumDays(
    lacking: readonly ReadonlySet<LocalDate>[],
    versions: ReadonlyMap<string, number>,
    all: readonly Map<string, Sums>[],
  ): Promise<void> {
    const days = new Set(lacking.flatMap((own) => [...own]));
    for (const run of runsOf([...days])) {
      this.work.signal?.throwIfAborted();
      const rows = await this.held.rows(run);
      const orders = byDay(run, rows.orders);
      const summed = this.kinds.map((): SummedPeriod[] => []);
      for (const day of eachDay(run.from, run.to)) {
        // A day at a time, and the service answers others between days.
        await setImmediate();
        const own = asOrdersWithPayments(orders.get(day) ?? []);
        const records: readonly OrderRecord[] = own.orders;
        const payments: readonly OrderPaymentRecord[] = own.payments;
        const closings = rows.closings.filter((closing) => closing.date === day);
        for (const [index, kind] of this.kinds.entries()) {
          const sums = all[index];
          if (!sums || !lacking[index]?.has(day)) continue;
          const sink = kind.sinkOf({ from: day, to: day });
          sink.addOrders(records, payments);
          sink.addDayClosings(closings);
          sums.set(day, sink.sums());
          const version = versions.get(day) ?? 0;
          summed[index]?.push({ period: day, version, sums: encodeSums(sink.sums()) });
        }
      }
      for (const [index, kind] of this.kinds.entries()) {
        await this.held.keep(kind.key, summed[index] ?? []);
      }
    }
  }
}

/** Consecutive days joined into ranges of at most DAYS_PER_READ days. */
function runsOf(days: readonly LocalDate[]): DayRange[] {
  const runs: DayRange[] = [];
  for (const day of [...days].sort()) {
    const last = runs.at(-1);
    if (last && addDays(last.to, 1) === day && eachDay(last.from, day).length <= DAYS_PER_READ) {
      last.to = day;
    } else runs.push({ from: day, to: day });
  }
  return runs;
}
