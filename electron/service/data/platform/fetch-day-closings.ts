/**
 * Day closings as the platform lists them: one a shop a day, read in yearly windows, so a
 * page of 1000 covers months of them and a long range still never pages deep. What the report
 * adds up and what the read model stores (read-model/closings-model.ts).
 */
import type { UpstreamClient } from '../../../upstream/client.js';
import { inList, where } from '../../../upstream/filters.js';
import type { DayClosingRow } from '../../../upstream/wire.js';
import type { UpstreamWork } from '../../../upstream/work.js';
import type { AuthContext } from '../../core/caller.js';
import { calendarWindows, readWindows, type DayRange } from './range-windows.js';

/** Closings are asked by id, as one drain would answer them; windows are joined by date. */
const CLOSING_WINDOW_MONTHS = 12;

/** Day closings of the range and shops (null = all), by id, read from the platform. */
export function dayClosingsFromPlatform(
  deps: { upstream: UpstreamClient },
  auth: AuthContext,
  range: DayRange,
  shopIds: readonly number[] | null,
  work: UpstreamWork = {},
): Promise<DayClosingRow[]> {
  const shopFilter = shopIds === null ? [] : [inList('shop_id', shopIds)];
  return readWindows(
    calendarWindows(range, CLOSING_WINDOW_MONTHS),
    deps.upstream.concurrency,
    work,
    (window, windowWork) =>
      deps.upstream.drain('listDayClosings', auth.upstream, {
        filters: [where('date', '>=', window.from), where('date', '<=', window.to), ...shopFilter],
        order: [{ name: 'id', dir: 'asc' }],
        ...windowWork,
      }),
  ).then((closings) => closings.sort((a, b) => a.id - b.id));
}
