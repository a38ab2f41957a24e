/**
 * A list answer written a page of rows at a time: each page is turned into JSON text as it
 * comes and only that text is kept, never the rows, so a list of 100,000 products costs its
 * bytes (some 30 MB) rather than its objects. The bytes are exactly `JSON.stringify` of the
 * whole answer: the head's fields in their order, then `data`.
 */
export class JsonListAnswer<Row> {
  private pages: Buffer[] = [];
  private count = 0;

  add(rows: readonly Row[]): void {
    if (rows.length === 0) return;
    // The page's elements as one text: its array's, without the brackets (one byte each).
    this.pages.push(Buffer.from(JSON.stringify(rows)).subarray(1, -1));
    this.count += rows.length;
  }

  /** What was added so far is void (the list is read again from its first page). */
  clear(): void {
    this.pages = [];
    this.count = 0;
  }

  /**
   * The answer: `head`, `count` and `total` (the rows added), then `data`; in chunks, as they
   * were made (joined, a 100,000-row list would be held twice).
   */
  chunks(head: Record<string, unknown>): Buffer[] {
    const fields = JSON.stringify({ ...head, count: this.count, total: this.count });
    const chunks: Buffer[] = [Buffer.from(`${fields.slice(0, -1)},"data":[`)];
    this.pages.forEach((page, index) => chunks.push(...(index > 0 ? [COMMA, page] : [page])));
    chunks.push(END);
    this.pages = [];
    return chunks;
  }
}

const COMMA = Buffer.from(',');
const END = Buffer.from(']}');
