/**
 * Creates a new embedded database folder in a child Node process (pglite-create.ts), for the
 * headless service. The desktop app's binary may not run as plain Node, so it uses Electron's
 * utility process instead (electron/desktop/read-model-folder.ts).
 */
import { fork } from 'node:child_process';
import { creationEnded, moduleBeside, type FolderCreator } from './pglite-files.js';

export const createFolderInChildProcess: FolderCreator = (folder) => {
  const script = moduleBeside('pglite-create');
  const child = fork(script.path, [folder], { execArgv: script.execArgv, stdio: 'pipe' });
  return creationEnded(
    child.stderr,
    new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', resolve);
    }),
  );
};
