/**
 * How fresh an answer is, as the service says in its headers when the answer came from its
 * read model: `X-Data-As-Of` (the moment the data was last known to equal the platform, an
 * ISO 8601 instant) and `X-Data-Stale: true` (the platform could not be reached, so the
 * answer is the last sync's). An answer read straight from the platform (the read model
 * off) carries neither: it is as fresh as it gets, and there is nothing to say.
 */
import { DATA_AS_OF_HEADER, DATA_STALE_HEADER } from '../api/freshness.js';
import { parseTimestamp } from '../dates.js';

export interface Freshness {
  /** Epoch milliseconds. */
  asOf: number;
  /** True when the platform could not be reached and the data is from `asOf`, not now. */
  stale: boolean;
}

/** An answer with what its headers say about its freshness (null: they say nothing). */
export interface DatedAnswer<Answer> {
  answer: Answer;
  freshness: Freshness | null;
}

/**
 * Reads the two headers. An as-of that is not an instant with its offset counts as absent
 * (showing a wrong time would be worse than showing none), and so a stale flag without one
 * has nothing to say either: the service never sends it alone.
 */
export function freshnessOf(headers: Headers): Freshness | null {
  const asOfText = headers.get(DATA_AS_OF_HEADER);
  const asOf = asOfText === null ? null : parseTimestamp(asOfText);
  if (asOf === null) return null;
  const stale = headers.get(DATA_STALE_HEADER)?.trim().toLowerCase() === 'true';
  return { asOf, stale };
}
