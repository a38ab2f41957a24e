/**
 * A day's sale moments kept as the day's sums (sales-figures/day-sums.ts), so the dashboard
 * reads the days it compares with from what they were, not from their orders again: at a
 * chain's 3,000 orders a day, each day's orders read back and dated cost some 150 ms, and a
 * dashboard compares three. The moments themselves are kept (not a tally), because the days
 * are counted up to the wall-clock time of the moment asked, which a tally cannot be cut at;
 * so they are kept per day only (`perDay`), never added up into a month.
 */
import type { ScopeRules } from '../sales-figures/scope.js';
import type { SumKind, SummedSink } from '../sales-figures/summed-sink.js';
import { HeldMoments, SaleMomentSink, type MomentSums } from './sale-moments.js';

/** The moments of a range as the report dates them, held to be kept or replayed. */
export class SummedMoments extends SaleMomentSink implements SummedSink<MomentSums> {
  constructor(
    rules: ScopeRules,
    readonly held = new HeldMoments(),
  ) {
    super(rules, held);
  }

  sums(): MomentSums {
    return this.held.sums();
  }

  absorb(sums: MomentSums): void {
    this.held.absorb(sums);
  }
}

/** The dashboard's days kept one by one, for one location or all. */
export const momentSums = (
  rules: Pick<ScopeRules, 'locationId' | 'shops'>,
): SumKind<MomentSums, SummedMoments> => ({
  key: `moments|location:${rules.locationId ?? '*'}`,
  perDay: true,
  sinkOf: (range) => new SummedMoments({ ...rules, ...range }),
});
