/**
 * `npm run serve` as a child process (electron/service/cli.ts run by tsx), for tests that need
 * what only a real process shows: its flags and environment, the files it leaves behind, and
 * how it survives `kill -9`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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

export async function startHeadless(
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<HeadlessService> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'electron/service/cli.ts', '--port', '0', ...args],
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
