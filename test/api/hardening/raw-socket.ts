/**
 * HTTP/1.1 by hand over node:net, for requests no HTTP client will send: an unknown method,
 * no Host header, headers trickled byte by byte, a chunked body without Content-Length. Reads
 * the first answer on the connection (Content-Length framed, as all of the service's error
 * answers are) and reports whether the server closed the connection afterwards.
 */
import { connect, type Socket } from 'node:net';

export interface SocketAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
  json: unknown;
  /** The server ended the connection (within `closeWaitMs` after the answer). */
  closed: boolean;
  /** Milliseconds from connecting to the complete answer. */
  elapsedMs: number;
}

interface Parsed {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** The first complete answer in `data` and its length, or null while more bytes are needed. */
function parseAnswer(data: Buffer): (Parsed & { size: number }) | null {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  const body = data.subarray(end + 4);
  if (body.length < length) return null;
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const text = body.subarray(0, length).toString('utf8');
  return { status, headers, text, size: end + 4 + length };
}

/** Every complete answer in what a connection received, in order (for pipelined requests). */
export function parseAnswers(data: Buffer): Parsed[] {
  const answers: Parsed[] = [];
  let rest = data;
  for (let next = parseAnswer(rest); next; next = parseAnswer(rest)) {
    const { size, ...answer } = next;
    answers.push(answer);
    rest = rest.subarray(size);
  }
  return answers;
}

/** Everything the server sends on a connection until it closes it. */
export function readUntilClosed(socket: Socket): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Buffer.concat(chunks)));
  });
}

export interface Exchange {
  socket: Socket;
  /** Resolves with the first answer; rejects if the connection ends without one. */
  answer: Promise<SocketAnswer>;
}

/**
 * Opens a connection and starts reading; the caller writes the request with
 * `exchange.socket.write` at its own pace. `closeWaitMs`: how long to wait after the answer
 * for the server to close the connection before reporting `closed: false`.
 */
export function openExchange(port: number, closeWaitMs = 200): Exchange {
  const socket = connect(port, '127.0.0.1');
  const began = performance.now();
  const answer = new Promise<SocketAnswer>((resolve, reject) => {
    let received = Buffer.alloc(0);
    let parsed: Parsed | null = null;
    let elapsedMs = 0;
    let settled = false;
    const finish = (closed: boolean) => {
      if (settled || !parsed) return;
      settled = true;
      const isJson = (parsed.headers['content-type'] ?? '').includes('json');
      resolve({ ...parsed, json: isJson ? JSON.parse(parsed.text) : undefined, closed, elapsedMs });
      socket.destroy();
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (parsed) return;
      const next = parseAnswer(received);
      if (!next) return;
      parsed = { status: next.status, headers: next.headers, text: next.text };
      elapsedMs = performance.now() - began;
      setTimeout(() => finish(false), closeWaitMs);
    });
    socket.on('close', () => {
      if (parsed) finish(true);
      else reject(new Error(`connection closed without an answer: ${received.toString('latin1')}`));
    });
    // A reset after the answer is still "closed"; before it, 'close' rejects.
    socket.on('error', () => undefined);
  });
  return { socket, answer };
}

/** Sends a whole request at once and returns the first answer. */
export function exchange(port: number, request: string | Buffer): Promise<SocketAnswer> {
  const { socket, answer } = openExchange(port);
  socket.write(request);
  return answer;
}
