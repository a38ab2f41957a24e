/**
 * The days of a range the model answers for alone (read-model.ts `heldDays`): caught up, and
 * holding every change since before the range. Its figures are added up a day at a time from
 * the rows that count on each day (day-rows.ts), and what each day or month adds up to is kept
 * (day-sums-table.ts) under the kind of sum and the rows it was read from: the partition, the
 * shops and the statuses, so sums of other rows are never taken for these.
 */
import type { DayClosingRow } from '../../../upstream/wire.js';
import { BUILD_ID } from '../../core/build-id.js';
import type { DayRange } from '../platform/range-windows.js';
import { closingsOf } from './closings-model.js';
import { ordersOnDays, type OrderOnDays, type RowFilter } from './day-rows.js';
import {
  keepSums,
  keptSums,
  spanVersions,
  type SummedPeriod,
  type SummedSpan,
} from './day-sums-table.js';
import type { ScopedContext } from './partition.js';

/** Sums are this build's own: its code made them (schema.ts drops other builds'). */
export const SUMS_OF_THIS_BUILD = `build:${BUILD_ID}`;

export interface DayRowsOf {
  orders: OrderOnDays[];
  closings: DayClosingRow[];
}

export class HeldDays {
  private readonly rowKey: string;

  constructor(
    private readonly context: ScopedContext,
    private readonly filter: RowFilter,
  ) {
    const shops =
      filter.shopIds === null ? '*' : [...filter.shopIds].sort((a, b) => a - b).join(',');
    const statuses = filter.statuses === null ? '*' : [...filter.statuses].sort().join(',');
    this.rowKey = `${SUMS_OF_THIS_BUILD}|shops:${shops}|statuses:${statuses}`;
  }

  private keyOf(kind: string): string {
    return `${kind}|${this.rowKey}`;
  }

  /** The version of each span now: read it before the rows its sums are made of. */
  versions(spans: readonly SummedSpan[]): Promise<Map<string, number>> {
    return spanVersions(this.context.store, this.context.partition, spans);
  }

  /** Sums of `kind` kept for those of `spans` whose days have not changed since. */
  kept(kind: string, spans: readonly SummedSpan[]): Promise<Map<string, string>> {
    return keptSums(this.context.store, this.context.partition, this.keyOf(kind), spans);
  }

  keep(kind: string, periods: readonly SummedPeriod[]): Promise<void> {
    return keepSums(this.context.store, this.context.partition, this.keyOf(kind), periods);
  }

  /** Every order that counts on a day of the range, and the range's day closings. */
  async rows(range: DayRange): Promise<DayRowsOf> {
    const { store, partition } = this.context;
    const [orders, closings] = await Promise.all([
      ordersOnDays(store, partition, range, this.filter),
      closingsOf(this.context, range, this.filter.shopIds),
    ]);
    return { orders, closings };
  }
}
