/**
 * `npm run serve` as a child process (electron/service/cli.ts run by tsx), for tests that need
 * what only a real process shows: its flags and environment, the files it leaves behind, and
 * how it survives `kill -9`. A test asks for the built service (`dist/`, what `npm run serve`
 * itself runs, started in about half the time and CPU) where `npm run build` built it from the
 * sources as they are, as CI does before the API tests; else it runs the sources too. Every
 * test here asks for it now: the sources through tsx cost each start seconds of CPU.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isBuilt } from '../../scripts/build-inputs.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface HeadlessService {
  /** `http://127.0.0.1:PORT`, without a trailing slash. */
  url: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr (its log). */
  output(): string;
  /** SIGTERM, and waits until it exited. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown code runs. */
  kill(): Promise<void>;
}

/** The built service when it is built from the sources as they are; else the sources. */
const entryOf = (preferBuilt: boolean): string[] =>
  preferBuilt && isBuilt('node')
    ? ['dist/electron/service/cli.js']
    : ['--import', 'tsx', 'electron/service/cli.ts'];

export async function startHeadless(
  args: string[],
  env: Record<string, string | undefined> = {},
  options: { preferBuilt?: boolean } = {},
): Promise<HeadlessService> {
  const child = spawn(
    process.execPath,
    [...entryOf(options.preferBuilt ?? false), '--port', '0', ...args],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 30 s:\n${output}`)), 30_000);
    const look = () => {
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', look);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${String(code)} before listening:\n${output}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url,
    child,
    output: () => output,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}

export interface Answer {
  status: number;
  json: unknown;
  text: string;
}

export async function call(
  base: string,
  method: string,
  path: string,
  bearer?: string,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, text, json: isJson ? JSON.parse(text) : undefined };
}
