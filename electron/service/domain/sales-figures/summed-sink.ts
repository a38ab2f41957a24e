/**
 * A report row sink (fetch-report-rows.ts) whose figures are plain data (Maps, bigints,
 * numbers, strings), so what one day or one month adds up to can be kept and added to the
 * other days' instead of adding up their orders again (day-sums.ts). Every figure is an exact
 * sum, so the days' figures added together are the range's, to the cent.
 */
import type { LocalDate } from '../../../../shared/dates.js';
import type { ReportRowSink } from './fetch-report-rows.js';

export interface SummedSink<Sums> extends ReportRowSink {
  /** What the rows added so far add up to. */
  sums(): Sums;
  /**
   * Adds what a later part of the range added up to (a day or a month after every part
   * absorbed before), as if its rows had been added here. Its objects are not kept: absorbing
   * copies what it takes, so the same sums may be absorbed elsewhere too.
   */
  absorb(sums: Sums): void;
}

/** A kind of sums: the sink for a range, and what its sums depend on besides the days' rows. */
export interface SumKind<Sums, Sink extends SummedSink<Sums> = SummedSink<Sums>> {
  /**
   * The name its sums are kept under: the kind and its version (raised whenever what it adds
   * up or how changes), and every filter and scope the sink was made with.
   */
  key: string;
  /**
   * Kept for single days only: what a run of days or a month adds up to is never made of it
   * (a day's sale moments, which add up to nothing smaller than all of them), and a day is
   * summed only where it is asked for itself, not for a run's sake: ask it for single days
   * only (a longer range has no sums of it).
   */
  perDay?: true;
  sinkOf(range: { from: LocalDate; to: LocalDate }): Sink;
}
