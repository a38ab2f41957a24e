/**
 * One place that shapes every error answer as the spec's body. Guards against leaking
 * internals: a 500 says only that something failed and gives the request id; upstream
 * failures carry the upstream's own reason, never a stack, URL or credential.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import {
  UpstreamAuthError,
  UpstreamError,
  UpstreamLookupError,
  UpstreamUnsupportedError,
} from '../../upstream/errors.js';
import { ApiError, LOGIN_HINT, statusCode, statusLabel, upstreamUnsupported } from '../errors.js';

export function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  headers: Record<string, string> = {},
  detail: ApiError['detail'] = {},
): FastifyReply {
  const body: Record<string, unknown> = {
    error: statusLabel(status),
    code: detail.code ?? statusCode(status),
    message,
    status,
    ...detail.fields,
    request_id: reply.request.id,
  };
  if (status === 401) {
    body.hint = LOGIN_HINT;
    headers = { 'WWW-Authenticate': 'Bearer realm="backoffice"', ...headers };
  }
  return reply.code(status).headers(headers).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own errors (body parsing, size, media type) as our statuses and messages. */
function fromFastifyError(error: FastifyError): { status: number; message: string } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: 'the request body is larger than 1 MiB' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: 'send the request body as Content-Type: application/json' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'the request body is empty; send a JSON object' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: 'the request body is not valid JSON' };
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return { status: 400, message: 'the request body is not valid JSON' };
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      return sendError(reply, error.status, error.message, error.headers, error.detail);
    }
    if (error instanceof UpstreamAuthError) {
      return sendError(reply, 401, 'the upstream platform ended the session');
    }
    if (error instanceof UpstreamLookupError) return sendError(reply, 404, error.message);
    if (error instanceof UpstreamUnsupportedError) {
      // Features check their calls first (capabilities/); this is a call outside a feature.
      const { message, detail } = upstreamUnsupported(
        `the platform does not offer ${error.call} for this account`,
        'unknown',
        [error.call],
      );
      return sendError(reply, 501, message, {}, detail);
    }
    if (error instanceof UpstreamError) {
      request.log.warn({ call: error.call, kind: error.kind, ref: error.ref }, 'upstream failure');
      return sendError(reply, 502, `upstream platform: ${error.message}`);
    }
    const known = fromFastifyError(error);
    if (known) return sendError(reply, known.status, known.message);
    if (error instanceof ZodError) {
      // A schema failed on data we produced: our fault, not the caller's.
      request.log.error({ issues: error.issues }, 'answer failed its own schema');
      return sendError(reply, 500, 'internal error; see the service log for this request id');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'internal error; see the service log for this request id');
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, `no such path: ${request.method} ${request.url.split('?')[0] ?? ''}`),
  );
}
