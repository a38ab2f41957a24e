/** The read model's options of `startService` (server.ts) and the setup they make. */
import { join } from 'node:path';
import { DEFAULT_READ_MODEL_TIMING } from '../data/read-model/timing.js';
import type { FolderCreator } from '../data/read-model/pglite/pglite-files.js';
import type { ServiceSetup } from './setup.js';

export interface ReadModelOptions {
  /** false: every read asks the platform ("pass-through"). */
  enabled?: boolean;
  /** A PostgreSQL server (`postgres://…`): the model and all else kept (kept-state.ts). */
  databaseUrl?: string | null;
  syncIntervalMs?: number;
  fullRefreshMs?: number;
  closingsIntervalMs?: number;
  /** Who creates a new embedded database folder (default: the engine's own thread). */
  createFolder?: FolderCreator;
  /** Reads wait for the embedded engine's start instead of asking the platform (tests). */
  readsWaitForStart?: boolean;
}

export function readModelSetup(
  options: ReadModelOptions | undefined,
  dataDir: string | null | undefined,
): ServiceSetup['readModel'] {
  const model = options ?? {};
  if (model.enabled === false) return null;
  return {
    store: model.databaseUrl
      ? { engine: 'postgres', url: model.databaseUrl }
      : {
          engine: 'pglite',
          folder: dataDir ? join(dataDir, 'read-model') : null,
          createFolder: model.createFolder,
          readsWaitForStart: model.readsWaitForStart,
        },
    timing: {
      syncIntervalMs: model.syncIntervalMs ?? DEFAULT_READ_MODEL_TIMING.syncIntervalMs,
      fullRefreshMs: model.fullRefreshMs ?? DEFAULT_READ_MODEL_TIMING.fullRefreshMs,
      closingsIntervalMs: model.closingsIntervalMs ?? DEFAULT_READ_MODEL_TIMING.closingsIntervalMs,
    },
  };
}
