/**
 * Opens the read model's database once, on first use (the embedded engine takes about two
 * seconds to start, which a service that never reads should not pay), and creates its tables.
 */
import { createSchema } from './schema.js';
import type { FolderCreator } from './pglite-files.js';
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

export class StoreOpener {
  private opening: Promise<ReadStore> | null = null;
  private opened = false;
  private failed = false;
  private markOpen!: () => void;
  private readonly openOnce = new Promise<void>((resolve) => (this.markOpen = resolve));

  constructor(private readonly setup: StoreSetup) {}

  /** Ends once the store is open (it opens nothing: `get` does). */
  whenOpen(): Promise<void> {
    return this.openOnce;
  }

  get engine(): StoreSetup['engine'] {
    return this.setup.engine;
  }

  get isOpen(): boolean {
    return this.opened;
  }

  /**
   * Whether reads are answered from the store now: once it is open (before, they ask the
   * platform: docs/decisions/0073-no-cold-start.md), or at once when reads wait for its start.
   */
  get answering(): boolean {
    return this.opened || this.opensAtFirstRead;
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
    return this.opened ? 'ready' : this.failed && !this.opening ? 'failed' : 'starting';
  }

  /** Whether it may hold data before this service opened it: kept on disk or on a server. */
  get outlivesTheService(): boolean {
    return this.setup.engine === 'postgres' || this.setup.folder !== null;
  }

  get(): Promise<ReadStore> {
    this.opening ??= this.open().then(
      (store) => {
        this.opened = true;
        this.markOpen();
        return store;
      },
      (error: unknown) => {
        this.opening = null;
        this.failed = true;
        throw error;
      },
    );
    return this.opening;
  }

  async close(): Promise<void> {
    const opening = this.opening;
    this.opening = null;
    this.opened = false;
    if (opening) await (await opening.catch(() => null))?.close();
  }

  private async open(): Promise<ReadStore> {
    const store =
      this.setup.engine === 'postgres'
        ? await (await import('./postgres-store.js')).openPostgresStore(this.setup.url)
        : await (
            await import('./pglite-store.js')
          ).openPgliteStore(this.setup.folder, this.setup.createFolder);
    try {
      await createSchema(store);
      return store;
    } catch (error) {
      await store.close();
      throw error;
    }
  }
}

/** What the rest of the service sees of its database's opener. */
export type StoreView = Pick<
  StoreOpener,
  'engine' | 'state' | 'answering' | 'opensAtFirstRead' | 'whenOpen'
>;
