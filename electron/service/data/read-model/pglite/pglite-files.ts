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

/**
 * The end of a process running pglite-create (a child process or Electron's utility process):
 * resolves when it ended well, else rejects with the reason it wrote to stderr.
 */
export function creationEnded(
  stderr: NodeJS.ReadableStream | null | undefined,
  exited: Promise<number | null>,
): Promise<void> {
  let errors = '';
  stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return exited.then((code) => {
    if (code === 0) return;
    const reason = errors.trim() || `exit ${code}`;
    throw new Error(`could not create the embedded database: ${reason}`);
  });
}
