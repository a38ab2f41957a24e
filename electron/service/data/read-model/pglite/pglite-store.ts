/**
 * The embedded engine: PGlite, PostgreSQL compiled to WebAssembly, in a thread of its own
 * (pglite-worker.ts), so its work never stops the service from answering. With a folder it
 * keeps the model on disk (the desktop app's data folder), so a restart starts warm; without
 * one it lives in memory for the service's lifetime.
 *
 * PGlite is one connection: statements run in the order sent. A transaction's statements must
 * not interleave with anyone else's, so each statement and transaction takes a turn on the
 * connection (connection-turns.ts), users' before the warm-up's.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { WorkerAnswer, WorkerCommand } from './pglite-protocol.js';
import { moduleBeside, type FolderCreator } from './pglite-files.js';
import { engineModules } from './pglite-modules.js';
import { readTemplate, unpackTemplateInto } from './pglite-template.js';
import { inBackgroundWork } from '../../../../upstream/traffic.js';
import { ConnectionTurns } from './connection-turns.js';
import type { ReadStore, StoreQueries } from '../store.js';

/** The database's error, with PostgreSQL's SQLSTATE code where it gave one. */
class EmbeddedDatabaseError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'EmbeddedDatabaseError';
  }
}

/** The engine itself ended or aborted (no SQLSTATE: not a statement PostgreSQL refused). */
class EngineFailure extends Error {
  override name = 'EngineFailure';
}

/**
 * Whether an error of a statement is the engine's own failure, after which it answers nothing right
 * again (read-model/store-opener.ts makes the database again): its thread ended, PostgreSQL in
 * WebAssembly aborted (an error without a SQLSTATE), or its files are damaged (class 58, an I/O
 * error or a missing file; XX001 and XX002, a damaged table or index).
 */
export const engineFailed = (error: unknown): boolean =>
  error instanceof EngineFailure ||
  (error instanceof EmbeddedDatabaseError &&
    (error.code === null || error.code.startsWith('58') || /^XX00[12]$/.test(error.code)));

/**
 * The model holds the shop's orders and customers: its files are the user's alone, as the
 * rest of the data folder is (which is itself 0700, so this is a second lock). PGlite's
 * file layer sets its own modes, so they are set again when the database opens and closes.
 */
async function makePrivate(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    await chmod(path, entry.isDirectory() ? 0o700 : 0o600).catch(() => undefined);
  }
  await chmod(folder, 0o700);
}

/**
 * The thread's own JavaScript heap holds little: statements and their answers (the large
 * reads go a page at a time), the database's pages live in its WebAssembly memory. Left to
 * V8's defaults, sized for a large server, its young generation grows to some 50 MB of
 * garbage before it is collected; a small one keeps the thread's heap near 20 MB. The old
 * generation is not bounded: a thread out of heap would end, and the model with it.
 */
const WORKER_HEAP = { maxYoungGenerationSizeMb: 4 };

/**
 * Engine threads whose database has closed, each kept for this process's next store: a store
 * that opens on one skips a new thread, loading PGlite into it and warming its code up, some
 * 0.15–0.3 s of CPU of the 0.7–1 s an in-memory store took to open (a process that opens many:
 * the tests, a service restarted in-process). A thread whose database was in memory keeps it,
 * emptied, for the next in-memory store (`true` here; pglite-worker.ts), which then skips the
 * new database from the template too. They never keep the process alive (`unref`).
 */
const idleThreads = new Map<Worker, boolean>();

/** An idle thread (for a store in memory, one holding an emptied database first) or a new one. */
async function engineThread(inMemory: boolean): Promise<{ worker: Worker; spare: boolean }> {
  const fits = (spare: boolean) => Number(spare === inMemory);
  const idle = [...idleThreads].sort(([, a], [, b]) => fits(b) - fits(a))[0];
  if (idle) {
    const [worker, spare] = idle;
    idleThreads.delete(worker);
    worker.off('exit', leaveIdle);
    worker.ref();
    return { worker, spare: inMemory && spare };
  }
  const { path, execArgv } = moduleBeside('pglite-worker');
  const modules = await engineModules();
  const worker = new Worker(path, {
    workerData: { modules },
    execArgv,
    resourceLimits: WORKER_HEAP,
  });
  return { worker, spare: false };
}

