/**
 * A small real HTTP server standing in for the local API, so the client is tested over
 * loopback with the platform's own fetch rather than a mocked one. Each test scripts the
 * answers and reads back what was asked.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  cacheControl: string | undefined;
  body: unknown;
}

export interface Answer {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
  /** Sent in pieces, to exercise streaming. */
  chunks?: string[];
}

export type Handler = (request: RecordedRequest) => Answer;

export interface FakeService {
  baseUrl: string;
  requests: RecordedRequest[];
  handle(method: string, path: string, handler: Handler): void;
  close(): Promise<void>;
}

export const errorAnswer = (status: number, code: string, message: string): Answer => ({
  status,
  json: {
    error: code.replace(
      /(^|_)(\w)/g,
      (_, space: string, letter: string) => (space ? ' ' : '') + letter.toUpperCase(),
    ),
    code,
    message,
    status,
    ...(status === 401 ? { hint: 'Log in again with POST /api/auth/login' } : {}),
  },
});

async function readBody(request: IncomingMessage): Promise<unknown> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  const text = Buffer.concat(parts).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : null;
}

function write(response: ServerResponse, answer: Answer) {
  const headers = { ...answer.headers };
  if (answer.json !== undefined) headers['Content-Type'] = 'application/json';
  response.writeHead(answer.status ?? 200, headers);
  if (answer.chunks) {
    const [first, ...rest] = answer.chunks;
    response.write(first ?? '');
    let index = 0;
    const next = () => {
      const chunk = rest[index++];
      if (chunk === undefined) response.end();
      else {
        response.write(chunk);
        setTimeout(next, 5);
      }
    };
    setTimeout(next, 5);
    return;
  }
  response.end(answer.json !== undefined ? JSON.stringify(answer.json) : (answer.text ?? ''));
}

export async function startFakeService(): Promise<FakeService> {
  const handlers = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const parsed = new URL(request.url ?? '/', 'http://localhost');
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: parsed.pathname,
        query: parsed.searchParams,
        authorization: request.headers.authorization,
        cacheControl: request.headers['cache-control'],
        body: await readBody(request),
      };
      requests.push(recorded);
      const handler = handlers.get(`${recorded.method} ${recorded.path}`);
      write(response, handler ? handler(recorded) : errorAnswer(404, 'not_found', 'no route'));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    handle: (method, path, handler) => handlers.set(`${method} ${path}`, handler),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A login endpoint that issues token-1, token-2, ... and checks the password. */
export function issueTokens(service: FakeService, password = 'demo'): { issued: string[] } {
  const issued: string[] = [];
  const issue: Handler = (request) => {
    const body = request.body as { password?: string } | null;
    if (body?.password !== password) return errorAnswer(401, 'unauthorized', 'wrong password');
    const token = `token-${issued.length + 1}`;
    issued.push(token);
    return { json: { token, expires_at: 1_800, expires_in: 1_800 } };
  };
  service.handle('POST', '/api/auth/login', issue);
  service.handle('POST', '/api/auth/refresh', issue);
  return { issued };
}
