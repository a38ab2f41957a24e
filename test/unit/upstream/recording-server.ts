/**
 * A tiny real HTTP server for the upstream client's unit tests: it records every request
 * (URL, content type, parsed body), counts requests in flight, and answers as each test says.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  contentType: string | undefined;
  body: { auth: unknown; params: unknown[] };
}

export type Reply =
  | { json: unknown; status?: number; delayMs?: number }
  | { text: string; status?: number; delayMs?: number; encoding?: string }
  /** Never answer (until the client gives up). */
  | { hang: true }
  /** Drop the connection without an answer. */
  | { destroy: true };

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface RecordingServer {
  /** `http://127.0.0.1:PORT/{account}/` */
  baseUrlTemplate: string;
  origin: string;
  requests: RecordedRequest[];
  maxInFlight: number;
  handle(handler: Handler): void;
  close(): Promise<void>;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export const ok = (response: unknown): Reply => ({ json: { success: true, response } });

export const failure = (upstreamClass: string, error: string): Reply => ({
  json: { success: false, class: upstreamClass, error, errno: 0, ref: 'ref-123' },
});

/** Serves `rows` as a list call: params end in start, limit, order, filters. */
export function listReply(rows: readonly unknown[], params: unknown[], delayMs = 0): Reply {
  const [start, limit] = params.slice(-4) as [number, number];
  const data = rows.slice(start, start + limit);
  return {
    json: { success: true, response: { data, count: data.length, total: rows.length } },
    delayMs,
  };
}

export async function startRecordingServer(): Promise<RecordingServer> {
  let handler: Handler = () => ok(null);
  const sockets = new Set<Socket>();
  let inFlight = 0;
  const state: RecordingServer = {
    baseUrlTemplate: '',
    origin: '',
    requests: [],
    maxInFlight: 0,
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    try {
      const text = await readBody(request);
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        contentType: request.headers['content-type'],
        body: JSON.parse(text) as RecordedRequest['body'],
      };
      state.requests.push(recorded);
      const reply = await handler(recorded);
      if ('hang' in reply) {
        await new Promise((resolve) => request.socket.once('close', resolve));
        return;
      }
      if ('destroy' in reply) {
        request.socket.destroy();
        return;
      }
      if (reply.delayMs) await delay(reply.delayMs);
      const body = 'json' in reply ? JSON.stringify(reply.json) : reply.text;
      response.writeHead(reply.status ?? 200, {
        'Content-Type': 'json' in reply ? 'application/json' : 'text/html',
        ...('encoding' in reply && reply.encoding ? { 'Content-Encoding': reply.encoding } : {}),
      });
      response.end(body);
    } finally {
      inFlight--;
    }
  };

  const server: Server = createServer((request, response) => {
    void serve(request, response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.origin = `http://127.0.0.1:${port}`;
  state.baseUrlTemplate = `${state.origin}/{account}/`;
  return state;
}

/** A client logger that keeps every line, so a test can check what was (not) logged. */
export function capturingLogger(lines: string[]) {
  const keep = (obj: object, msg?: string) => lines.push(JSON.stringify(obj) + (msg ?? ''));
  return { debug: keep, warn: keep };
}
