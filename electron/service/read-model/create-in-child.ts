/**
 * Creates a new embedded database folder in a child Node process (pglite-create.ts), for the
 * headless service. The desktop app's binary may not run as plain Node, so it uses Electron's
 * utility process instead (electron/read-model-folder.ts).
 */
import { fork } from 'node:child_process';
import { moduleBeside, type FolderCreator } from './pglite-files.js';

export const createFolderInChildProcess: FolderCreator = (folder) =>
  new Promise((resolve, reject) => {
    const script = moduleBeside('pglite-create');
    const child = fork(script.path, [folder], { execArgv: script.execArgv, stdio: 'pipe' });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`could not create the embedded database: ${errors.trim() || `exit ${code}`}`),
        );
    });
  });
