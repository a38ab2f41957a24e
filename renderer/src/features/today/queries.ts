import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ClientQuery } from '../../../../shared/client/index.js';
import { api } from '../../app/api.js';
import { newProgressId } from '../../lib/progress-ids.js';
import { answerOf, readOptions } from '../../lib/refresh-requests.js';

interface DashboardFilter {
  /** null: today on the service's clock, counted so far. */
  date: string | null;
  locationId: number | null;
}

export interface SalesByHourFilter {
  from: string;
  to: string;
  locationId: number | null;
}

/** Today's figures move as the day goes on: asked again each minute while shown. */
const TODAY_REFRESH_MS = 60_000;

export const salesByHourQuery = (filter: SalesByHourFilter): ClientQuery<'/api/sales-by-hour'> => ({
  from: filter.from,
  to: filter.to,
  location_id: filter.locationId ?? undefined,
});

export const todayQueries = {
  all: ['today'] as const,
  dashboard: (filter: DashboardFilter) =>
    queryOptions({
      queryKey: [...todayQueries.all, 'dashboard', filter],
      queryFn: (context) =>
        api.getDated(
          '/api/dashboard',
          { date: filter.date ?? undefined, location_id: filter.locationId ?? undefined },
          { ...readOptions(context), progressId: newProgressId(context.queryKey) },
        ),
      select: answerOf,
      placeholderData: keepPreviousData,
      refetchInterval: filter.date === null ? TODAY_REFRESH_MS : false,
    }),
  salesByHour: (filter: SalesByHourFilter) =>
    queryOptions({
      queryKey: [...todayQueries.all, 'sales-by-hour', filter],
      queryFn: (context) =>
        api.getDated('/api/sales-by-hour', salesByHourQuery(filter), {
          ...readOptions(context),
          progressId: newProgressId(context.queryKey),
        }),
      select: answerOf,
      placeholderData: keepPreviousData,
    }),
};
