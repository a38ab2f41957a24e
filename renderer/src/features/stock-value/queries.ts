import { api } from '../../app/api.js';
import { datedRead } from '../../lib/dated-read.js';
import type { LocalDate } from '../../../../shared/dates.js';

/**
 * GET /api/stock-value by day: the screen and Today's line share one answer per day, without
 * its lines; an opened turnover group asks for its own lines (`group_id`, `none`: the products
 * without a group), under the day's key, so a refresh of the day asks them again too.
 */
export const stockValueQueries = {
  all: ['stock-value'] as const,
  onDate: (date: LocalDate) =>
    datedRead([...stockValueQueries.all, date], (options) =>
      api.getDated('/api/stock-value', { date }, options),
    ),
  groupLines: (date: LocalDate, groupId: number | null) => {
    const group_id = groupId === null ? 'none' : String(groupId);
    return datedRead([...stockValueQueries.all, date, 'group', group_id], (options) =>
      api.getDated('/api/stock-value', { date, group_id }, options),
    );
  },
};
