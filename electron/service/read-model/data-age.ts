/**
 * How fresh one answer's data is. Each read from the model notes the moment its data was last
 * known to equal the platform's, and whether the platform could not be reached to check; the
 * answer carries the oldest such moment (`X-Data-As-Of`) and the stale flag (`X-Data-Stale`).
 */
import type { UpstreamWork } from '../../upstream/work.js';

export class DataAge {
  asOf: number | null = null;
  stale = false;

  /** `catchUpFirst`: the client asked for no cached answer (Cache-Control: no-cache). */
  constructor(
    readonly catchUpFirst = false,
    readonly askedAt = Date.now(),
  ) {}

  note(asOf: number, stale: boolean): void {
    this.asOf = this.asOf === null ? asOf : Math.min(this.asOf, asOf);
    this.stale ||= stale;
  }
}

/** What a read hands the read model: its upstream work and the answer's age to note. */
export interface ReadWork extends UpstreamWork {
  age?: DataAge | undefined;
}
