/**
 * The orders sold before a range that can have a refund or a payment in it, read from the
 * platform, which can select by update time over its whole history: every order sold earlier
 * and changed since the range began (platform/fetch-orders.ts), with its payments. The read
 * source asks the model first (read-source.ts). When the platform cannot be reached, a service
 * with a model answers what the platform last said for the same question, as of then, marked
 * stale (docs/decisions/0036-stale-answers-when-platform-unreachable.md).
 */
import type { LocalDate } from '../../../shared/dates.js';
import type { UpstreamClient } from '../../upstream/client.js';
import { UpstreamTransportError } from '../../upstream/errors.js';
import type { AuthContext } from '../core/caller.js';
import type { OrdersWithPayments } from '../core/model/sales.js';
import { LastAnswers } from './last-answers.js';
import { earlierOrdersChangedSince, type OrderRangeQuery } from './platform/fetch-orders.js';
import { paymentsOfOrders } from './platform/payments.js';
import type { ReadWork } from './read-model/data-age.js';
import { partitionOf } from './read-model/partition.js';

export type EarlierOrdersQuery = Omit<OrderRangeQuery, 'from' | 'to'> & {
  before: LocalDate;
  /** The range's last day. */
  to: LocalDate;
};

export class EarlierOrdersOfPlatform {
  private readonly seen = new LastAnswers<OrdersWithPayments>();

  constructor(
    private readonly platform: { upstream: UpstreamClient },
    /** Whether a service with a model keeps the last answers (without one, reads fail). */
    private readonly keepsAnswers: boolean,
  ) {}

  async read(
    auth: AuthContext,
    query: EarlierOrdersQuery,
    work: ReadWork,
  ): Promise<OrdersWithPayments> {
    const key = `${partitionOf(auth)}\u0000${JSON.stringify(query)}`;
    try {
      const orders = await earlierOrdersChangedSince(this.platform, auth, query, work);
      const ids = orders.map((order) => order.id);
      const payments =
        ids.length === 0 ? [] : await paymentsOfOrders(this.platform, auth, ids, work);
      const answer = { orders, payments };
      if (this.keepsAnswers) this.seen.remember(key, answer);
      return answer;
    } catch (error) {
      const last = this.keepsAnswers ? this.seen.last(key) : undefined;
      if (!last || !(error instanceof UpstreamTransportError) || work.signal?.aborted) {
        throw error;
      }
      // As old as the answer it last went into, made with the held rows whose reads note that
      // moment themselves; stale, as they are now.
      if (work.age) work.age.stale = true;
      return last;
    }
  }
}
