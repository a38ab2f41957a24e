import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ClientQuery } from '../../../../shared/client/index.js';
import { api } from '../../app/api.js';
import { newProgressId } from '../../lib/progress-ids.js';
import { answerOf, readOptions } from '../../lib/refresh-requests.js';

export interface DayClosingsFilter {
  from: string;
  to: string;
  locationId: number | null;
  shopId: number | null;
  /** Euros as typed in the address (`5.00`); the service's default when absent. */
  threshold: string | null;
}

/** Shared by the JSON read and the exports. */
export const dayClosingsQuery = (filter: DayClosingsFilter): ClientQuery<'/api/day-closings'> => ({
  from: filter.from,
  to: filter.to,
  location_id: filter.locationId ?? undefined,
  shop_id: filter.shopId ?? undefined,
  threshold: filter.threshold ?? undefined,
});

export const dayClosingsQueries = {
  all: ['day-closings'] as const,
  list: (filter: DayClosingsFilter) =>
    queryOptions({
      queryKey: [...dayClosingsQueries.all, filter],
      queryFn: (context) =>
        api.getDated('/api/day-closings', dayClosingsQuery(filter), {
          ...readOptions(context),
          progressId: newProgressId(context.queryKey),
        }),
      select: answerOf,
      placeholderData: keepPreviousData,
    }),
};
