/**
 * GET /api/openapi.json and GET /api/docs (both public). Registered last in buildService so the
 * document covers every declared route; it is built once, on first request, and cached.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { API_VERSION, type openApiDocumentSchema } from '../../../../shared/api/meta.js';
import { buildOpenApiDocument } from '../openapi/document.js';
import { DOCS_CSP, DOCS_CSS, DOCS_HTML, DOCS_SCRIPT } from '../openapi/docs-page.js';
import { declaredRoutes, defineRoute } from '../route.js';

const DESCRIPTION =
  'The local REST API of Back-Office Desk: reads in front of the retail platform, as the ' +
  'logged-in user. Log in with POST /api/auth/login and send the token as ' +
  '`Authorization: Bearer <token>`. Errors answer `{error, code, message, status}`.';

export function registerOpenApiRoutes(app: FastifyInstance): void {
  let cached: Record<string, unknown> | null = null;

  defineRoute(
    app,
    'GET /api/openapi.json',
    {
      summary: 'This API described as OpenAPI 3.1',
      tag: 'meta',
    },
    () => {
      cached ??= buildOpenApiDocument(declaredRoutes(app), {
        title: 'Back-Office Desk API',
        version: API_VERSION,
        description: DESCRIPTION,
      });
      return cached as z.input<typeof openApiDocumentSchema>;
    },
  );

  const asset = (reply: FastifyReply, type: string, body: string) =>
    reply
      .type(type)
      .header('Content-Security-Policy', DOCS_CSP)
      .header('Cache-Control', 'no-cache')
      .send(body);

  app.get('/api/docs', { config: { public: true } }, (_request, reply) =>
    asset(reply, 'text/html; charset=utf-8', DOCS_HTML),
  );
  app.get('/api/docs/app.js', { config: { public: true } }, (_request, reply) =>
    asset(reply, 'text/javascript; charset=utf-8', DOCS_SCRIPT),
  );
  app.get('/api/docs/app.css', { config: { public: true } }, (_request, reply) =>
    asset(reply, 'text/css; charset=utf-8', DOCS_CSS),
  );
}
