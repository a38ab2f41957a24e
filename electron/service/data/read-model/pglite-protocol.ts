/** What the service and the embedded database's thread (pglite-worker.ts) say to each other. */
export type WorkerCommand =
  /** `template`: a new database's pristine copy (pglite-template.ts); null: an existing one, or initdb. */
  | { op: 'open'; folder: string | null; template: Uint8Array | null }
  | { op: 'query'; sql: string; params: unknown[] }
  | { op: 'close' };

export type WorkerRequest = WorkerCommand & { id: number };

export type WorkerAnswer =
  | { id: number; ok: true; rows: object[] }
  | { id: number; ok: false; message: string; code: string | null };
