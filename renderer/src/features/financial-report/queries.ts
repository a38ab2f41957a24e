import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ClientQuery } from '../../../../shared/client/index.js';
import { api } from '../../app/api.js';
import { newProgressId } from '../../lib/progress-ids.js';

export interface ReportFilter {
  from: string;
  to: string;
  locationId: number | null;
}

/** Shared by the JSON read and the CSV export. */
export const reportQuery = (filter: ReportFilter): ClientQuery<'/api/financial-report'> => ({
  from: filter.from,
  to: filter.to,
  location_id: filter.locationId ?? undefined,
});

export const financialReportQueries = {
  all: ['financial-report'] as const,
  report: (filter: ReportFilter) =>
    queryOptions({
      queryKey: [...financialReportQueries.all, filter],
      queryFn: ({ signal, queryKey }) =>
        api.get('/api/financial-report', reportQuery(filter), {
          signal,
          progressId: newProgressId(queryKey),
        }),
      placeholderData: keepPreviousData,
    }),
};
