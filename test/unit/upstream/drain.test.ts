/** Drain behaviour against a real local HTTP server: bound, order, cancellation, consistency. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CallSlots } from '../../../electron/upstream/call-slots.js';
import { UpstreamClient } from '../../../electron/upstream/client.js';
import { BoundedWork, mapWithConcurrency } from '../../../electron/upstream/concurrency.js';
import { pageStarts } from '../../../electron/upstream/drain.js';
import { UpstreamTransportError } from '../../../electron/upstream/errors.js';
import type { UpstreamAuth } from '../../../electron/upstream/wire.js';
import { listReply, startRecordingServer, type RecordingServer } from './recording-server.js';

let server: RecordingServer;
let client: UpstreamClient;
const auth: UpstreamAuth = { mode: 'hash', hash: 'h', account: 'demo', user: 'u', rights: 'user' };
/** Rows in the full shape of a tax rate, so parsing them changes nothing. */
const rateRow = (id: number) => ({
  id,
  name: `${id}%`,
  alias: 'standard',
  value: 0.21,
  country_iso2: 'NL',
});
const rowsOf = (count: number) => Array.from({ length: count }, (_, index) => rateRow(index + 1));
const startsOf = () => server.requests.map((request) => request.body.params[0]);

beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.maxInFlight = 0;
  client = new UpstreamClient({ baseUrlTemplate: server.baseUrlTemplate });
});

/**
 * Watches for `ms` while nothing may happen (no further request to the server): a window, not
 * a wait for an event. Each caller says what would have happened within it, were it wrong.
 */
const quietFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('pageStarts', () => {
  it.each([
    [0, 4, []],
    [4, 4, []],
    [5, 4, [3]],
    [7, 4, [3]],
    [8, 4, [3, 6]],
    [10, 4, [3, 6]],
    [11, 4, [3, 6, 9]],
    [250, 100, [99, 198]],
  ])('total %i, page size %i', (total, pageSize, expected) => {
    expect(pageStarts(total, pageSize)).toStrictEqual(expected);
  });
});

