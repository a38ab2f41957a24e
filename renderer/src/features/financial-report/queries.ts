import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ClientQuery } from '../../../../shared/client/index.js';
import type { ReportFigure } from '../../../../shared/api/financial-report-orders.js';
import { api } from '../../app/api.js';
import { newProgressId } from '../../lib/progress-ids.js';
import { answerOf, readOptions } from '../../lib/refresh-requests.js';
import { figureQuery } from './drill-figure.js';

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
      queryFn: (context) =>
        api.getDated('/api/financial-report', reportQuery(filter), {
          ...readOptions(context),
          progressId: newProgressId(context.queryKey),
        }),
      select: answerOf,
      placeholderData: keepPreviousData,
    }),
  /** The orders behind one figure of the report (its drill-down). */
  figureOrders: (filter: ReportFilter, figure: ReportFigure) =>
    queryOptions({
      queryKey: [...financialReportQueries.all, 'orders', filter, figure],
      queryFn: ({ signal }) =>
        api.get(
          '/api/financial-report/orders',
          { ...reportQuery(filter), ...figureQuery(figure) },
          { signal },
        ),
    }),
};
