/**
 * Opens the read model's database once, on first use (the embedded engine takes about two
 * seconds to start, which a service that never reads should not pay), and creates its tables.
 *
 * The model is a cache of the platform's data (docs/decisions/0101-the-read-model-is-a-cache.md):
 * when it fails to open, or the embedded engine fails while answering, it is `failed` (with the
 * reason, for /healthz and the warm-up), reads ask the platform meanwhile and none waits for it,
 * and it is tried again after a while (1 s, doubling to 5 minutes, on the service's clock). An
 * embedded database that fails is first moved aside (read-model/pglite/cache-files.ts), so the next
 * try starts from a new one and the failed files are kept for a look.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock.js';
import { Signal } from '../../core/signal.js';
import { moveAside } from './pglite/cache-files.js';
import { isEngineFailure, STORE_RETRY, unavailable } from './store-failure.js';
import { createSchema } from './schema.js';
import type { FolderCreator } from './pglite/pglite-files.js';
import type { ReadStore } from './store.js';

export type StoreSetup =
  | {
      engine: 'pglite';
      folder: string | null;
      createFolder?: FolderCreator | undefined;
      /**
       * Reads wait for the engine's start rather than ask the platform meanwhile (the API
       * tests': a first read fills the model, as their assertions expect).
       */
      readsWaitForStart?: boolean | undefined;
    }
  | { engine: 'postgres'; url: string };

/** Where the database stands, as /healthz says it. */
type StoreState = 'starting' | 'ready' | 'failed';

/** What the opener tells and reads the time with. */
export interface OpenerDeps {
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

export class StoreOpener {
  private opening: Promise<ReadStore> | null = null;
  private opened: ReadStore | null = null;
  private failure: { reason: string; retryAt: number; nextMs: number } | null = null;
  private closing = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private readonly opens = new Signal();
  private readonly settles = new Signal();

  constructor(
    private readonly setup: StoreSetup,
    private readonly deps: OpenerDeps,
  ) {}

  /** Ends once the store is open (it opens nothing: `get` does). */
  whenOpen(): Promise<void> {
    return this.opened ? Promise.resolve() : this.opens.promise;
  }

  /** Ends once the store is open or has failed. */
  whenSettled(): Promise<void> {
    return this.opened || (this.failure && !this.opening)
      ? Promise.resolve()
      : this.settles.promise;
  }

  get engine(): StoreSetup['engine'] {
    return this.setup.engine;
  }

  get isOpen(): boolean {
    return this.opened !== null;
  }

  /**
   * Whether reads are answered from the store now: once it is open (before, they ask the
   * platform: docs/decisions/0073-no-cold-start.md), or at once when reads wait for its start,
   * unless it failed (then they ask the platform until it is open again).
   */
  get answering(): boolean {
    return this.opened !== null || (this.opensAtFirstRead && this.failure === null);
  }

  /**
   * Whether the first read that needs the store opens it (the API tests' services), rather than
   * the service once it is idle: a service that reads nothing through the model never starts
   * the engine (docs/decisions/0073-no-cold-start.md, addendum).
   */
  get opensAtFirstRead(): boolean {
    return this.setup.engine === 'pglite' && this.setup.readsWaitForStart === true;
  }

  get state(): StoreState {
    return this.opened ? 'ready' : this.failure && !this.opening ? 'failed' : 'starting';
  }

  /** Why the store failed last; null while it is open or has not failed. */
  get failureReason(): string | null {
    return this.opened ? null : (this.failure?.reason ?? null);
  }

  /** Whether it may hold data before this service opened it: kept on disk or on a server. */
  get outlivesTheService(): boolean {
    return this.setup.engine === 'postgres' || this.setup.folder !== null;
  }

  /** The open store; a failed one is tried again only once its time has come. */
  get(): Promise<ReadStore> {
    if (this.opened) return Promise.resolve(this.opened);
    if (this.failure && !this.opening && this.deps.clock.now() < this.failure.retryAt) {
      return Promise.reject(unavailable(this.failure.reason));
    }
    this.opening ??= this.openAndMark();
    return this.opening;
  }

