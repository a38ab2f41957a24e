/**
 * Creates a new embedded database folder for the desktop app's read model in an Electron
 * utility process: the packaged binary may not run as plain Node (its fuses), so the
 * headless service's child process (service/read-model/create-in-child.ts) is not open to it.
 * The memory that creating a database takes ends with that process.
 */
import { fileURLToPath } from 'node:url';
import type { UtilityProcess } from 'electron';
import { moduleBeside, type FolderCreator } from './service/read-model/pglite-files.js';

type Fork = (modulePath: string, args: string[], options: { stdio: 'pipe' }) => UtilityProcess;

export const folderCreatorWith =
  (fork: Fork): FolderCreator =>
  (folder) =>
    new Promise((resolve, reject) => {
      const child = fork(fileURLToPath(moduleBeside('pglite-create').path), [folder], {
        stdio: 'pipe',
      });
      let errors = '';
      child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      child.once('exit', (code) => {
        if (code === 0) resolve();
        else {
          const reason = errors.trim() || `exit ${code}`;
          reject(new Error(`could not create the embedded database: ${reason}`));
        }
      });
    });
