/**
 * The headers that say how fresh a read's answer is, when it came from the service's read
 * model: the moment its data was last known to equal the platform (an ISO 8601 instant in
 * UTC), and `true` when the platform could not be reached and the answer is the last sync's.
 * A read sent with `Cache-Control: no-cache` makes the model catch up with the platform first.
 */
export const DATA_AS_OF_HEADER = 'X-Data-As-Of';
export const DATA_STALE_HEADER = 'X-Data-Stale';
