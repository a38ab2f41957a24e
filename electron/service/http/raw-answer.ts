/**
 * Writes an error answer straight onto a socket, for the moments Fastify never sees: the
 * HTTP parser refused the request (431, malformed, unknown method), its timers fired (408),
 * or the method is CONNECT. The body is the one error body, so a client reads every failure
 * the same way; the connection is closed afterwards because the parser cannot go on.
 */
import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { errorBody, statusLabel, type ApiError } from '../core/errors.js';
import { ANSWER_HEADERS } from './headers.js';

export interface RawError {
  status: number;
  message: string;
  detail?: ApiError['detail'];
}

/**
 * Sockets already given a raw answer: the parser keeps reporting its error for every further
 * chunk that arrives, and a second answer (or an early destroy) would cut off the first.
 */
const answered = new WeakSet<Duplex>();

/**
 * Writes the answer (when the socket can still take it), then closes; returns its request
 * id, or null when this socket was already answered.
 */
export function writeRawError(socket: Duplex, error: RawError): string | null {
  if (answered.has(socket)) return null;
  answered.add(socket);
  const requestId = randomUUID();
  if (socket.writable) {
    const body = JSON.stringify(errorBody(error.status, error.message, requestId, error.detail));
    const headers: Record<string, string> = {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
      'X-Request-Id': requestId,
      ...ANSWER_HEADERS,
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(`HTTP/1.1 ${error.status} ${statusLabel(error.status)}\r\n${head}\r\n${body}`);
  }
  // end() flushes the answer first; destroySoon-like: the socket is gone once it is written.
  socket.once('finish', () => socket.destroy());
  if (!socket.writable) socket.destroy();
  return requestId;
}
