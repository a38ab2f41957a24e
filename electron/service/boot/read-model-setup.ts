/** The read model's setup from `startService`'s options (server.ts). */
import { join } from 'node:path';
import { DEFAULT_READ_MODEL_TIMING } from '../data/read-model/timing.js';
import type { ServiceOptions } from './server.js';
import type { ServiceSetup } from './setup.js';

export function readModelSetup(options: ServiceOptions): ServiceSetup['readModel'] {
  const model = options.readModel ?? {};
  if (model.enabled === false) return null;
  return {
    store: model.databaseUrl
      ? { engine: 'postgres', url: model.databaseUrl }
      : {
          engine: 'pglite',
          folder: options.dataDir ? join(options.dataDir, 'read-model') : null,
          createFolder: model.createFolder,
          readsWaitForStart: model.readsWaitForStart,
        },
    timing: {
      syncIntervalMs: model.syncIntervalMs ?? DEFAULT_READ_MODEL_TIMING.syncIntervalMs,
      fullRefreshMs: model.fullRefreshMs ?? DEFAULT_READ_MODEL_TIMING.fullRefreshMs,
    },
  };
}
