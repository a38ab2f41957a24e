/** A local webhook receiver for tests: records every POST and can be told to fail. */
import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  received: Received[];
  /**
   * Answer this status to the next `count` requests whose body contains `bodyPart` (then 200
   * again). The part keeps the failures on the batches a test is about: other subscriptions'
   * poller deliveries reach the same receiver meanwhile.
   */
  failNext(count: number, status?: number, bodyPart?: string): void;
  /** Answer this status to every request until changed (null = 200). */
  failAlways(status: number | null): void;
  /**
   * Never answer the next request whose body contains `bodyPart` (its sender waits until it
   * gives up or dies); resolves with that request once it arrived. Later ones are answered.
   */
  holdNext(bodyPart: string): Promise<Received>;
  waitFor(predicate: (all: Received[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  let failures = 0;
  let failStatus = 500;
  let failOnly = '';
  let always: number | null = null;
  let hold: { part: string; arrived: (received: Received) => void } | null = null;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const entry = { headers: request.headers, body };
      received.push(entry);
      if (hold && body.includes(hold.part)) {
        hold.arrived(entry);
        hold = null;
        return;
      }
      let status = 200;
      if (always !== null) status = always;
      else if (failures > 0 && body.includes(failOnly)) {
        failures -= 1;
        status = failStatus;
      }
      response.writeHead(status, { 'content-type': 'text/plain' }).end(String(status));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    failNext(count, status = 500, bodyPart = '') {
      failures = count;
      failStatus = status;
      failOnly = bodyPart;
    },
    failAlways(status) {
      always = status;
    },
    holdNext(bodyPart) {
      return new Promise<Received>((arrived) => {
        hold = { part: bodyPart, arrived };
      });
    },
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > deadline) throw new Error('the receiver did not get what was expected');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
