import { api } from '../../app/api.js';
import { datedRead } from '../../lib/dated-read.js';
import type { LocalDate } from '../../../../shared/dates.js';

/** GET /api/stock-value by day: the screen and Today's line share one answer per day. */
export const stockValueQueries = {
  all: ['stock-value'] as const,
  onDate: (date: LocalDate) =>
    datedRead([...stockValueQueries.all, date], (options) =>
      api.getDated('/api/stock-value', { date }, options),
    ),
};
