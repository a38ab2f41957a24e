/**
 * A report screen's read, made one way for every screen: sent with a fresh progress id (its
 * loading state follows that run, progress-ids.ts) and with no-cache when the user asked for
 * a refresh (refresh-requests.ts); the screen sees the answer and the freshness line the rest
 * (use-freshness.ts); a new filter keeps the last answer on screen until its own arrives.
 */
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { DatedAnswer, RequestOptions } from '../../../shared/client/index.js';
import { newProgressId } from './progress-ids.js';
import { answerOf, readOptions } from './refresh-requests.js';

/**
 * The query options of a dated read; `read` sends it with the options it is given.
 * `refetchInterval`: a read of figures that move while shown (today's) is asked again so often.
 */
export const datedRead = <Answer, Key extends QueryKey>(
  queryKey: Key,
  read: (options: RequestOptions) => Promise<DatedAnswer<Answer>>,
  refetchInterval: number | false = false,
) =>
  queryOptions({
    queryKey,
    queryFn: (context) =>
      read({ ...readOptions(context), progressId: newProgressId(context.queryKey) }),
    select: answerOf,
    placeholderData: keepPreviousData,
    refetchInterval,
  });

/** A period and a location as a screen holds them (null: every location). */
export interface PeriodFilter {
  from: string;
  to: string;
  locationId: number | null;
}

/** The query of a period and a location, as the report, journal and VAT return read it. */
export const periodQuery = (filter: PeriodFilter) => ({
  from: filter.from,
  to: filter.to,
  location_id: filter.locationId ?? undefined,
});
