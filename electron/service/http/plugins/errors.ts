/**
 * One place that shapes every error answer as the spec's body. Guards against leaking
 * internals: a 500 says only that something failed and gives the request id; upstream
 * failures carry the upstream's own reason, never a stack, URL or credential; Fastify's own
 * errors (body parsing, the router's) get our statuses, messages and codes, never theirs.
 * Answers written before Fastify sees a request are in http/client-errors.ts.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import {
  UpstreamAuthError,
  UpstreamError,
  UpstreamLookupError,
  UpstreamUnsupportedError,
} from '../../../upstream/errors.js';
import { ApiError, errorBody, isDiskFull } from '../../core/errors.js';
import { knownApiError } from '../../core/known-errors.js';
import { ANSWER_HEADERS } from '../headers.js';
import { allowedMethods } from './method-not-allowed.js';

export function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  headers: Record<string, string> = {},
  detail: ApiError['detail'] = {},
): FastifyReply {
  if (status === 401) headers = { 'WWW-Authenticate': 'Bearer realm="backoffice"', ...headers };
  return reply
    .code(status)
    .headers(headers)
    .type('application/json; charset=utf-8')
    .send(errorBody(status, message, reply.request.id, detail));
}

interface KnownError {
  status: number;
  message: string;
  code?: string;
}

/** Fastify's own errors (body parsing, size, media type, router) as our answers. */
function fromFastifyError(error: FastifyError): KnownError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: 'the request body is larger than 1 MiB' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: 'send the request body as Content-Type: application/json' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'the request body is empty; send a JSON object' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: 'the request body is not valid JSON' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      // Every id of this API is far shorter; a malformed id is a 400 on every route.
      return {
        status: 400,
        message: `a path parameter is longer than ${MAX_PARAM_LENGTH} characters`,
        code: 'path_parameter_too_long',
      };
    case 'FST_ERR_BAD_URL':
      return { status: 400, message: 'the path has a malformed percent-encoding' };
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return { status: 400, message: 'the request body is not valid JSON' };
  }
  // Any other refusal of the request by Fastify: its status, our words.
  const status = error.statusCode ?? 0;
  const code: unknown = error.code;
  if (typeof code === 'string' && code.startsWith('FST_') && status >= 400 && status < 500) {
    return { status, message: 'the request could not be read' };
  }
  return null;
}

/** Fastify's default, named so the 400 above can say it. */
export const MAX_PARAM_LENGTH = 100;

/**
 * The client closed the connection while the request was being read or answered: nothing
 * can reach it any more, and it is no fault of the service.
 */
const clientWentAway = (error: FastifyError): boolean =>
  ['ECONNRESET', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE'].includes(error.code);

/** The error handler: every error of a request ends here. */
export function answerError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (request.work?.signal.aborted) {
    // The client of a read went away and its upstream calls failed as cancelled: nobody is
    // left to answer (plugins/request-work.ts logged it once, at info). The socket may still
    // be half open (the client sent its FIN); it is closed, or it would hold the request open.
    reply.hijack();
    request.raw.socket.destroy();
    return reply;
  }
  if (clientWentAway(error)) {
    // One line, no stack: an upload cancelled by its user is routine.
    request.log.info({ code: error.code }, 'the client closed the connection mid-request');
    return sendError(reply, 400, 'the client closed the connection before the request was read');
  }
  // The platform's failure (not its refusal of the session, a lookup or a call) is logged.
  const failed = [UpstreamAuthError, UpstreamLookupError, UpstreamUnsupportedError];
  if (error instanceof UpstreamError && !failed.some((kind) => error instanceof kind)) {
    request.log.warn({ call: error.call, kind: error.kind, ref: error.ref }, 'upstream failure');
  }
  if (isDiskFull(error)) request.log.error({ err: error }, 'a write was refused: the disk is full');
  const answer = knownApiError(error);
  if (answer) return sendError(reply, answer.status, answer.message, answer.headers, answer.detail);
  const known = fromFastifyError(error);
  if (known) {
    // Fastify asks to close after a refused body, but the client is still sending it; the
    // rest is read and dropped instead (http/unread-body.ts), so it gets to read this answer.
    if (known.status === 413) reply.removeHeader('connection');
    return sendError(reply, known.status, known.message, {}, { code: known.code });
  }
  if (error instanceof ZodError) {
    // A schema failed on data we produced: our fault, not the caller's.
    request.log.error({ issues: error.issues }, 'answer failed its own schema');
    return sendError(reply, 500, 'internal error; see the service log for this request id');
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, 500, 'internal error; see the service log for this request id');
}

/**
 * `frameworkErrors`: the router's own refusals (a parameter too long, a malformed
 * %-escape). Fastify answers them outside the request's hooks, so the headers every other
 * answer gets in app.ts's onSend hook are set here.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.headers({ 'X-Request-Id': request.id, ...ANSWER_HEADERS });
  void answerError(error, request, reply);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = allowedMethods(app, path);
    if (allowed.length === 0)
      return sendError(reply, 404, `no such path: ${request.method} ${path}`);
    // The path exists: say so, and with which methods (RFC 9110 requires Allow on a 405).
    return sendError(
      reply,
      405,
      `${path} does not take ${request.method}; it takes ${allowed.join(', ')}`,
      { Allow: allowed.join(', ') },
    );
  });
}
