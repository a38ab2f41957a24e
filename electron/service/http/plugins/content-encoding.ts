/**
 * Request bodies are taken as sent: no content coding (gzip, deflate, br…) is decoded.
 * Without this check Fastify ignores `Content-Encoding` and hands the compressed bytes to the
 * JSON parser, which answers a misleading 400 "not valid JSON" (or, worse, reads a body that
 * happens to parse). RFC 9110 §15.5.16: 415, with `Accept-Encoding` naming what we take.
 * Likewise JSON is read as UTF-8 (RFC 8259 §8.1): a body that says it is in another charset
 * (`charset=utf-16`) would be read as something else than was sent, so it is 415 too
 * (`unsupported_charset`; docs/decisions/0099-what-the-service-accepts.md).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../core/errors.js';

const hasBody = (request: FastifyRequest): boolean =>
  request.headers['transfer-encoding'] !== undefined ||
  Number(request.headers['content-length'] ?? 0) > 0;

/** The `charset` parameter of a Content-Type, in lower case; null without one. */
function charsetOf(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType ?? '');
  return match ? (match[1] ?? '').toLowerCase() : null;
}

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
    const charset = charsetOf(request.headers['content-type']);
    if (charset !== null && charset !== 'utf-8' && charset !== 'utf8') {
      throw new ApiError(
        415,
        `send the request body as UTF-8 JSON (charset=utf-8), not charset=${JSON.stringify(charset.slice(0, 40))}`,
        {},
        { code: 'unsupported_charset' },
      );
    }
    return payload;
  });
}
