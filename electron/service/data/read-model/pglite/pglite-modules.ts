/**
 * PGlite's two WebAssembly programs (the server and initdb), compiled once per process. Each
 * store's thread (pglite-worker.ts) is handed them compiled, instead of compiling its own:
 * compiling is most of an in-memory store's start (about 2 s of CPU), and a compiled module's
 * code is shared between the threads that use it, so holding it costs next to nothing. A
 * process that opens one store (the app) saves nothing and loses nothing; one that opens many
 * (the tests, a service restarted in-process) saves the compile each time. The files are read
 * here, not imported from PGlite, so the service's own thread does not load the engine.
 */
import { readFile } from 'node:fs/promises';

export interface EngineModules {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
}

declare global {
  /**
   * Kept on the process, not in this module: a module can be evaluated more than once in one
   * process (a test runner may isolate each test file's modules), and the compile is per
   * process.
   */
  var backofficeDeskEngineModules: Promise<EngineModules | null> | undefined;
}

async function compile(): Promise<EngineModules | null> {
  const dist = new URL('.', import.meta.resolve('@electric-sql/pglite'));
  const [pgliteWasmModule, initdbWasmModule] = await Promise.all(
    ['pglite.wasm', 'initdb.wasm'].map(async (name) =>
      WebAssembly.compile(await readFile(new URL(name, dist))),
    ),
  );
  if (!pgliteWasmModule || !initdbWasmModule) return null;
  return { pgliteWasmModule, initdbWasmModule };
}

/**
 * The compiled modules, or null where they cannot be read here (a packaged app whose files
 * PGlite finds by other means): the store's thread then compiles its own, as PGlite does.
 */
export function engineModules(): Promise<EngineModules | null> {
  globalThis.backofficeDeskEngineModules ??= compile().catch(() => null);
  return globalThis.backofficeDeskEngineModules;
}
