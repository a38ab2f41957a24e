/**
 * The embedded database's own thread. PGlite runs PostgreSQL as WebAssembly, synchronously:
 * in the service's thread a large write or read would stop every other request for seconds.
 * Here it runs beside the service; pglite-store.ts sends it one statement at a time, in order.
 * The thread outlives its database: once one is closed it can open the process's next
 * (pglite-store.ts keeps it for that).
 */
import { collectSooner } from '../../../core/heap-growth.js';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { EngineModules } from './pglite-modules.js';
import type { WorkerAnswer, WorkerRequest } from './pglite-protocol.js';
import { PGLITE_START_PARAMS } from './pglite-settings.js';
import { fieldOf } from '../../../../../shared/guards.js';

/** int8 (bigint) read as a JS number: every bigint here is an id or a Unix millisecond. */
// First: the heap growth rule, which each thread sets for itself (heap-growth.ts).
collectSooner();

const INT8 = 20;
const parsers = { [INT8]: (text: string) => Number(text) };

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');
const { modules } = workerData as {
  /** Compiled once per process (pglite-modules.ts); null: PGlite compiles its own. */
  modules: EngineModules | null;
};

/** The open database; set as an `open` arrives, so the statements after it wait for it. */
let opening: Promise<PGlite> | null = null;
/** Whether the open database lives in memory (no folder): emptied at its close, not ended. */
let inMemory = false;
/**
 * An in-memory database whose store has closed, emptied for the thread's next in-memory store
 * (pglite-store.ts asks for it with `template: null`): dropping what a store made takes some
 * 0.015 s of CPU, a new database from the template 0.4–0.6 s (docs/decisions/0046, addendum
 * "an in-memory database is emptied for the thread's next store").
 */
let spare: PGlite | null = null;

/**
 * Empties a database for the next store: everything made in the one schema our stores use
 * dropped with it, the schema made again as initdb leaves it, and the session's state (settings,
 * prepared statements, temporary tables, locks) discarded. What is left is the template's
 * database, as a new one starts.
 */
async function emptied(db: PGlite): Promise<PGlite> {
  await db.exec(`drop schema public cascade;
    create schema public authorization pg_database_owner;
    grant usage on schema public to public;`);
  await db.exec('discard all');
  return db;
}

port.on('message', (request: WorkerRequest) => {
  void answer(request).then((message) => port.postMessage(message));
});

async function answer(request: WorkerRequest): Promise<WorkerAnswer> {
  try {
    if (request.op === 'open') {
      inMemory = request.folder === null;
      if (inMemory && request.template === null && spare) {
        opening = Promise.resolve(spare);
        spare = null;
      } else {
        // A folder's database, or a new one: an emptied one kept beside it would only hold memory.
        await spare?.close();
        spare = null;
        opening = PGlite.create(request.folder ?? undefined, {
          parsers,
          startParams: PGLITE_START_PARAMS,
          ...modules,
          ...(request.template ? { loadDataDir: new Blob([request.template]) } : {}),
        });
      }
      await opening;
      return { id: request.id, ok: true, rows: [] };
    }
    if (!opening) throw new Error('the embedded database is not open');
    const db = await opening;
    if (request.op === 'close') {
      opening = null;
      spare = inMemory ? await emptied(db).catch(() => db.close().then(() => null)) : null;
      if (!inMemory) await db.close();
      return { id: request.id, ok: true, rows: [], spare: spare !== null };
    }
    const result = await db.query(request.sql, request.params);
    return { id: request.id, ok: true, rows: result.rows as object[] };
  } catch (error) {
    const message = fieldOf(error, 'message');
    const code = fieldOf(error, 'code');
    return {
      id: request.id,
      ok: false,
      message: typeof message === 'string' ? message : 'the embedded database failed',
      code: typeof code === 'string' ? code : null,
    };
  }
}
