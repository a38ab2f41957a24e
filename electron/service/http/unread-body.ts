/**
 * A request answered before its body was read in full (413 over the size limit, 415 for an
 * encoded body, a 401 on a POST): the rest of the body is read and thrown away, so the client
 * can finish sending and then read the answer. Closing at once would reset the connection
 * under a client that is still writing, and with it the answer it has not read yet. A client
 * that goes on sending past MAX_DISCARD_BYTES loses the connection; the request timeout
 * bounds the time it may take.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

const MAX_DISCARD_BYTES = 8 * 1024 * 1024;

/** Sockets whose current request has been answered while its body still arrives. */
const draining = new WeakSet<object>();

/** No second answer may be written to this socket until its request's body has ended. */
export const answeredBeforeBody = (socket: object): boolean => draining.has(socket);

/**
 * A client that asked to close after its answer (`Connection: close`) has its socket closed by
 * Node as soon as the answer is written: while it still sends the refused body, its next write
 * fails (EPIPE) and the answer it has not read yet is lost with the connection (3 of 60 such
 * 401s to a 1 MB body on this machine). So the close waits until the body has been read and
 * thrown away, a lingering close; the discard limit and the request timeout still end it.
 */
function closeAfterTheBody(raw: IncomingMessage, socket: Socket): void {
  const close = socket.destroySoon.bind(socket);
  socket.destroySoon = () => {
    if (raw.complete) close();
    else raw.once('end', close);
  };
}

/**
 * The request's socket as far as it is one: none once it is gone, and `inject`'s stand-in has
 * no destroySoon (it holds no connection to keep open).
 */
const connectionOf = (raw: IncomingMessage): Partial<Socket> | null => raw.socket;

export function registerUnreadBodyDrain(app: FastifyInstance): void {
  app.addHook('onSend', (request, _reply, payload, done) => {
    const raw = request.raw;
    const socket = connectionOf(raw);
    if (!raw.complete && socket?.destroySoon && !socket.destroyed)
      closeAfterTheBody(raw, raw.socket);
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const raw = request.raw;
    const socket = raw.socket as typeof raw.socket | null;
    if (raw.complete || !socket || socket.destroyed) {
      done();
      return;
    }
    draining.add(socket);
    let discarded = 0;
    const stop = () => {
      draining.delete(socket);
      raw.off('data', count);
      raw.off('end', stop);
      raw.off('close', stop);
    };
    function count(chunk: Buffer): void {
      discarded += chunk.length;
      if (discarded <= MAX_DISCARD_BYTES) return;
      request.log.info({ discarded }, 'the client kept sending a refused body; connection closed');
      stop();
      socket?.destroy();
    }
    raw.on('data', count);
    raw.once('end', stop);
    raw.once('close', stop);
    raw.resume();
    done();
  });
}
