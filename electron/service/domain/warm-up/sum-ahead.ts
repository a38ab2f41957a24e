/**
 * The warm-up's last step for a month it holds: every figure's sums of its days and of the
 * month itself (sales-figures/day-sums.ts), for the range a user of the partition sees without a
 * filter (all locations, or a locked user's own), from one read of the month's rows. The
 * report, the VAT return, the till closings, the journal, the product sales and the exceptions
 * of held months then add up a dozen sums instead of their orders; this month's both up to
 * today and up to yesterday. The dashboard's days of the coming week are kept too, each alone.
 */
import { addDays, firstDayOf, firstOfNextMonth, todayLocal } from '../../../../shared/dates.js';
import type { AuthContext } from '../../core/caller.js';
import type { UpstreamWork } from '../../../upstream/work.js';
import type { MonthKey } from '../../data/read-model/months.js';
import { resolveLocationScope } from '../access.js';
import type { ServiceDeps } from '../deps.js';
import { orderExceptionSums } from '../exceptions/order-exceptions.js';
import { readThresholds } from '../exceptions/settings.js';
import { journalSums } from '../journal/day-tallies.js';
import { loadShops } from '../reference/loaders.js';
import { dayClosingSums } from '../day-closings/day-closings.js';
import { sumAhead } from '../sales-figures/day-sums.js';
import { productSalesSums } from '../sales-figures/product-sales-totals.js';
import { reportSums } from '../financial-report/report-totals.js';
import { daysComparedAhead } from '../today/dashboard.js';
import { momentSums } from '../today/moment-sums.js';

type SumDeps = Pick<ServiceDeps, 'upstream' | 'reads' | 'clock' | 'exceptionSettings'>;

/** Sums `month` up to today; false where the model does not hold it whole with its changes. */
export async function sumMonthAhead(
  deps: SumDeps,
  auth: AuthContext,
  month: MonthKey,
  work: UpstreamWork,
): Promise<boolean> {
  const from = firstDayOf(month);
  const today = todayLocal(deps.clock.now());
  const last = addDays(firstOfNextMonth(from), -1);
  const to = last < today ? last : today;
  if (to < from) return true;
  const [scope, shops, thresholds] = await Promise.all([
    resolveLocationScope(deps, auth, undefined),
    loadShops(deps, auth),
    readThresholds(deps, auth),
  ]);
  const rules = { from, to, locationId: scope.locationId, shops };
  const kinds = [
    reportSums(rules),
    journalSums(rules),
    dayClosingSums({ ...rules, shopId: null }),
    productSalesSums(rules),
    // Under the account's thresholds of now: a change of them sums the days asked again.
    orderExceptionSums(rules, thresholds),
  ];
  // This month up to today, and up to yesterday (a report or the exceptions up to the last
  // whole day): a month's first days are one run up to the range's last day but one
  // (day-sums.ts periodsOf), so each of the two has its own run, both kept.
  const yesterday = addDays(today, -1);
  const ranges =
    to === today && yesterday > from
      ? [
          { from, to },
          { from, to: yesterday },
        ]
      : [{ from, to }];
  // The dashboard's days of this month it compares with this week, kept day by day.
  const compared = daysComparedAhead(today).filter((day) => day >= from && day <= to);
  const days = compared.map((day) => ({ from: day, to: day }));
  return sumAhead(deps, auth, [...ranges, ...days], scope.shopIds, work, [
    ...kinds,
    momentSums(rules),
  ]);
}
