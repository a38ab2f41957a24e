/**
 * Answers for requests Node's HTTP parser refuses before Fastify sees them, in the one error
 * body instead of Fastify's own `{error, message, statusCode}`: headers over the size limit
 * (431), a method the parser does not know (400), a request that timed out (408) and any
 * other malformed request (400). CONNECT, which Node hands to a `connect` listener or else
 * drops without a word, gets the same 400 as an unknown method: this service is no proxy.
 */
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { answeredBeforeBody } from './unread-body.js';
import { writeRawError, type RawError } from './raw-answer.js';
import { fieldOf } from '../../../shared/guards.js';

const UNSUPPORTED_METHOD: RawError = {
  status: 400,
  message: 'the request method is not one this service serves: use GET, HEAD, POST or DELETE',
  detail: { code: 'method_not_supported' },
};

/** The parser's error codes we answer specifically; everything else is a plain 400. */
function answerFor(code: string | undefined): RawError {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        message: 'the request line and headers are larger than 16 KiB; send long lists in a body',
      };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, message: 'the chunk extensions of the request body are too large' };
    case 'HPE_INVALID_METHOD':
      return UNSUPPORTED_METHOD;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        message: 'the request was not received in time; send its headers and body without pauses',
      };
    default:
      return { status: 400, message: 'the request is not valid HTTP/1.1' };
  }
}

/**
 * Whether an answer to the request on this socket has begun: then no other may be written
 * into the same connection. Node's own fallback reads the same field (`_httpMessage`, the
 * response in flight); there is no public equivalent.
 */
function answerStarted(socket: Duplex): boolean {
  const inFlight = fieldOf(socket, '_httpMessage');
  return fieldOf(inFlight, 'headersSent') === true || answeredBeforeBody(socket);
}

/** Fastify's `clientErrorHandler`; Fastify calls it with the instance as `this`. */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A client that went away cannot be answered, and is not worth more than a debug line.
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE' || socket.destroyed) {
    this.log.debug({ code: error.code }, 'client connection closed');
    socket.destroy();
    return;
  }
  if (answerStarted(socket)) {
    this.log.info({ code: error.code }, 'client error after the answer began; connection closed');
    socket.destroy();
    return;
  }
  const answer = answerFor(error.code);
  const reqId = writeRawError(socket, answer);
  if (reqId !== null) logClientError(this.log, reqId, error.code, answer.status);
}

function logClientError(
  log: FastifyBaseLogger,
  reqId: string,
  code: string | undefined,
  status: number,
): void {
  // The client's mistake, not the service's: one line without a stack.
  log.info({ reqId, code, status }, 'refused a request the HTTP parser could not accept');
}

/** CONNECT: answered and closed (see the module comment). */
export function registerConnectRefusal(app: FastifyInstance): void {
  app.server.on('connect', (_request: unknown, socket: Duplex) => {
    const reqId = writeRawError(socket, UNSUPPORTED_METHOD);
    if (reqId !== null) logClientError(app.log, reqId, 'CONNECT', UNSUPPORTED_METHOD.status);
  });
}
