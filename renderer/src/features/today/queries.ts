import { api } from '../../app/api.js';
import { datedRead, periodQuery, type PeriodFilter } from '../../lib/dated-read.js';

interface DashboardFilter {
  /** null: today on the service's clock, counted so far. */
  date: string | null;
  locationId: number | null;
}

export type SalesByHourFilter = PeriodFilter;

/** Today's figures move as the day goes on: asked again each minute while shown. */
const TODAY_REFRESH_MS = 60_000;

export const salesByHourQuery = periodQuery;

export const todayQueries = {
  all: ['today'] as const,
  dashboard: (filter: DashboardFilter) =>
    datedRead(
      [...todayQueries.all, 'dashboard', filter],
      (options) =>
        api.getDated(
          '/api/dashboard',
          { date: filter.date ?? undefined, location_id: filter.locationId ?? undefined },
          options,
        ),
      filter.date === null ? TODAY_REFRESH_MS : false,
    ),
  salesByHour: (filter: SalesByHourFilter) =>
    datedRead([...todayQueries.all, 'sales-by-hour', filter], (options) =>
      api.getDated('/api/sales-by-hour', salesByHourQuery(filter), options),
    ),
};
