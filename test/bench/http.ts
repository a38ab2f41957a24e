/**
 * The service as a client sees it: log in as one of the demo account's users, and time a GET
 * to its last byte. The body is read but neither decoded nor parsed, so the bench's own CPU
 * (on the same small machine) stays out of the service's times as far as it can.
 */
import http from 'node:http';

export const DEMO_USERS = {
  manager: 'manager@demo.test',
  /** Another user of the same account, locked to a location: other rights, another partition. */
  staff: 'staff@demo.test',
  /** Another user with the manager's rights: the read model answers them from what it holds. */
  secondManager: 'manager2@demo.test',
} as const;

export type DemoUser = keyof typeof DEMO_USERS;

export async function login(base: string, user: DemoUser = 'manager'): Promise<string> {
  const answer = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: 'demo', email: DEMO_USERS[user], password: 'demo' }),
  });
  const body = (await answer.json()) as { token?: string };
  if (!answer.ok || !body.token) throw new Error(`login ${user}: HTTP ${answer.status}`);
  return body.token;
}

export interface TimedAnswer {
  ms: number;
  status: number;
  /** As sent: gzipped when `encoding` says so. */
  bytes: number;
  encoding: string;
  /** The request was abandoned after `timeoutMs`: `ms` is then a lower bound. */
  timedOut: boolean;
}

/**
 * GET `path`, timed from sending to the last byte; abandoned after `timeoutMs`. It accepts
 * gzip, as browsers and most HTTP libraries do. A gzipped body is not decoded, as no body is
 * parsed: decoding is the client's own CPU, which on this machine would be taken from the
 * service's two cores (fifty clients decoding 15 MB each saturate them). Over node:http rather
 * than fetch: fetch gives up on an answer whose headers take more than 300 s, and a first
 * year's report at 300 orders a day may take longer.
 */
export function timedGet(
  base: string,
  path: string,
  token: string,
  timeoutMs = 600_000,
  /** More request headers, e.g. `Cache-Control: no-cache` for an answer computed anew. */
  headers: Record<string, string> = {},
): Promise<TimedAnswer> {
  const start = performance.now();
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise((resolve, reject) => {
    const request = http.get(
      new URL(path, base),
      {
        headers: { ...headers, Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' },
        signal,
      },
      (answer) => {
        let bytes = 0;
        answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
        answer.once('end', () =>
          resolve({
            ms: performance.now() - start,
            status: answer.statusCode ?? 0,
            bytes,
            encoding: answer.headers['content-encoding'] ?? 'identity',
            timedOut: false,
          }),
        );
        answer.once('error', reject);
      },
    );
    request.once('error', (error) => {
      if (signal.aborted) {
        resolve({ ms: timeoutMs, status: 0, bytes: 0, encoding: 'identity', timedOut: true });
      } else reject(error);
    });
  });
}

/** Like timedGet, but anything other than 200 in time is an error. */
export async function timedOk(base: string, path: string, token: string): Promise<number> {
  const answer = await timedGet(base, path, token);
  if (answer.status !== 200) throw new Error(`GET ${path}: HTTP ${answer.status}`);
  return answer.ms;
}

/** JSON of a GET that must answer 200. */
export async function getJson(base: string, path: string, token: string): Promise<unknown> {
  const answer = await fetch(base + path, { headers: { Authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`GET ${path}: HTTP ${answer.status} ${await answer.text()}`);
  return answer.json();
}
