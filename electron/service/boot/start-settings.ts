/**
 * Settings a process reads only when it starts, which the headless service on Linux gives
 * itself by starting again in place (`process.execve`: the same process id, its open files
 * and its arguments) before it loads anything else (docs/decisions/0049-start-only-settings.md):
 *
 * - glibc's malloc keeps its mmap threshold at 128 KiB (`GLIBC_TUNABLES`). By default glibc
 *   raises that threshold each time a large block it mapped is freed, up to 32 MiB: after the
 *   first few upstream pages, worker messages and answer chunks of several hundred KiB, every
 *   such block comes from the heap's arenas instead, and the holes they leave between
 *   longer-lived blocks are never given back. At 100,000 products, after the price list as
 *   JSON, CSV and .xlsx the service's resident memory stayed at 345 MB, held it was 255 MB.
 * - V8's young generation is 4 MB a semi-space (`--max-semi-space-size`, which V8 reads
 *   when the heap is set up) rather than up to 16: the service makes garbage fast and keeps
 *   little of it, so the young generation's two semi-spaces hold 8 MB at most, not 32. It
 *   starts at that size too (`--min-semi-space-size`, else 1 MB and grown as V8 sees fit):
 *   the first answers are the heaviest, a catalog's first read, and in a young generation
 *   of 1 MB a page of 1,000 products lives across several scavenges.
 * - V8's pool of helper threads (`--v8-pool-size`: its collector's marking and scavenging,
 *   compiling) leaves a core to the service's own thread: one thread fewer than the machine
 *   has cores, at most Node's default of 4. With Node's 4 on two cores, the helpers took
 *   the core the answer needed: the first price list of 50,000 products took 1.1–1.2 s,
 *   with one helper 0.9–1.1 s (docs/performance.md).
 *
 * On another C library the tunable is ignored; on Windows and macOS there is no glibc and no
 * restart. The desktop app does not do this: Electron starts its main process itself, and the
 * memory bound is the headless service's, the one a chain's server runs at 100,000 products.
 * A Node without `process.execve` (before 22.15) runs on as it is.
 */
import { availableParallelism } from 'node:os';

export const STEADY_MALLOC_TUNABLE = 'glibc.malloc.mmap_threshold=131072';
export const YOUNG_GENERATION_FLAGS = ['--max-semi-space-size=4', '--min-semi-space-size=4'];

/** The environment to start again with; null when the process already runs with it. */
export function startEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv | null {
  const tunables = env.GLIBC_TUNABLES;
  // A threshold the user set is theirs to keep (and says this process has been set up).
  if (tunables?.includes('glibc.malloc.mmap_threshold=')) return null;
  const withOurs = tunables ? `${tunables}:${STEADY_MALLOC_TUNABLE}` : STEADY_MALLOC_TUNABLE;
  return { ...env, GLIBC_TUNABLES: withOurs };
}

/** Node's own size of V8's helper pool, which ours never exceeds. */
const NODE_DEFAULT_POOL = 4;

/** V8's helper threads for a machine with `cores`: all but one, at least one. */
export const helperPoolFlag = (cores: number): string =>
  `--v8-pool-size=${Math.min(NODE_DEFAULT_POOL, Math.max(1, cores - 1))}`;

/** The Node options to start again with: ours first, so the user's own come after and win. */
export const startArguments = (
  execArgv: readonly string[],
  cores: number = availableParallelism(),
): string[] => [...YOUNG_GENERATION_FLAGS, helperPoolFlag(cores), ...execArgv];

/** Starts this process again with the settings when they are missing (Linux only). */
export function restartWithStartSettings(): void {
  if (process.platform !== 'linux' || typeof process.execve !== 'function') return;
  const env = startEnvironment(process.env);
  if (env === null) return;
  const args = [...startArguments(process.execArgv), ...process.argv.slice(1)];
  try {
    process.execve(process.execPath, [process.execPath, ...args], env);
  } catch {
    // Not started again (a system that refuses it): the service runs on as it is.
  }
}
