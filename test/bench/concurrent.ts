/**
 * Many clients on one endpoint at once: each its own session (the account's two users in
 * turn), each asking again as soon as its answer is in, until the time is up and every
 * client has had at least one answer. Latencies are from sending to the last byte.
 */
import { login, timedGet, type DemoUser } from './http.js';
import { percentile } from './stats.js';

export interface ConcurrentFigures {
  clients: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers 502 (upstream failures, e.g. a kept-alive connection closed under a read). */
  status502: number;
  /** Answers other than 200 and 502, and requests that got no answer. */
  otherFailures: number;
  /** Answers that came gzipped (kept answers, to clients that accept gzip). */
  gzipped: number;
}

export async function concurrentClients(
  base: string,
  path: string,
  options: { clients: number; seconds: number; timeoutMs: number },
): Promise<ConcurrentFigures> {
  const users: DemoUser[] = ['manager', 'staff'];
  const tokens = await Promise.all(
    Array.from({ length: options.clients }, (_, index) =>
      login(base, users[index % 2] ?? 'manager'),
    ),
  );
  const until = performance.now() + options.seconds * 1000;
  const latencies: number[] = [];
  let status502 = 0;
  let otherFailures = 0;
  let gzipped = 0;
  const client = async (token: string) => {
    do {
      const answer = await timedGet(base, path, token, options.timeoutMs);
      latencies.push(answer.ms);
      if (answer.encoding === 'gzip') gzipped += 1;
      if (answer.status === 502) status502 += 1;
      else if (answer.status !== 200) otherFailures += 1;
    } while (performance.now() < until);
  };
  await Promise.all(tokens.map(client));
  return {
    clients: options.clients,
    requests: latencies.length,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    status502,
    otherFailures,
    gzipped,
  };
}
