/**
 * HTTP requests on a connection of their own (no keep-alive), so that through the round-robin
 * balancer each request may reach another instance, and the client port of each tells which
 * (Balancer.backendOf). And a load of such requests, each one's start, end and outcome kept.
 */
import { request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: unknown;
  /** The local port of the request's connection. */
  clientPort: number;
}

export function send(
  port: number,
  method: string,
  path: string,
  options: { bearer?: string; body?: unknown } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    let clientPort = 0;
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          connection: 'close',
          ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const isJson = (response.headers['content-type'] ?? '').includes('json');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            json: isJson ? (JSON.parse(text) as unknown) : undefined,
            clientPort,
          });
        });
      },
    );
    outgoing.on('socket', (socket) => {
      socket.once('connect', () => (clientPort = socket.localPort ?? 0));
    });
    // A broken connection says which it was, as an answer does.
    outgoing.on('error', (error) => reject(Object.assign(error, { clientPort })));
    outgoing.end(body);
  });
}

export interface LoadRecord {
  startedAt: number;
  endedAt: number;
  /**
   * Answered by a live instance: 200, or 429 once a token's window is full (a longer run on
   * a slow machine); false for any other status or a connection that broke.
   */
  ok: boolean;
  clientPort: number;
}

/** `loops` requests at a time, one after the other in each loop, until stopped. */
export function startLoad(
  port: number,
  requests: readonly { path: string; bearer: string }[],
  loops: number,
): { records: LoadRecord[]; stop(): Promise<LoadRecord[]> } {
  const records: LoadRecord[] = [];
  let stopped = false;
  let turn = 0;
  const loop = async () => {
    while (!stopped) {
      const next = requests[turn++ % requests.length];
      if (!next) return;
      const startedAt = Date.now();
      try {
        const answer = await send(port, 'GET', next.path, { bearer: next.bearer });
        records.push({
          startedAt,
          endedAt: Date.now(),
          ok: answer.status === 200 || answer.status === 429,
          clientPort: answer.clientPort,
        });
      } catch (error) {
        const clientPort = (error as { clientPort?: number }).clientPort ?? 0;
        records.push({ startedAt, endedAt: Date.now(), ok: false, clientPort });
      }
    }
  };
  const running = Promise.all(Array.from({ length: loops }, loop));
  return {
    records,
    async stop() {
      stopped = true;
      await running;
      return records;
    },
  };
}
