/**
 * Starts the built service (`dist/electron/service/cli.js`, as `npm run serve` runs it) in a
 * child process for the fuzzer and the load test: on loopback, any free port, with its
 * embedded demo platform, a temporary data folder and a fresh vault key in
 * BACKOFFICE_VAULT_KEY, so every feature (webhooks too) is reachable. A separate process, so
 * its memory (RSS) is its own and a crash shows as an exit rather than taking the tool down.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { treeResidentBytes } from './rss.js';

const CLI = 'dist/electron/service/cli.js';
/** The demo data's end date, pinned so runs are comparable (as the API tests pin it). */
export const DEMO_END_DATE = '2026-11-20';
const START_TIMEOUT_MS = 60_000;
/** Output kept for the report when the service dies: the last this many characters. */
const KEPT_OUTPUT = 20_000;

export interface ServiceProcess {
  /** `http://127.0.0.1:PORT` without a trailing slash. */
  url: string;
  /** The embedded demo platform, `http://127.0.0.1:PORT`; '' with `upstream`. */
  demoUrl: string;
  /** How long after it listened the read model's database was ready (null: the model is off). */
  readModelReadyMs: number | null;
  pid: number;
  /** The exit code or signal once the process has ended, else null. */
  exited(): string | null;
  /** Resident memory of the service's process tree in bytes (its own children included). */
  rss(): number;
  /** The last output of the process (stdout and stderr). */
  output(): string;
  /** Log lines at level error (50) or above seen so far. */
  errorLines(): string[];
  stop(): Promise<void>;
  /** SIGKILL, as a crash ends it: no shutdown code runs; answers once it has ended. */
  kill(): Promise<void>;
}

export interface ServiceProcessOptions {
  /** Extra flags for the service, e.g. `--demo-products 400`. */
  args?: string[];
  logLevel?: 'fatal' | 'error' | 'warn' | 'info' | 'debug';
  /**
   * An upstream base URL template (e.g. a demo platform in a process of its own, so the
   * service's memory is only its own); without it the service embeds its demo platform.
   */
  upstream?: string;
  /**
   * Read each user's data ahead after a login (`--warm-up on`). Off by default: the tools
   * measure what a read costs, which a read ahead behind them would change.
   */
  warmUp?: boolean;
  /** Return once the service listens, without waiting for its read model to start. */
  noWait?: boolean;
  /** The demo data's last day (default DEMO_END_DATE). */
  demoEndDate?: string;
  /**
   * A data folder of the caller's, kept when the service stops (a restart on the same
   * folder); default a temporary one, removed when it stops. Its vault key: `vaultKey`.
   */
  dataDir?: string;
  /** The vault key a kept data folder's service is started with each time. */
  vaultKey?: string;
}

/**
 * Waits until the read model's database has started (the embedded one starts beside the
 * service, in a few seconds): the tools time what a user sees after the app has started.
 */
async function readModelStarted(url: string): Promise<number | null> {
  const started = performance.now();
  for (;;) {
    const health = (await (await fetch(`${url}/healthz`)).json()) as {
      read_model: { state: string } | null;
    };
    if (health.read_model === null) return null;
    if (health.read_model.state === 'ready') return performance.now() - started;
    if (health.read_model.state === 'failed') throw new Error('the read model did not start');
    if (performance.now() - started > START_TIMEOUT_MS) {
      throw new Error(`the read model did not start within ${START_TIMEOUT_MS} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The environment without any BACKOFFICE_* setting of the caller's, plus our own. */
function childEnvironment(vaultKey: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!name.startsWith('BACKOFFICE_')) env[name] = value;
  }
  return { ...env, BACKOFFICE_VAULT_KEY: vaultKey };
}

export async function startServiceProcess(
  options: ServiceProcessOptions = {},
): Promise<ServiceProcess> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`);
  const ownFolder = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'backoffice-tool-'));
  const removeFolder = () => {
    if (ownFolder) rmSync(dataDir, { recursive: true, force: true });
  };
  const child = spawn(
    process.execPath,
    [
      CLI,
      ...['--host', '127.0.0.1', '--port', '0', '--data-dir', dataDir],
      // The month pack's tests write into throwaway folders under the temporary folder.
      ...['--export-folder', tmpdir()],
      ...['--demo-end-date', options.demoEndDate ?? DEMO_END_DATE],
      ...['--log-level', options.logLevel ?? 'warn'],
      ...(options.upstream ? ['--upstream', options.upstream] : []),
      ...['--warm-up', options.warmUp ? 'on' : 'off'],
      ...(options.args ?? []),
    ],
    {
      env: childEnvironment(options.vaultKey ?? randomBytes(32).toString('base64')),
      stdio: 'pipe',
    },
  );
  // Never leave a service behind, whatever way this process ends: 'exit' does not fire when a
  // signal ends the process, so the signals that stop a tool get a handler of their own.
  const killChild = () => child.kill('SIGKILL');
  const onSignal = (signal: NodeJS.Signals) => {
    killChild();
    removeFolder();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('exit', killChild);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const unwatch = () => {
    process.off('exit', killChild);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  const watched = watchOutput(child);
  try {
    const [url, demoUrl] = await Promise.all([
      watched.waitFor(/^listening on (http:\/\/\S+)$/m),
      options.upstream ? '' : watched.waitFor(/^demo platform on (http:\/\/\S+) /m),
    ]);
    const pid = child.pid ?? 0;
    const readModelReadyMs = options.noWait ? null : await readModelStarted(url);
    return {
      url,
      demoUrl,
      readModelReadyMs,
      pid,
      exited: watched.exited,
      rss: () => treeResidentBytes(pid),
      output: watched.output,
      errorLines: watched.errorLines,
      stop: async () => {
        await stopChild(child, watched.exited);
        unwatch();
        removeFolder();
      },
      kill: async () => {
        await stopChild(child, watched.exited, 'SIGKILL');
        unwatch();
        removeFolder();
      },
    };
  } catch (error) {
    await stopChild(child, watched.exited);
    unwatch();
    removeFolder();
    throw error;
  }
}

function watchOutput(child: ChildProcess) {
  let output = '';
  let pending = '';
  let exit: string | null = null;
  const errors: string[] = [];
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-KEPT_OUTPUT);
    pending += text;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (/"level":(5\d|60)\b/.test(line)) errors.push(line);
    for (const wake of waiters) wake();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  child.once('exit', (code, signal) => {
    exit = signal ?? `exit code ${code ?? '?'}`;
    for (const wake of waiters) wake();
  });
  const waitFor = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      let timedOut = false;
      const finish = () => {
        const match = pattern.exec(output);
        if (match?.[1]) resolve(match[1]);
        else if (exit !== null || timedOut) {
          reject(new Error(`the service did not start (${exit ?? 'timeout'}):\n${output}`));
        } else return;
        clearTimeout(timer);
        waiters.delete(finish);
      };
      const timer = setTimeout(() => {
        timedOut = true;
        finish();
      }, START_TIMEOUT_MS);
      waiters.add(finish);
      finish();
    });
  return {
    waitFor,
    output: () => output,
    errorLines: () => [...errors],
    exited: () => exit,
  };
}

async function stopChild(
  child: ChildProcess,
  exited: () => string | null,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (exited() !== null) return;
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await ended;
  clearTimeout(timer);
}
