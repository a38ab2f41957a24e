/**
 * Creates a new embedded database folder for the desktop app's read model in an Electron utility
 * process: the packaged binary may not run as plain Node (its fuses), so the headless service's
 * child process (service/data/read-model/pglite/create-in-child.ts) is not open to it. The memory
 * that creating a database takes ends with that process.
 */
import { fileURLToPath } from 'node:url';
import type { UtilityProcess } from 'electron';
import { creationEnded, moduleBeside, type FolderCreator } from '../service/boot/server.js';

type Fork = (modulePath: string, args: string[], options: { stdio: 'pipe' }) => UtilityProcess;

export const folderCreatorWith =
  (fork: Fork): FolderCreator =>
  (folder) => {
    const script = fileURLToPath(moduleBeside('pglite-create').path);
    const child = fork(script, [folder], { stdio: 'pipe' });
    return creationEnded(child.stderr, new Promise((resolve) => child.once('exit', resolve)));
  };
