/**
 * A loopback proxy in front of the demo platform whose product search loses rows while it is
 * being read, as the real platform's does when a product is deactivated between two page
 * reads (docs/upstream.md: a deactivated product is no longer found). Every other call goes
 * through unchanged.
 *
 * The test names rows to drop by their position in the demo's answer (`dropAt`); they vanish
 * from every search answered after the next first page (start 0), so a reader that has just
 * seen page one reads the later pages shifted by one row per dropped row. A page of the
 * shrunken list is served from the demo's own pages (limit at most the platform's 1000), with
 * the dropped positions left out and `total` lowered to match.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import { UPSTREAM_CALLS } from '../../../electron/upstream/calls.js';

const SEARCH = UPSTREAM_CALLS.searchProducts.function;
const PLATFORM_LIMIT = 1000;

/** A list answer, or a refusal (an expired session, say), which is passed on as it is. */
type ListAnswer =
  | { success: true; response: { data: unknown[]; total: number; count: number } }
  | { success: false };

export interface ShiftingCatalog {
  /** Like the demo platform's, with `{account}`. */
  baseUrlTemplate: string;
  /**
   * Positions (in the list as the demo answers it) to drop: the first batch right after the
   * next first page is read, the second batch after the one after, and so on.
   */
  dropAt(...batches: number[][]): void;
  /** How many search pages were asked for with start 0 (each is the start of one read). */
  firstPageReads(): number;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

export async function startShiftingCatalog(demo: DemoPlatform): Promise<ShiftingCatalog> {
  const target = demo.url.replace(/\/$/, '');
  let pending: number[][] = [];
  let dropped: number[] = [];
  let firstPages = 0;

  const post = async (path: string, body: unknown): Promise<unknown> =>
    (
      await fetch(target + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();

  /** Rows [from, from + count) of the demo's own list, read in pages it accepts. */
  async function demoRows(
    path: string,
    body: { auth: unknown; params: unknown[] },
    from: number,
    count: number,
  ) {
    const rows: unknown[] = [];
    let total = 0;
    for (let start = from; start < from + count; start += PLATFORM_LIMIT) {
      const params = [...body.params];
      params[2] = start;
      params[3] = Math.min(PLATFORM_LIMIT, from + count - start);
      const answer = (await post(path, { ...body, params })) as ListAnswer;
      if (!answer.success) return { failure: answer };
      rows.push(...answer.response.data);
      total = answer.response.total;
    }
    return { rows, total };
  }

  /** A page of the list without the dropped positions. */
  async function shrunkenPage(path: string, body: { auth: unknown; params: unknown[] }) {
    const start = Number(body.params[2]);
    const limit = Number(body.params[3]);
    const gone = [...dropped].sort((a, b) => a - b);
    // The demo position of the page's first row: every dropped position up to it moves it on.
    let from = start;
    for (const position of gone) if (position <= from) from++;
    const read = await demoRows(path, body, from, limit + gone.length);
    if ('failure' in read) return read.failure;
    const data = read.rows.filter((_, index) => !gone.includes(from + index)).slice(0, limit);
    const total = read.total - gone.length;
    return { success: true, response: { data, total, count: data.length } };
  }

  const server = createServer((request, response) => {
    void (async () => {
      const path = request.url ?? '/';
      const text = await readBody(request);
      const isSearch = new URL(path, 'http://127.0.0.1').searchParams.get('function') === SEARCH;
      let answer: unknown;
      if (!isSearch) {
        answer = await post(path, JSON.parse(text));
      } else {
        const body = JSON.parse(text) as { auth: unknown; params: unknown[] };
        const isFirstPage = Number(body.params[2]) === 0;
        if (isFirstPage) firstPages++;
        answer = await shrunkenPage(path, body);
        // The next batch vanishes right after this first page: the rest of the read sees it gone.
        const batch = isFirstPage ? pending.shift() : undefined;
        if (batch) dropped = [...dropped, ...batch];
      }
      const out = JSON.stringify(answer);
      response
        .writeHead(200, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(out),
        })
        .end(out);
    })().catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrlTemplate: `http://127.0.0.1:${port}/{account}/`,
    dropAt: (...batches) => {
      pending = [...pending, ...batches];
    },
    firstPageReads: () => firstPages,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
