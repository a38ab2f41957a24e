/**
 * Where the embedded engine's own modules are (its thread, the process that creates a new
 * folder), and who creates a new folder.
 */
import { existsSync } from 'node:fs';

/** Creates a new database folder (runs PGlite's initdb), in a process of the host's choosing. */
export type FolderCreator = (folder: string) => Promise<void>;

/** A compiled module of this folder when built; in tests, its TypeScript through tsx. */
export function moduleBeside(name: string): { path: URL; execArgv: string[] } {
  const compiled = new URL(`./${name}.js`, import.meta.url);
  return existsSync(compiled)
    ? { path: compiled, execArgv: [] }
    : { path: new URL(`./${name}.ts`, import.meta.url), execArgv: ['--import', 'tsx'] };
}
