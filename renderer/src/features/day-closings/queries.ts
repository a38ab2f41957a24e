import type { ClientQuery } from '../../../../shared/client/index.js';
import { api } from '../../app/api.js';
import { datedRead, periodQuery } from '../../lib/dated-read.js';

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
  ...periodQuery(filter),
  shop_id: filter.shopId ?? undefined,
  threshold: filter.threshold ?? undefined,
});

export const dayClosingsQueries = {
  all: ['day-closings'] as const,
  list: (filter: DayClosingsFilter) =>
    datedRead([...dayClosingsQueries.all, filter], (options) =>
      api.getDated('/api/day-closings', dayClosingsQuery(filter), options),
    ),
};
