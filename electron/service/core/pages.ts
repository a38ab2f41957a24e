/**
 * Rows that come a page at a time (a list read from the platform or the read model), and what
 * every layer does with them without gathering them first.
 */

/** Rows as gathered, or as pages in the list's order, read as they come. */
export type ExportRows<Row> = readonly Row[] | AsyncIterable<readonly Row[]>;

/** Pages mapped one by one as they come. */
export async function* mapPages<Row, Out>(
  pages: AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>,
  map: (page: readonly Row[]) => readonly Out[],
): AsyncGenerator<readonly Out[]> {
  for await (const page of pages) yield map(page);
}
