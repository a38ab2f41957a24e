/**
 * The headless service on Linux runs with glibc's malloc told to keep its mmap threshold at
 * 128 KiB. By default glibc raises that threshold each time a large block it mapped is freed,
 * up to 32 MiB: after the first few upstream pages, worker messages and answer chunks of
 * several hundred KiB, every such block comes from the heap's arenas instead, and the holes
 * they leave between longer-lived blocks are never given back to the system. Measured at
 * 100,000 products: after the price list as JSON, CSV and .xlsx the service's resident memory
 * stayed at 345 MB, with the threshold held 255 MB (docs/decisions.md, "Memory").
 *
 * glibc reads its tunables once, when the process starts, so the service starts itself again
 * in place (`process.execve`: the same process id, its open files and its arguments) with the
 * tunable added to its environment. On another C library the tunable is ignored; on Windows
 * and macOS there is no glibc. The desktop app does not do this: Electron starts its main
 * process itself, and the memory bound is the headless service's, the one a chain's server
 * runs at 100,000 products. A Node without `process.execve` (before 22.15) runs on as it is.
 */
export const STEADY_MALLOC_TUNABLE = 'glibc.malloc.mmap_threshold=131072';

/** The environment to start again with; null when the process already runs with it. */
export function steadyMallocEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv | null {
  const tunables = env.GLIBC_TUNABLES;
  // A threshold the user set is theirs to keep.
  if (tunables?.includes('glibc.malloc.mmap_threshold=')) return null;
  const withOurs = tunables ? `${tunables}:${STEADY_MALLOC_TUNABLE}` : STEADY_MALLOC_TUNABLE;
  return { ...env, GLIBC_TUNABLES: withOurs };
}

/** Starts this process again with the tunable when it is missing (Linux only); else returns. */
export function restartWithSteadyMalloc(): void {
  if (process.platform !== 'linux' || typeof process.execve !== 'function') return;
  const env = steadyMallocEnvironment(process.env);
  if (env === null) return;
  const args = [...process.execArgv, ...process.argv.slice(1)];
  try {
    process.execve(process.execPath, [process.execPath, ...args], env);
  } catch {
    // Not started again (a system that refuses it): the service runs on as it is.
  }
}
