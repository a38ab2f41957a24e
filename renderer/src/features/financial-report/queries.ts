import type { ReportFigure } from '../../../../shared/api/financial-report-orders.js';
import { plainRead } from '../../lib/plain-read.js';
import { api } from '../../app/api.js';
import { datedRead, periodQuery, type PeriodFilter } from '../../lib/dated-read.js';
import { figureQuery } from './drill-figure.js';

export type ReportFilter = PeriodFilter;

export const financialReportQueries = {
  all: ['financial-report'] as const,
  report: (filter: ReportFilter) =>
    datedRead([...financialReportQueries.all, filter], (options) =>
      api.getDated('/api/financial-report', periodQuery(filter), options),
    ),
  /** The orders behind one figure of the report (its drill-down). */
  figureOrders: (filter: ReportFilter, figure: ReportFigure) =>
    plainRead([...financialReportQueries.all, 'orders', filter, figure], ({ signal }) =>
      api.get(
        '/api/financial-report/orders',
        { ...periodQuery(filter), ...figureQuery(figure) },
        { signal },
      ),
    ),
};
