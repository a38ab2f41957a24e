/**
 * The leading arguments of the platform's search and translated list calls, as public code
 * sends them (docs/upstream.md, "List calls"): the recorded product searches pass `0` as the
 * query for "everything", and a language code.
 */

/** The query that asks for every row; recorded as the number 0. */
export const NO_QUERY = 0;

/**
 * Search text as the query argument; empty or blank text asks for everything. No recording
 * or public code passes text here (only 0), so that the platform searches by it is assumed.
 */
export const searchQueryOf = (text: string | undefined): string | typeof NO_QUERY =>
  text?.trim() || NO_QUERY;

/** Lists are asked in Dutch, so titles come as the shop shows them. */
export const LIST_LANGUAGE = 'nl';