/** Keeps a thread whose database closed cleanly for the next store; a thread that ends leaves. */
function keepIdle(worker: Worker, spare: boolean): void {
  worker.unref();
  worker.once('exit', leaveIdle);
  idleThreads.set(worker, spare);
}

function leaveIdle(this: Worker): void {
  idleThreads.delete(this);
}

/**
 * A new database starts from the build's pristine copy where there is one
 * (pglite-template.ts). Without it, `createFolder` says where a folder without a database gets
 * one (a process of its own, so the memory that initdb takes ends with that process); without
 * that either, initdb runs in the engine's thread.
 */
export async function openPgliteStore(
  folder: string | null,
  createFolder?: FolderCreator,
): Promise<ReadStore> {
  if (folder !== null && !existsSync(join(folder, 'PG_VERSION'))) {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    if (!(await unpackTemplateInto(folder)) && createFolder) await createFolder(folder);
  }
  const { worker, spare } = await engineThread(folder === null);
  // In memory the engine unpacks the pristine copy itself, unless its thread kept an emptied
  // database; a folder got its files above.
  const template = folder === null && !spare ? await readTemplate() : null;
  const waiting = new Map<
    number,
    { resolve: (answer: { rows: object[]; spare?: boolean }) => void; reject: (e: Error) => void }
  >();
  let nextId = 1;
  let failure: Error | null = null;
  const failAll = (error: Error) => {
    failure = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  const listeners = {
    message: (answer: WorkerAnswer) => {
      const caller = waiting.get(answer.id);
      waiting.delete(answer.id);
      if (answer.ok) caller?.resolve(answer);
      else caller?.reject(new EmbeddedDatabaseError(answer.message, answer.code));
    },
    error: (error: Error) => failAll(new EngineFailure(error.message)),
    exit: () => failAll(new EngineFailure('the embedded database has stopped')),
  };
  for (const [event, listener] of Object.entries(listeners)) worker.on(event, listener);

  const send = (request: WorkerCommand): Promise<{ rows: object[]; spare?: boolean }> =>
    new Promise((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  const direct: StoreQueries = {
    query: async <Row extends object>(sql: string, params: readonly unknown[] = []) =>
      (await send({ op: 'query', sql, params: [...params] })).rows as Row[],
  };

  const turns = new ConnectionTurns();
  let closing: Promise<void> | null = null;
  const closeOnce = async () => {
    // After the statements and transactions waiting for a turn (users' ones first).
    (await turns.take(true))();
    const closed = await send({ op: 'close' }).then(
      (answer) => ({ spare: answer.spare === true }),
      () => null,
    );
    // Whatever this store still sends or waits for is refused, never answered by the
    // thread's next database.
    failAll(new Error('the embedded database is closed'));
    for (const [event, listener] of Object.entries(listeners)) worker.off(event, listener);
    if (closed) keepIdle(worker, closed.spare);
    else await worker.terminate();
    if (folder !== null) await makePrivate(folder);
  };
  const store: ReadStore = {
    engine: 'pglite',
    // One service holds the embedded database (store.ts): nothing to claim from.
    claim: async (_key, work) => ({ value: await work() }),
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const end = await turns.take(inBackgroundWork());
      try {
        return await direct.query<Row>(sql, params);
      } finally {
        end();
      }
    },
    async transaction(work) {
      const end = await turns.take(inBackgroundWork());
      try {
        await direct.query('begin');
        const result = await work(direct);
        await direct.query('commit');
        return result;
      } catch (error) {
        await direct.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        end();
      }
    },
    close() {
      closing ??= closeOnce();
      return closing;
    },
  };
  // Opened here, not on the first statement: a database that cannot open says so now.
  try {
    await send({ op: 'open', folder, template });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  if (folder !== null) await makePrivate(folder);
  return store;
}
