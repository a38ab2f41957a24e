/**
 * GET /api/sales-by-hour: the report's turnover lines of a day range per hour of the
 * Amsterdam wall clock (0–23) and per weekday × hour. Read as the financial report of the
 * range reads it (fetch-report-rows.ts); every moment falls in exactly one hour, so the
 * hours add up to the report's total_sales − total_returns of the range, to the cent.
 */
import type { HourSales, SalesByHour } from '../../../../shared/api/dashboard.js';
import { eachDay, localDateOf, type LocalDate } from '../../../../shared/dates.js';
import { isoWeekdayOf, localHourOf } from '../../../../shared/wall-clock.js';
import { add, toJsonNumber, ZERO, type Amount } from '../../../../shared/money.js';
import type { AuthContext } from '../../core/caller.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import { withFeature } from '../capabilities.js';
import type { ServiceDeps } from '../deps.js';
import { loadShops } from '../reference/loaders.js';
import { addReportRows } from '../sales-figures/fetch-report-rows.js';
import type { ReportScope } from '../financial-report/load-report-input.js';
import { SaleMomentSink, type SaleMoment } from './sale-moments.js';
import { addMoment, emptyTally, tallyToJson, type SalesTally } from './sales-tally.js';
import { itemAt } from '../../../../shared/guards.js';

const HOURS = 24;
const WEEKDAYS = 7;

/** The grid a range's moments are added into: per hour, and per weekday (1–7) × hour. */
export class HourGrid {
  readonly hours: SalesTally[] = Array.from({ length: HOURS }, emptyTally);
  readonly weekdays: SalesTally[][] = Array.from({ length: WEEKDAYS }, () =>
    Array.from({ length: HOURS }, emptyTally),
  );
  readonly total = emptyTally();
  cashDifferences: Amount = ZERO;

  add(moment: SaleMoment): void {
    const hour = localHourOf(moment.instant);
    const weekday = isoWeekdayOf(localDateOf(moment.instant));
    addMoment(this.total, moment);
    addMoment(itemAt(this.hours, hour), moment);
    addMoment(itemAt(itemAt(this.weekdays, weekday - 1), hour), moment);
  }

  addDifference(difference: Amount): void {
    this.cashDifferences = add(this.cashDifferences, difference);
  }
}

const hourRows = (tallies: readonly SalesTally[]): HourSales[] =>
  tallies.map((tally, hour) => {
    const { turnover, turnover_wt, orders } = tallyToJson(tally);
    return { hour, turnover, turnover_wt, orders };
  });

/** The grid as the answer gives it, with how many of each weekday the range holds. */
export function salesByHourOf(
  grid: HourGrid,
  { from, to, locationId }: { from: LocalDate; to: LocalDate; locationId: number | null },
): SalesByHour {
  const dayCounts = new Array<number>(WEEKDAYS).fill(0);
  for (const day of eachDay(from, to)) {
    const index = isoWeekdayOf(day) - 1;
    dayCounts[index] = (dayCounts[index] ?? 0) + 1;
  }
  const { turnover, turnover_wt, orders } = tallyToJson(grid.total);
  return {
    from,
    to,
    location_id: locationId,
    currency: 'EUR',
    hours: hourRows(grid.hours),
    weekdays: grid.weekdays.map((hours, index) => ({
      weekday: index + 1,
      days: dayCounts[index] ?? 0,
      hours: hourRows(hours),
    })),
    total: { turnover, turnover_wt, orders, cash_differences: toJsonNumber(grid.cashDifferences) },
  };
}

export function computeSalesByHour(
  deps: Pick<ServiceDeps, 'upstream' | 'reads'>,
  auth: AuthContext,
  { from, to, scope }: ReportScope,
  work: ReadWork,
): Promise<SalesByHour> {
  return withFeature(deps, auth, 'financial_report', async () => {
    const shops = await loadShops(deps, auth);
    const grid = new HourGrid();
    const sink = new SaleMomentSink(
      { from, to, locationId: scope.locationId, shops },
      {
        moment: (moment) => grid.add(moment),
        closing: ({ difference }) => grid.addDifference(difference),
      },
    );
    await addReportRows(deps, auth, { from, to }, scope.shopIds, work, sink);
    return salesByHourOf(grid, { from, to, locationId: scope.locationId });
  });
}