  async close(): Promise<void> {
    this.closing = true;
    this.stopRetrying();
    const [opening, opened] = [this.opening, this.opened];
    this.opening = null;
    this.opened = null;
    if (opening) await (await opening.catch(() => null))?.close();
    else await opened?.close();
  }

  private async openAndMark(): Promise<ReadStore> {
    let store: ReadStore;
    try {
      store = this.answeringGuard(await this.open());
    } catch (error) {
      this.opening = null;
      await this.failed(error, 'could not be opened');
      throw unavailable(this.failure?.reason ?? 'it failed');
    }
    this.opening = null;
    this.opened = store;
    this.failure = null;
    this.stopRetrying();
    this.opens.fire();
    this.settles.fire();
    return store;
  }

  private async open(): Promise<ReadStore> {
    const store =
      this.setup.engine === 'postgres'
        ? await (await import('./postgres/postgres-store.js')).openPostgresStore(this.setup.url)
        : await (
            await import('./pglite/pglite-store.js')
          ).openPgliteStore(this.setup.folder, this.setup.createFolder);
    try {
      await createSchema(store);
      return store;
    } catch (error) {
      await store.close();
      throw error;
    }
  }

  /**
   * The store as handed out: an embedded engine that fails while answering (not a statement
   * PostgreSQL refuses: it ended, or aborted) fails the store, which is then made again.
   */
  private answeringGuard(store: ReadStore): ReadStore {
    const broke = async (error: unknown): Promise<never> => {
      if (this.opened === guarded && !this.closing && (await isEngineFailure(error, store))) {
        this.opened = null;
        await store.close().catch(() => undefined);
        await this.failed(error, 'failed while answering');
        throw unavailable(this.failure?.reason ?? 'it failed');
      }
      throw error;
    };
    const guarded: ReadStore = {
      engine: store.engine,
      query: <Row extends object>(sql: string, params?: readonly unknown[]) =>
        store.query<Row>(sql, params).catch(broke),
      transaction: (work) => store.transaction(work).catch(broke),
      claim: (key, work) => store.claim(key, work).catch(broke),
      close: () => store.close(),
    };
    return guarded;
  }

  /** Says why, moves an embedded database aside, and tries again later. */
  private async failed(error: unknown, what: string): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    let movedTo: string | null = null;
    if (this.setup.engine === 'pglite' && this.setup.folder !== null && !this.closing) {
      movedTo = await moveAside(this.setup.folder).catch(() => null);
    }
    this.deps.log.error(
      { err: error, moved_to: movedTo },
      `the read model ${what}; reads ask the platform until it is made again`,
    );
    const nextMs = this.failure
      ? Math.min(this.failure.nextMs * 2, STORE_RETRY.maxMs)
      : STORE_RETRY.firstMs;
    this.failure = { reason, retryAt: this.deps.clock.now() + nextMs, nextMs };
    this.settles.fire();
    this.retryWhenDue();
  }

  /** Tries the store again once its time has come, without waiting for a read to ask. */
  private retryWhenDue(): void {
    if (this.retryTimer || this.closing) return;
    this.retryTimer = setInterval(() => {
      const failure = this.failure;
      if (!failure || this.opening || this.deps.clock.now() < failure.retryAt) return;
      this.get().catch(() => undefined);
    }, STORE_RETRY.tickMs);
    this.retryTimer.unref();
  }

  private stopRetrying(): void {
    if (this.retryTimer) clearInterval(this.retryTimer);
    this.retryTimer = null;
  }
}

/** What the rest of the service sees of its database's opener. */
export type StoreView = Pick<
  StoreOpener,
  | 'engine'
  | 'state'
  | 'answering'
  | 'opensAtFirstRead'
  | 'whenOpen'
  | 'whenSettled'
  | 'failureReason'
>;
