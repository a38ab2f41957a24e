/** What the service and the embedded database's thread (pglite-worker.ts) say to each other. */
export type WorkerCommand =
  /**
   * `template`: a new database's pristine copy (pglite-template.ts); null: an existing one, the
   * thread's emptied in-memory one (pglite-worker.ts), or initdb.
   */
  | { op: 'open'; folder: string | null; template: Uint8Array | null }
  | { op: 'query'; sql: string; params: unknown[] }
  | { op: 'close' };

export type WorkerRequest = WorkerCommand & { id: number };

export type WorkerAnswer =
  /** `spare`, at a close: the thread keeps the database, emptied, for its next in-memory store. */
  | { id: number; ok: true; rows: object[]; spare?: boolean }
  | { id: number; ok: false; message: string; code: string | null };