describe('drain', () => {
  it('never has more than `concurrency` requests in flight, and returns every row in order', async () => {
    const rows = rowsOf(200);
    // Later pages answer sooner, so completion order is the reverse of page order.
    server.handle((request) => {
      const start = request.body.params[0] as number;
      return listReply(rows, request.body.params, start === 0 ? 0 : 60 - start / 5);
    });
    const result = await client.drain('listTaxRates', auth, {
      pageSize: 10,
      concurrency: 3,
    });
    expect(result).toStrictEqual(rows);
    expect(server.maxInFlight).toBe(3);
    expect(server.requests).toHaveLength(1 + pageStarts(200, 10).length);
  });

  it('uses the client-wide maxConcurrency by default', async () => {
    const bounded = new UpstreamClient({
      baseUrlTemplate: server.baseUrlTemplate,
      maxConcurrency: 2,
    });
    server.handle((request) => listReply(rowsOf(100), request.body.params, 20));
    await bounded.drain('listTaxRates', auth, { pageSize: 5 });
    expect(server.maxInFlight).toBe(2);
  });

  it('asks the pages it reads ahead together with the first, and uses them', async () => {
    const rows = rowsOf(25);
    server.handle((request) => listReply(rows, request.body.params, 30));
    const result = await client.drain('listTaxRates', auth, { pageSize: 10, readAhead: 2 });
    expect(result).toStrictEqual(rows);
    // The first three pages were in flight at once; no page was asked twice.
    expect(server.maxInFlight).toBe(3);
    expect(startsOf()).toStrictEqual([0, 9, 18]);
  });

  it('a page read ahead that the list turns out not to need is left unread', async () => {
    const rows = rowsOf(4);
    // The first page is answered once the page read ahead has been asked: on a busy machine
    // the drain could otherwise end, and cancel that page, before its request went out.
    let askedAhead!: () => void;
    const aheadArrived = new Promise<void>((resolve) => (askedAhead = resolve));
    server.handle(async (request) => {
      if (request.body.params[0] === 0) await aheadArrived;
      else askedAhead();
      return listReply(rows, request.body.params);
    });
    const result = await client.drain('listTaxRates', auth, { pageSize: 10, readAhead: 1 });
    expect(result).toStrictEqual(rows);
    expect(startsOf().sort()).toStrictEqual([0, 9]);
  });

  it('call slots bound the calls in flight of several drains together', async () => {
    server.handle((request) => listReply(rowsOf(60), request.body.params, 20));
    const slots = new CallSlots(3);
    const drains = [1, 2, 3].map(() =>
      client.drain('listTaxRates', auth, { pageSize: 10, concurrency: 4, slots }),
    );
    for (const result of await Promise.all(drains)) expect(result).toStrictEqual(rowsOf(60));
    expect(server.maxInFlight).toBe(3);
  });

  it('a call waiting for a slot of cancelled work is never sent', async () => {
    server.handle((request) => listReply(rowsOf(100), request.body.params, 50));
    const slots = new CallSlots(1);
    const controller = new AbortController();
    const busy = client.list('listTaxRates', auth, { limit: 10, slots });
    const waiting = client.list('listTaxRates', auth, {
      limit: 10,
      slots,
      signal: controller.signal,
    });
    controller.abort();
    // It fails at once, while the busy call still holds the slot.
    const refused = expect(waiting).rejects.toBeDefined();
    await busy;
    await refused;
    expect(server.requests).toHaveLength(1);
  });

  it('hands the sink each page once, in order, while later pages are still being read', async () => {
    const rows = rowsOf(50);
    // Later pages answer sooner, so pages arrive out of order; the sink still sees them in order.
    server.handle((request) => {
      const start = request.body.params[0] as number;
      return listReply(rows, request.body.params, start === 0 ? 0 : 80 - start * 2);
    });
    const handed: number[][] = [];
    const requestsAtPage: number[] = [];
    await client.drainPages(
      'listTaxRates',
      auth,
      { pageSize: 10, concurrency: 2 },
      {
        page: (page) => {
          handed.push(page.map((row) => row.id));
          requestsAtPage.push(server.requests.length);
        },
        restart: () => expect.fail('the list did not shift'),
      },
    );
    expect(handed.flat()).toStrictEqual(rows.map((row) => row.id));
    expect(handed.map((page) => page.length)).toStrictEqual([10, 9, 9, 9, 9, 4]);
    // The first page was handed over before the last pages were even asked for.
    expect(requestsAtPage[0]).toBeLessThan(server.requests.length);
  });

  it("hands each page's means to read the same rows again from the answer's text", async () => {
    let calls = 0;
    server.handle((request) => {
      calls++;
      // The first page says 9 rows; later pages see 15: the last page is cut to the 9.
      return listReply(rowsOf(calls === 1 ? 9 : 15), request.body.params);
    });
    const handed: { ids: number[]; again: (() => { id: number; name: string }[]) | undefined }[] =
      [];
    await client.drainPages(
      'listTaxRates',
      auth,
      { pageSize: 4, concurrency: 1 },
      {
        page: (page, again) => {
          handed.push({ ids: page.map((row) => row.id), again });
          // Read again from the text, not from these objects.
          for (const row of page) row.name = 'changed after it was handed over';
        },
        restart: () => expect.fail('the list did not shift'),
      },
    );
    expect(handed.map((page) => page.ids)).toStrictEqual([
      [1, 2, 3, 4],
      [5, 6, 7],
      [8, 9],
    ]);
    for (const { ids, again } of handed) {
      expect(again?.()).toStrictEqual(ids.map(rateRow));
    }
  });

  it('a slow sink holds the reading back: at most `concurrency` pages ahead of it', async () => {
    server.handle((request) => listReply(rowsOf(100), request.body.params));
    let taken = 0;
    let mostAhead = 0;
    await client.drainPages(
      'listTaxRates',
      auth,
      { pageSize: 10, concurrency: 3 },
      {
        page: async () => {
          taken += 1;
          await new Promise((resolve) => setTimeout(resolve, 10));
          mostAhead = Math.max(mostAhead, server.requests.length - taken);
        },
        restart: () => undefined,
      },
    );
    expect(taken).toBe(1 + pageStarts(100, 10).length);
    expect(mostAhead).toBeLessThanOrEqual(3);
  });

  it('a list that shifted is restarted: the sink is told before the pages come again', async () => {
    const original = rowsOf(10);
    const shifted = [rateRow(0), ...original];
    let calls = 0;
    server.handle((request) => {
      calls++;
      return listReply(calls === 1 ? original : shifted, request.body.params);
    });
    const events: string[] = [];
    await client.drainPages(
      'listTaxRates',
      auth,
      { pageSize: 4, concurrency: 1 },
      {
        length: (rows) => void events.push(`${rows} rows`),
        page: (page) => void events.push(page.map((row) => row.id).join(',')),
        restart: () => void events.push('restart'),
      },
    );
    // Each attempt's length (its first page's total) comes before that page.
    expect(events).toStrictEqual([
      ...['10 rows', '1,2,3,4', 'restart'],
      ...['11 rows', '0,1,2,3', '4,5,6', '7,8,9', '10'],
    ]);
  });

  it('a sink that fails fails the drain and stops its reads', async () => {
    server.handle((request) => listReply(rowsOf(100), request.body.params, 20));
    await expect(
      client.drainPages(
        'listTaxRates',
        auth,
        { pageSize: 10, concurrency: 2 },
        {
          page: () => {
            throw new Error('the store is full');
          },
          restart: () => undefined,
        },
      ),
    ).rejects.toThrow('the store is full');
    // Nothing to wait for: no further request may come. A drain that went on would ask for
    // its next page within one server delay (20 ms); this watches for more than two.
    await quietFor(50);
    expect(server.requests.length).toBeLessThanOrEqual(3);
  });

  it('an empty list is one request', async () => {
    server.handle((request) => listReply([], request.body.params));
    await expect(client.drain('listTaxRates', auth)).resolves.toStrictEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it('cancelling stops further requests and rejects as cancelled', async () => {
    const controller = new AbortController();
    server.handle((request) => {
      if (request.body.params[0] !== 0) controller.abort();
      return listReply(rowsOf(1000), request.body.params, 30);
    });
    const error: unknown = await client
      .drain('listTaxRates', auth, { pageSize: 10, concurrency: 2, signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamTransportError);
    expect((error as Error).message).toBe('the upstream call was cancelled');
    // The first page plus the two that were in flight when the abort came; never the rest.
    // Watched for over three server delays (30 ms), in which a drain that went on would ask.
    await quietFor(100);
    expect(server.requests.length).toBeLessThanOrEqual(3);
  });

  it('an already aborted signal sends nothing', async () => {
    server.handle((request) => listReply(rowsOf(10), request.body.params));
    await expect(
      client.drain('listTaxRates', auth, { signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(UpstreamTransportError);
    expect(server.requests).toHaveLength(0);
  });

  it('one failed page fails the drain and cancels its siblings', async () => {
    server.handle((request) => {
      const start = request.body.params[0] as number;
      if (start === 9) return { text: 'oops', status: 500 };
      return listReply(rowsOf(1000), request.body.params, start === 0 ? 0 : 200);
    });
    await expect(
      client.drain('listTaxRates', auth, { pageSize: 10, concurrency: 4 }),
    ).rejects.toThrow('upstream answered HTTP 500');
    // Only the first page and (some of) the first wave of four were ever sent: a request
    // still on its way when the failure came may be aborted before it reaches the server.
    // Watched for 1.5 times the siblings' delay (200 ms), after which a drain that went on
    // past the failure would send its next wave.
    await quietFor(300);
    expect(startsOf().every((start) => [0, 9, 18, 27, 36].includes(start as number))).toBe(true);
  });

  it('rows appended while draining are left out, not a failure', async () => {
    let calls = 0;
    server.handle((request) => {
      calls++;
      // After the first page another 5 rows exist at the end.
      return listReply(rowsOf(calls === 1 ? 10 : 15), request.body.params);
    });
    const result = await client.drain('listTaxRates', auth, {
      pageSize: 4,
      concurrency: 1,
    });
    expect(result).toStrictEqual(rowsOf(10));
    expect(startsOf()).toStrictEqual([0, 3, 6]);
  });

  it('a row inserted before a later page is noticed and the list read again', async () => {
    const original = rowsOf(10);
    const shifted = [rateRow(0), ...original];
    let calls = 0;
    server.handle((request) => {
      calls++;
      return listReply(calls === 1 ? original : shifted, request.body.params);
    });
    const result = await client.drain('listTaxRates', auth, {
      pageSize: 4,
      concurrency: 1,
    });
    expect(result).toStrictEqual(shifted);
    // Noticed at the page that shows it: no page after it is read before the list again.
    expect(startsOf()).toStrictEqual([0, 3, 0, 3, 6, 9]);
  });

  it('a row that moves to the end (same total) is noticed, not skipped', async () => {
    // As in a delta feed ordered by date_updated: row 2 is updated after the first page.
    const original = rowsOf(8);
    const moved = [...original.filter((row) => row.id !== 2), rateRow(2)];
    let calls = 0;
    server.handle((request) => {
      calls++;
      return listReply(calls === 1 ? original : moved, request.body.params);
    });
    const result = await client.drain('listTaxRates', auth, {
      pageSize: 4,
      concurrency: 1,
    });
    expect(result).toStrictEqual(moved);
    expect(result).toHaveLength(8);
  });

  it('a page that comes back short (rows deleted) is noticed', async () => {
    let calls = 0;
    server.handle((request) => {
      calls++;
      return listReply(rowsOf(calls <= 2 ? 10 : 8), request.body.params);
    });
    const result = await client.drain('listTaxRates', auth, {
      pageSize: 4,
      concurrency: 1,
    });
    expect(result).toStrictEqual(rowsOf(8));
  });

  it('a page found short while an earlier one is still in flight reads the list again', async () => {
    let firstPages = 0;
    server.handle((request) => {
      const start = request.body.params[0] as number;
      if (start === 0) firstPages++;
      // The first read: its second page is slow, its third comes back short at once.
      if (firstPages === 1 && start === 3) return listReply(rowsOf(10), request.body.params, 150);
      return listReply(rowsOf(firstPages === 1 && start === 6 ? 7 : 10), request.body.params);
    });
    const result = await client.drain('listTaxRates', auth, { pageSize: 4, concurrency: 3 });
    expect(result).toStrictEqual(rowsOf(10));
    expect(firstPages).toBe(2);
  });

  it('a list that keeps changing fails after three reads instead of returning wrong rows', async () => {
    let calls = 0;
    server.handle((request) => {
      calls++;
      return listReply(
        rowsOf(10).map((row) => rateRow(row.id + calls)),
        request.body.params,
      );
    });
    await expect(
      client.drain('listTaxRates', auth, { pageSize: 4, concurrency: 1 }),
    ).rejects.toThrow('the upstream list kept changing while it was being read; try again');
    expect(startsOf().filter((start) => start === 0)).toHaveLength(3);
  });

  it('refuses page sizes the upstream or the overlap cannot take, before any request', async () => {
    await expect(client.drain('listOrders', auth, { pageSize: 101 })).rejects.toThrow(RangeError);
    await expect(client.drain('listTaxRates', auth, { pageSize: 1 })).rejects.toThrow(RangeError);
    await expect(client.drain('listTaxRates', auth, { concurrency: 0 })).rejects.toThrow(
      RangeError,
    );
    await expect(client.list('listTaxRates', auth, { limit: 1001 })).rejects.toThrow(RangeError);
    await expect(client.list('searchProducts', auth, { leading: ['x'] })).rejects.toThrow(
      'ShopModule::naturalSearchShopFlatProductForHooks takes 2 parameter(s) before start, got 1',
    );
    expect(server.requests).toHaveLength(0);
  });
});

describe('mapWithConcurrency', () => {
  it('keeps input order and the bound', async () => {
    let inFlight = 0;
    let peak = 0;
    const result = await mapWithConcurrency([5, 1, 4, 2, 3], 2, async (value) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, value * 3));
      inFlight--;
      return value * 10;
    });
    expect(result).toStrictEqual([50, 10, 40, 20, 30]);
    expect(peak).toBe(2);
  });

  it('starts nothing after the first failure and throws that failure', async () => {
    const started: number[] = [];
    await expect(
      mapWithConcurrency([1, 2, 3, 4], 1, (value) => {
        started.push(value);
        return value === 2 ? Promise.reject(new Error('two')) : Promise.resolve(value);
      }),
    ).rejects.toThrow('two');
    expect(started).toStrictEqual([1, 2]);
  });

  it('refuses a concurrency below 1', async () => {
    await expect(mapWithConcurrency([1], 0, (value) => Promise.resolve(value))).rejects.toThrow(
      RangeError,
    );
  });
});

describe('BoundedWork', () => {
  const after = (ms: number, fail = false) =>
    new Promise<void>((resolve, reject) =>
      setTimeout(() => (fail ? reject(new Error(`failed after ${ms}`)) : resolve()), ms),
    );

  it('holds the one adding back once `bound` pieces are unfinished, and settles them all', async () => {
    const work = new BoundedWork(2);
    let unfinished = 0;
    let peak = 0;
    const tracked = (ms: number) => {
      unfinished += 1;
      peak = Math.max(peak, unfinished);
      return after(ms).then(() => void (unfinished -= 1));
    };
    for (const ms of [30, 5, 20, 5, 10]) await work.add(tracked(ms));
    await work.settled();
    expect(unfinished).toBe(0);
    expect(peak).toBe(2);
  });

  it('throws a failure from the add or settled that waits for it, never unhandled', async () => {
    const work = new BoundedWork(2);
    await work.add(after(5, true));
    await expect(work.add(after(5))).rejects.toThrow('failed after 5');
    const quiet = new BoundedWork(3);
    await quiet.add(after(1, true));
    await expect(quiet.settled()).rejects.toThrow('failed after 1');
  });

  it('feeding: returns what the feed gives once its work has settled', async () => {
    const work = new BoundedWork(4);
    let done = 0;
    const fed = await work.feeding(async () => {
      for (const ms of [20, 5]) await work.add(after(ms).then(() => void (done += 1)));
      return 'read';
    });
    expect(fed).toBe('read');
    expect(done).toBe(2);
  });

  it('feeding: a feed that fails leaves no work running, and its own failure is thrown', async () => {
    const work = new BoundedWork(4);
    let done = 0;
    const feed = work.feeding(async () => {
      // A failed piece first: the pieces after it are still waited for.
      await work.add(after(1, true));
      await work.add(after(20).then(() => void (done += 1)));
      throw new Error('the read failed');
    });
    await expect(feed).rejects.toThrow('the read failed');
    expect(done).toBe(1);
  });

  it('refuses a bound below 1', () => {
    expect(() => new BoundedWork(0)).toThrow(RangeError);
  });
});
