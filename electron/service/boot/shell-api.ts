/**
 * What the desktop shell needs of the service beside startService. The shell imports the
 * service only through its entry, server.ts, which re-exports this (eslint.boundaries.js).
 */
export { collectSooner } from '../core/heap-growth.js';
export {
  creationEnded,
  moduleBeside,
  type FolderCreator,
} from '../data/read-model/pglite/pglite-files.js';
