/**
 * The read model's two database engines behave the same through the `ReadStore` interface:
 * PGlite (embedded, the default) and a real PostgreSQL server (`--database-url`, here a
 * throwaway cluster of the machine's own PostgreSQL; skipped with a console line where none is
 * installed). Every case runs for both; the PostgreSQL-only cases are what only a server does
 * (several stores on one database, connections the server ends, a server that is not there).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteStore } from '../../../electron/service/data/read-model/pglite/pglite-store.js';
import {
  readTemplate,
  templateFile,
} from '../../../electron/service/data/read-model/pglite/pglite-template.js';
import { openPostgresStore } from '../../../electron/service/data/read-model/postgres/postgres-store.js';
import { keepSums } from '../../../electron/service/data/read-model/day-sums-table.js';
import { createSchema } from '../../../electron/service/data/read-model/schema.js';
import { readSync, writeSync } from '../../../electron/service/data/read-model/sync-state.js';
import {
  clearMonthProgress,
  readMonthProgress,
  writeMonthProgress,
} from '../../../electron/service/data/read-model/month-progress.js';
import type { PartitionKey } from '../../../electron/service/data/read-model/partition.js';
import type { ReadStore } from '../../../electron/service/data/read-model/store.js';
import {
  selectOrderPages,
  selectOrders,
} from '../../../electron/service/data/read-model/orders-select.js';
import {
  selectProductPages,
  storedBatchOf,
  upsertProductBatch,
} from '../../../electron/service/data/read-model/products-table.js';
import { upsertOrders } from '../../../electron/service/data/read-model/orders-table.js';
import type { ShopProductRow } from '../../../electron/upstream/wire.js';
import { paymentRowSchema } from '../../../electron/upstream/wire/orders.js';
import { upstreamOrder } from '../../unit/orders/fixtures.js';
import { postgresMissing, startPostgresServer, type PostgresServer } from '../postgres-server.js';

/** One empty database of an engine; `open` may be called again for the same database. */
interface Database {
  open(): Promise<ReadStore>;
  /** Whether several stores may have it open at once (a server), or only one (PGlite). */
  shared: boolean;
}

interface Engine {
  name: string;
  missing: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
  newDatabase(): Promise<Database>;
}

