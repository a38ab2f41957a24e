/**
 * Request bodies are taken as sent: no content coding (gzip, deflate, br…) is decoded.
 * Without this check Fastify ignores `Content-Encoding` and hands the compressed bytes to the
 * JSON parser, which answers a misleading 400 "not valid JSON" (or, worse, reads a body that
 * happens to parse). RFC 9110 §15.5.16: 415, with `Accept-Encoding` naming what we take.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../core/errors.js';

const hasBody = (request: FastifyRequest): boolean =>
  request.headers['transfer-encoding'] !== undefined ||
  Number(request.headers['content-length'] ?? 0) > 0;

export function registerContentEncodingCheck(app: FastifyInstance): void {
  // preParsing: after the caller is known (a 401 comes first, as for a wrong media type).
  app.addHook('preParsing', async (request, _reply, payload) => {
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding && encoding !== 'identity' && hasBody(request)) {
      throw new ApiError(
        415,
        `request bodies are not decoded: send the body without Content-Encoding (got ${JSON.stringify(encoding.slice(0, 40))})`,
        { 'Accept-Encoding': 'identity' },
      );
    }
    return payload;
  });
}
