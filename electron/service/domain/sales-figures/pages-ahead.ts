/**
 * Pages of a source read while something the caller must handle first is still under way, then
 * handed over in their order. The report adds the orders sold before its range first (a rate is
 * named by its first line), and those come from the platform: a few calls in a row, some tens
 * of milliseconds each, during which the service's thread and the database's would otherwise
 * wait. Reading the first pages meanwhile takes that time off the report. Once `first` has
 * settled nothing more is read ahead: each page is then read as it is asked for, so no more
 * than `max` pages sit in memory beyond what the source itself holds.
 */
export function pagesAhead<T>(
  source: AsyncIterable<T>,
  first: Promise<unknown>,
  max: number,
): AsyncIterable<T> {
  const iterator = source[Symbol.asyncIterator]();
  // In the order asked: a page asked later can never be handed over before one asked earlier.
  const held: Promise<IteratorResult<T>>[] = [];
  let reading = true;
  const stop = () => (reading = false);
  first.then(stop, stop);
  const readOneMore = (): void => {
    if (!reading || held.length >= max) return;
    const next = iterator.next();
    held.push(next);
    // Its failure is thrown where it is handed over; a caller that stops first never sees it.
    next.then((result) => (result.done ? stop() : readOneMore()), stop);
  };
  readOneMore();
  return {
    async *[Symbol.asyncIterator]() {
      stop();
      try {
        for (;;) {
          const result = await (held.shift() ?? iterator.next());
          if (result.done) return;
          yield result.value;
        }
      } finally {
        // A caller that stops early stops the source too, as a for-await over it would.
        await iterator.return?.();
      }
    },
  };
}