const pgliteFolders: string[] = [];
const pgliteEngine: Engine = {
  name: 'PGlite',
  missing: false,
  start: () => Promise.resolve(),
  stop() {
    for (const folder of pgliteFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
    return Promise.resolve();
  },
  newDatabase() {
    // A folder, not memory: a store opened again on it must find what the last one wrote.
    const folder = mkdtempSync(join(tmpdir(), 'backoffice-pglite-'));
    pgliteFolders.push(folder);
    return Promise.resolve({ open: () => openPgliteStore(folder), shared: false });
  },
};

/**
 * One throwaway server for the file, started by the first describe that needs it and stopped
 * after the last: the engine's cases and the server-only ones each work in databases of their
 * own, so they need no cluster of their own (initdb and a start are seconds of CPU).
 */
let server: Promise<PostgresServer> | undefined;
const theServer = (): Promise<PostgresServer> => (server ??= startPostgresServer());
afterAll(async () => {
  await (await server)?.stop();
});

const postgresEngine: Engine = {
  name: 'PostgreSQL',
  missing: postgresMissing('Read-model store tests on a PostgreSQL server'),
  async start() {
    await theServer();
  },
  // The file's afterAll stops the server.
  stop: () => Promise.resolve(),
  async newDatabase() {
    const url = await (await theServer()).createDatabase();
    return { open: () => openPostgresStore(url), shared: true };
  },
};

const TABLES_SQL = `select table_name from information_schema.tables
  where table_schema = 'public' and table_name like 'rm\\_%' order by table_name`;
const tableNames = async (store: ReadStore) =>
  (await store.query<{ table_name: string }>(TABLES_SQL)).map((row) => row.table_name);

const productIds = async (store: ReadStore, partition: string) =>
  (
    await store.query<{ id: number }>(
      'select id from rm_products where partition = $1 order by id',
      [partition],
    )
  ).map((row) => row.id);

const insertProduct = (store: Pick<ReadStore, 'query'>, partition: string, id: number) =>
  store.query('insert into rm_products (partition, id, row) values ($1, $2, $3)', [
    partition,
    id,
    JSON.stringify({ id }),
  ]);

/** The `n` of a one-row answer (`select count(*) as n …`). */
async function countOf(
  store: Pick<ReadStore, 'query'>,
  sql: string,
  params: unknown[] = [],
): Promise<number> {
  const [row] = await store.query<{ n: number }>(sql, params);
  if (!row) throw new Error(`no row from ${sql}`);
  return row.n;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * How long a reader started while a transaction is open is given to reach the store before
 * the commit: a head start, not a wait for an event (neither engine says when a query waits).
 */
const READER_HEAD_START_MS = 100;
/**
 * How long the pool is given to hear of connections the server ended (their 'error' and
 * 'end' events, a loopback round trip away): pg's pool says nothing when it has.
 */
const POOL_HEARS_MS = 100;

/** A promise with its resolve at hand, to hold a transaction open at a chosen point. */
function gate(): { opened: Promise<void>; open(): void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

for (const engine of [pgliteEngine, postgresEngine]) {
  // Opening a PGlite store starts PostgreSQL in WebAssembly (seconds on a busy machine).
  describe.skipIf(engine.missing)(`read-model store on ${engine.name}`, { timeout: 60_000 }, () => {
    /** One store with the schema, for the cases that need no fresh database (own partitions). */
    let store: ReadStore;

    beforeAll(async () => {
      await engine.start();
      store = await (await engine.newDatabase()).open();
      await createSchema(store);
    });

    afterAll(async () => {
      await store.close();
      await engine.stop();
    });

    it(`names its engine`, () => {
      expect(store.engine).toBe(engine.name === 'PGlite' ? 'pglite' : 'postgres');
    });

    it('creates its tables on an empty database, and creating them again keeps them and their rows', async () => {
      const fresh = await (await engine.newDatabase()).open();
      try {
        expect(await tableNames(fresh)).toEqual([]);
        await createSchema(fresh);
        const tables = await tableNames(fresh);
        expect(tables).toEqual(expect.arrayContaining(['rm_orders', 'rm_products', 'rm_sync']));
        await insertProduct(fresh, 'p', 1);

        await createSchema(fresh);
        expect(await tableNames(fresh)).toEqual(tables);
        expect(await productIds(fresh, 'p')).toEqual([1]);
      } finally {
        await fresh.close();
      }
    });

    it('creates them from several stores (or calls) at once, and again after that (the schema lock is released)', async () => {
      const database = await engine.newDatabase();
      // PGlite is one connection in one process: "at once" is concurrent calls on one store.
      const first = await database.open();
      const others = database.shared ? await Promise.all([2, 3, 4].map(() => database.open())) : [];
      const stores = [first, ...others];
      try {
        const everyStoreTwice = () =>
          Promise.all(stores.flatMap((each) => [createSchema(each), createSchema(each)]));
        // A lock left held would make the next service's start wait for it, maybe for ever.
        const heldLocks = () =>
          countOf(first, "select count(*) as n from pg_locks where locktype = 'advisory'");
        await everyStoreTwice();
        expect(await heldLocks()).toBe(0);
        // Again while the stores are busy with more queries than a pool has connections (a
        // service already answering), so each statement may get another connection.
        let creating = true;
        const busy = stores.flatMap((each) =>
          Array.from({ length: 12 }, async () => {
            while (creating) await each.query('select pg_sleep(0.001)');
          }),
        );
        await everyStoreTwice().finally(() => (creating = false));
        await Promise.all(busy);
        expect(await heldLocks()).toBe(0);

        await insertProduct(first, 'p', 7);
        for (const each of stores) {
          expect(await tableNames(each)).toEqual(await tableNames(first));
          expect(await productIds(each, 'p')).toEqual([7]);
        }
      } finally {
        await Promise.all(stores.map((each) => each.close()));
      }
    });

    it('a store opened again on the same database finds the tables and rows (a restart starts warm)', async () => {
      const database = await engine.newDatabase();
      const first = await database.open();
      await createSchema(first);
      await insertProduct(first, 'p', 3);
      await first.close();

      const again = await database.open();
      try {
        await createSchema(again);
        expect(await productIds(again, 'p')).toEqual([3]);
      } finally {
        await again.close();
      }
    });

    it('gives an orders table made before orders kept their update time that column, keeping its rows', async () => {
      const older = await (await engine.newDatabase()).open();
      try {
        await older.query(`create table rm_orders (partition text not null, id bigint not null,
          purchased bigint not null, shop_id bigint, status text not null, row text not null,
          payments text not null, primary key (partition, id))`);
        await older.query(
          `insert into rm_orders (partition, id, purchased, status, row, payments)
           values ('p', 5, 1, 'complete', '{}', '[]')`,
        );
        await createSchema(older);
        expect(await older.query('select id, updated from rm_orders')).toEqual([
          { id: 5, updated: null },
        ]);
      } finally {
        await older.close();
      }
    });

    it('reads orders a page at a time in purchase order: ties by id, nothing skipped or twice', async () => {
      const purchases: [number, number][] = [
        [1, 100],
        [2, 300],
        [3, 200],
        [4, 200],
        [5, 50],
        [6, 400],
      ];
      for (const [id, purchased] of purchases) {
        await store.query(
          `insert into rm_orders (partition, id, purchased, shop_id, status, row, payments)
           values ('paged', $1, $2, 1, 'complete', $3, $4)`,
          [id, purchased, JSON.stringify({ id }), JSON.stringify([{ id: id * 10, order_id: id }])],
        );
      }
      const selection = { start: 100, end: 400, shopIds: null, statuses: null };
      // A partition key is a hash elsewhere; here a name of its own.
      const paged = 'paged' as PartitionKey;
      const whole = await selectOrders(store, paged, selection);
      expect(whole.map((order) => order.id)).toEqual([1, 3, 4, 2]);
      for (const size of [1, 2, 3, 4, 10]) {
        const pages: number[][] = [];
        const payments: number[] = [];
        for await (const page of selectOrderPages(store, paged, selection, size, true)) {
          pages.push(page.orders.map((order) => order.id));
          payments.push(...page.payments.map((payment) => payment.id));
        }
        expect(pages.flat(), `pages of ${size}`).toEqual([1, 3, 4, 2]);
        expect(Math.max(...pages.map((page) => page.length))).toBeLessThanOrEqual(size);
        expect(payments.sort((a, b) => a - b)).toEqual([10, 20, 30, 40]);
        for await (const page of selectOrderPages(store, paged, selection, size, false)) {
          expect(page.payments).toEqual([]);
        }
      }
    });

    it('keeps an order and its payments as the very text JSON.stringify makes of them', async () => {
      // Text a JSON encoder escapes (quotes, backslashes, line breaks) or leaves as it is
      // (non-ASCII, U+2028, a pair of surrogates); what no answer holds (NUL, a lone
      // surrogate) is replaced before anything is kept (upstream/storable-text.ts).
      const awkward = 'a "quote", a \\ backslash, a tab\t, a line\n, \u2028, é, 😀, \ufffd';
      const order = upstreamOrder({
        id: 71,
        number: awkward,
        relation_data: { id: 1, name: awkward },
      });
      const payment = {
        ...paymentRowSchema.parse({
          ...{ id: 710, order_id: 71, amount: '12.50', status: 'paid' },
          provider_method: { id: 3, title: awkward },
        }),
        order_id: 71,
      };
      const held = 'held' as PartitionKey;
      expect(await upsertOrders(store, held, [order], [payment])).toBe(1);
      const [row] = await store.query<{ row: string; payments: string }>(
        `select row, payments from rm_orders where partition = 'held' and id = 71`,
      );
      expect(row?.row).toBe(JSON.stringify(order));
      expect(row?.payments).toBe(JSON.stringify([payment]));
      // The same again changes nothing.
      expect(await upsertOrders(store, held, [order], [payment])).toBe(0);
    });

    it('stores a page of products as each one is written, and counts only what changed', async () => {
      const partition = 'products-page' as PartitionKey;
      // Shapes a row may have: nesting, Unicode, escapes, numbers as written, nulls. The store
      // keeps any JSON as written, so these need not be whole platform products.
      const products = [
        { id: 7, name: 'Kaas “Oud” 48+ ½ kg', prices: [{ ppu: 12.5, tax: null }] },
        { id: 3, name: 'Tab\tand\nnewline \\ "quote" \u2028 😀', flags: [true, false] },
        { id: 2 ** 40, name: 'e', ppu_wt: 1e-7, nested: { deep: { deeper: [] } } },
      ];
      const batchOf = (rows: readonly { id: number }[]) =>
        storedBatchOf(rows as unknown as ShopProductRow[]);
      expect(await upsertProductBatch(store, partition, batchOf(products))).toBe(3);
      const held: ShopProductRow[] = [];
      for await (const page of selectProductPages(store, partition, 10)) held.push(...page);
      expect(held).toEqual([...products].sort((a, b) => a.id - b.id));
      const rows = await store.query<{ id: number; row: string }>(
        'select id, row from rm_products where partition = $1 order by id',
        [partition],
      );
      const byId = new Map(products.map((product) => [product.id, JSON.stringify(product)]));
      for (const row of rows) expect(row.row).toBe(byId.get(row.id));
      expect(await upsertProductBatch(store, partition, batchOf(products))).toBe(0);
      const changed = [{ ...products[0], id: 7, name: 'Kaas jong' }];
      expect(await upsertProductBatch(store, partition, batchOf(changed))).toBe(1);
    });

    it('keeps the runs of a month a day apart, drops older ones, and all once the month is kept', async () => {
      const partition = 'day-sums' as PartitionKey;
      const keep = (...periods: string[]) =>
        keepSums(
          store,
          partition,
          'kind',
          periods.map((period) => ({ period, version: 1, sums: '' })),
        );
      const kept = async () =>
        (
          await store.query<{ period: string }>(
            'select period from rm_day_sums where partition = $1 order by period',
            [partition],
          )
        ).map((row) => row.period);
      await keep('2026-11-01..2026-11-09', '2026-11-01..2026-11-10');
      // The next day's run drops the one two days before it; the tenth stays beside it.
      await keep('2026-11-01..2026-11-11');
      expect(await kept()).toEqual(['2026-11-01..2026-11-10', '2026-11-01..2026-11-11']);
      // An older question's run drops none of the newer ones.
      await keep('2026-11-01..2026-11-04');
      expect(await kept()).toEqual([
        '2026-11-01..2026-11-04',
        '2026-11-01..2026-11-10',
        '2026-11-01..2026-11-11',
      ]);
      // Another month's runs are its own; the whole month drops every run of it.
      await keep('2026-12-01..2026-12-05', '2026-11');
      expect(await kept()).toEqual(['2026-11', '2026-12-01..2026-12-05']);
    });

    it('reads int8 (bigint) columns, counts, maxima and int8 arrays as numbers', async () => {
      const partition = 'int8';
      const ids = [2 ** 31 + 1, Number.MAX_SAFE_INTEGER];
      const purchased = Date.UTC(2026, 10, 23, 14, 5, 12, 345);
      for (const id of ids) {
        await store.query(
          `insert into rm_orders (partition, id, purchased, shop_id, status, row, payments)
           values ($1, $2, $3, null, 'complete', '{}', '[]')`,
          [partition, id, purchased],
        );
      }
      const rows = await store.query(
        'select id, purchased, shop_id from rm_orders where partition = $1 order by id',
        [partition],
      );
      expect(rows).toEqual(ids.map((id) => ({ id, purchased, shop_id: null })));
      const [summary] = await store.query(
        `select count(*) as orders, max(purchased) as latest, array_agg(id order by id) as ids
         from rm_orders where partition = $1`,
        [partition],
      );
      expect(summary).toEqual({ orders: 2, latest: purchased, ids });
      const [echo] = await store.query('select $1::int8[] as ids', [ids]);
      expect(echo).toEqual({ ids });
    });

    it('passes parameters as values, never as SQL: quotes, Unicode, null, arrays', async () => {
      const partition = `params'; drop table rm_products; --`;
      const text = `O'Brien "Café" ☕ 𝄞 \\ $1`;
      await store.query(
        'insert into rm_reference (partition, name, rows, loaded_at) values ($1, $2, $3, $4)',
        [partition, text, '[]', 1],
      );
      const rows = await store.query(
        'select name, $3::text is null as absent from rm_reference where partition = $1 and name = $2',
        [partition, text, null],
      );
      expect(rows).toEqual([{ name: text, absent: true }]);

      for (const id of [11, 12, 13]) await insertProduct(store, partition, id);
      const picked = await store.query<{ id: number }>(
        'select id from rm_products where partition = $1 and id = any($2::int8[]) order by id',
        [partition, [11, 13, 99]],
      );
      expect(picked.map((row) => row.id)).toEqual([11, 13]);
      expect(await tableNames(store)).toContain('rm_products');
    });

    it('a transaction that throws leaves nothing, and its error reaches the caller as it was', async () => {
      const partition = 'throws';
      const thrown = new Error('the platform answered 503');
      const transaction = store.transaction(async (tx) => {
        await insertProduct(tx, partition, 1);
        await insertProduct(tx, partition, 2);
        throw thrown;
      });
      await expect(transaction).rejects.toBe(thrown);
      expect(await productIds(store, partition)).toEqual([]);
    });

    it('a transaction whose statement fails leaves nothing, and the store goes on working', async () => {
      const partition = 'fails';
      await insertProduct(store, partition, 1);
      const transaction = store.transaction(async (tx) => {
        await insertProduct(tx, partition, 2);
        await insertProduct(tx, partition, 1); // the primary key is taken
      });
      await expect(transaction).rejects.toThrow(/duplicate key/);
      expect(await productIds(store, partition)).toEqual([1]);

      await store.transaction((tx) => insertProduct(tx, partition, 3));
      expect(await productIds(store, partition)).toEqual([1, 3]);
    });

    it('a committed transaction lands whole and returns its result', async () => {
      const partition = 'commits';
      const result = await store.transaction(async (tx) => {
        for (const id of [1, 2, 3]) await insertProduct(tx, partition, id);
        return countOf(tx, 'select count(*) as n from rm_products where partition = $1', [
          partition,
        ]);
      });
      expect(result).toBe(3);
      expect(await productIds(store, partition)).toEqual([1, 2, 3]);
    });

    it('a reader outside never sees half a transaction', async () => {
      const partition = 'half';
      const firstWritten = gate();
      const finish = gate();
      const transaction = store.transaction(async (tx) => {
        await insertProduct(tx, partition, 1);
        firstWritten.open();
        await finish.opened;
        await insertProduct(tx, partition, 2);
      });
      await firstWritten.opened;
      // PostgreSQL reads before the commit (nothing yet); PGlite waits for it (both rows).
      // Nothing tells when the reader's query is in the store: it is given READER_HEAD_START.
      const reader = productIds(store, partition);
      await pause(READER_HEAD_START_MS);
      finish.open();
      await transaction;
      expect([[], [1, 2]]).toContainEqual(await reader);
      expect(await productIds(store, partition)).toEqual([1, 2]);
    });

    it('concurrent transactions each land whole or not at all', async () => {
      const partition = 'concurrent';
      const transactions = Array.from({ length: 12 }, (_, n) =>
        store.transaction(async (tx) => {
          for (let row = 0; row < 4; row += 1) {
            await insertProduct(tx, partition, n * 10 + row);
            await pause(2); // let the others interleave
          }
          if (n % 3 === 0) throw new Error(`transaction ${n} gives up`);
          return n;
        }),
      );
      const outcomes = await Promise.allSettled(transactions);
      const committed = outcomes.flatMap((outcome) =>
        outcome.status === 'fulfilled' ? [outcome.value] : [],
      );
      expect(committed).toEqual([1, 2, 4, 5, 7, 8, 10, 11]);
      const expected = committed.flatMap((n) => [0, 1, 2, 3].map((row) => n * 10 + row));
      expect(await productIds(store, partition)).toEqual(expected);
    });

    it('upserts with on conflict: insert, update, keep the newer, do nothing', async () => {
      const partition = 'upserts';
      const upsert = (asOf: number) =>
        store.query<{ as_of: number }>(
          `insert into rm_sync (partition, subject, as_of) values ($1, 'orders', $2)
           on conflict (partition, subject) do update set as_of = excluded.as_of
           where rm_sync.as_of < excluded.as_of
           returning as_of`,
          [partition, asOf],
        );
      expect(await upsert(100)).toEqual([{ as_of: 100 }]);
      expect(await upsert(200)).toEqual([{ as_of: 200 }]);
      expect(await upsert(150)).toEqual([]); // older: kept the newer
      await store.query(
        `insert into rm_sync (partition, subject, as_of) values ($1, 'orders', 1)
         on conflict do nothing`,
        [partition],
      );
      const rows = await store.query('select subject, as_of from rm_sync where partition = $1', [
        partition,
      ]);
      expect(rows).toEqual([{ subject: 'orders', as_of: 200 }]);
    });

    it('keeps the delta cursor to the microsecond, and reads one kept to the millisecond from its start', async () => {
      const partition = 'cursor-micros' as PartitionKey;
      const cursorOf = async () => (await readSync(store, partition, 'orders')).cursor;
      const MS = 1_793_403_000_700;
      // As a release before microseconds (or an older one beside this) writes it.
      const writeAsBefore = (updated: number, id: number) =>
        store.query(
          `insert into rm_sync (partition, subject, cursor_updated, cursor_id) values ($1, 'orders', $2, $3)
           on conflict (partition, subject) do update
           set cursor_updated = excluded.cursor_updated, cursor_id = excluded.cursor_id`,
          [partition, updated, id],
        );
      await writeAsBefore(MS, 9);
      expect(await cursorOf()).toEqual({ updated: MS, micros: 0, id: 0 });
      await writeSync(store, partition, 'orders', { cursor: { updated: MS, micros: 100, id: 9 } });
      expect(await cursorOf()).toEqual({ updated: MS, micros: 100, id: 9 });
      // Later in the millisecond with a lower id is later: it moves on (by id it would not).
      await writeSync(store, partition, 'orders', { cursor: { updated: MS, micros: 900, id: 5 } });
      expect(await cursorOf()).toEqual({ updated: MS, micros: 900, id: 5 });
      await writeSync(store, partition, 'orders', { cursor: { updated: MS, micros: 100, id: 9 } });
      expect(await cursorOf()).toEqual({ updated: MS, micros: 900, id: 5 });
      // A whole read's rewind moves it back to the microsecond.
      const rewind = { updated: MS, micros: 400, id: 7 };
      await writeSync(store, partition, 'orders', { cursor: rewind, rewind: true });
      expect(await cursorOf()).toEqual(rewind);
      // An older release moves it: its millisecond pair counts, from the start of it.
      await writeAsBefore(MS + 1, 3);
      expect(await cursorOf()).toEqual({ updated: MS + 1, micros: 0, id: 0 });
      // From there this release moves it on to the microsecond again.
      const next = { updated: MS + 1, micros: 250, id: 3 };
      await writeSync(store, partition, 'orders', { cursor: next });
      expect(await cursorOf()).toEqual(next);
    });

    it("keeps a month read's progress with its cursor to the microsecond, replaced and cleared", async () => {
      const partition = 'month-progress' as PartitionKey;
      const MS = 1_793_403_000_700;
      const first = { through: MS, cursor: { updated: MS - 5000, micros: 999, id: 41 } };
      expect(await readMonthProgress(store, partition, '2026-10')).toBeNull();
      await writeMonthProgress(store, partition, '2026-10', first);
      expect(await readMonthProgress(store, partition, '2026-10')).toEqual(first);
      const further = { ...first, through: MS + 60_000 };
      await writeMonthProgress(store, partition, '2026-10', further);
      expect(await readMonthProgress(store, partition, '2026-10')).toEqual(further);
      expect(await readMonthProgress(store, partition, '2026-09')).toBeNull();
      await clearMonthProgress(store, partition, '2026-10');
      expect(await readMonthProgress(store, partition, '2026-10')).toBeNull();
    });

    it('concurrent upserts of one row leave one row with the newest value, without errors', async () => {
      const partition = 'upserts-at-once';
      const values = Array.from({ length: 16 }, (_, n) => 1000 + n);
      await Promise.all(
        values.map((asOf) =>
          store.transaction(async (tx) => {
            await tx.query(
              `insert into rm_sync (partition, subject, as_of) values ($1, 'orders', $2)
               on conflict (partition, subject) do update set as_of = excluded.as_of
               where rm_sync.as_of < excluded.as_of`,
              [partition, asOf],
            );
            await insertProduct(tx, partition, asOf);
          }),
        ),
      );
      const rows = await store.query('select as_of from rm_sync where partition = $1', [partition]);
      expect(rows).toEqual([{ as_of: Math.max(...values) }]);
      expect(await productIds(store, partition)).toEqual(values);
    });
  });
}

describe.skipIf(postgresEngine.missing)(
  'read-model store on PostgreSQL: what only a server does',
  () => {
    let own: PostgresServer;

    beforeAll(async () => {
      own = await theServer();
    });

    it('keeps working when the server ends its connections (a restart, an administrator)', async () => {
      const url = await own.createDatabase();
      const store = await openPostgresStore(url);
      const admin = new pg.Client({ connectionString: own.url() });
      await admin.connect();
      try {
        await createSchema(store);
        await Promise.all([1, 2, 3].map((id) => insertProduct(store, 'p', id))); // several idle connections
        const database = new URL(url).pathname.slice(1);
        const ofDatabase = 'from pg_stat_activity where datname = $1';
        await admin.query(`select pg_terminate_backend(pid) ${ofDatabase}`, [database]);
        const backendsLeft = async () =>
          (await admin.query(`select pid ${ofDatabase}`, [database])).rows.length;
        for (let waited = 0; (await backendsLeft()) > 0; waited += 20) {
          if (waited > 5000) throw new Error('the connections did not end');
          await pause(20);
        }
        await pause(POOL_HEARS_MS); // the pool hears of each closed connection
        expect(await productIds(store, 'p')).toEqual([1, 2, 3]);
      } finally {
        await admin.end();
        await store.close();
      }
    });

    it('keeps working when the server ends a connection in the middle of a transaction', async () => {
      const store = await openPostgresStore(await own.createDatabase());
      try {
        await createSchema(store);
        await insertProduct(store, 'p', 1);
        const ended = store.transaction(async (tx) => {
          await insertProduct(tx, 'p', 2);
          await tx.query('select pg_terminate_backend(pg_backend_pid())');
        });
        await expect(ended).rejects.toThrow(/terminat/);
        // The connection's own error event, which must not end the process: nothing to wait
        // for, the test watches that nothing happens.
        await pause(POOL_HEARS_MS);
        expect(await productIds(store, 'p')).toEqual([1]);
      } finally {
        await store.close();
      }
    });

    it('says at open when the server is not there, or refuses the login', async () => {
      const closedPort = new URL(own.url());
      closedPort.port = '1';
      await expect(openPostgresStore(closedPort.href)).rejects.toThrow(/ECONNREFUSED/);
      const wrongPassword = new URL(own.url());
      wrongPassword.password = 'not-the-password';
      await expect(openPostgresStore(wrongPassword.href)).rejects.toThrow(
        /password authentication failed/,
      );
    });
  },
);

describe('read-model store on PGlite: a new database', () => {
  // In memory the engine unpacks the copy itself; a new folder gets its files first
  // (pglite-unpack.ts) and the engine opens it as a database it already has.
  it.each(['in memory', 'in a new folder'])(
    "starts from the build's pristine copy, which makes a working database (%s)",
    async (where) => {
      const template = await readTemplate();
      expect(template, `${templateFile()} is missing: run npm run build`).not.toBeNull();
      const parent = mkdtempSync(join(tmpdir(), 'backoffice-pglite-'));
      const store = await openPgliteStore(where === 'in memory' ? null : join(parent, 'model'));
      try {
        await createSchema(store);
        expect(await store.query('show shared_buffers')).toEqual([{ shared_buffers: '32MB' }]);
        // The one database the engine opens; initdb's templates are not carried (0046).
        expect(await store.query('select datname from pg_database')).toEqual([
          { datname: 'postgres' },
        ]);
      } finally {
        await store.close();
        rmSync(parent, { recursive: true, force: true });
      }
    },
  );
});

describe("read-model store on PGlite: the engine's thread outlives its database", () => {
  it('the next store opens on it, and a closed store is refused, never answered by the next', async () => {
    const first = await openPgliteStore(null);
    const fresh = await first.query<{ work_mem: string }>('show work_mem');
    await createSchema(first);
    await insertProduct(first, 'p', 1);
    await first.query('create table left_behind (n int)');
    await first.query('create temporary table scratch (n int)');
    await first.query("set work_mem = '1MB'");
    await first.query('prepare left_prepared as select 1');
    await first.close();
    await first.close(); // twice: the second does nothing, least of all to the kept thread

    const [second, third] = await Promise.all([openPgliteStore(null), openPgliteStore(null)]);
    try {
      // Each a new database, or the first's emptied (its thread keeps it for the next store in
      // memory): nothing of the first's is there, not a table, a setting or a statement.
      for (const store of [second, third]) {
        expect(await store.query("select to_regclass('left_behind') as t")).toEqual([{ t: null }]);
        expect(await store.query("select to_regclass('scratch') as t")).toEqual([{ t: null }]);
        expect(await tableNames(store)).toEqual([]);
        expect(await store.query('show work_mem')).toEqual(fresh);
        expect(await store.query('select name from pg_prepared_statements')).toEqual([]);
        expect(await store.query('show shared_buffers')).toEqual([{ shared_buffers: '32MB' }]);
        await createSchema(store);
        expect(await productIds(store, 'p')).toEqual([]);
      }
      await expect(first.query('select 1')).rejects.toThrow('the embedded database is closed');
      await expect(first.transaction((queries) => queries.query('select 1'))).rejects.toThrow(
        'the embedded database is closed',
      );
      // Two stores at once: two databases side by side, one per thread.
      await second.query('create table mine (n int)');
      expect(await third.query("select to_regclass('mine') as t")).toEqual([{ t: null }]);
    } finally {
      await Promise.all([second.close(), third.close()]);
    }
  });
});
