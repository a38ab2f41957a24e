/**
 * buildService(setup): the local API as a Fastify instance that never listens by itself, so
 * tests build one in a line and call inject() or listen on a random port.
 */
import { randomUUID } from 'node:crypto';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { CONTENT_SECURITY_POLICY } from '../../shared/content-security-policy.js';
import { ApiKeyAuthenticator, ApiKeyStore } from './auth/api-keys.js';
import { TokenStore } from './auth/token-store.js';
import type { ServiceDeps, ServiceSetup } from './deps.js';
import { loadOrCreateSecret } from './data-file.js';
import { registerAuth } from './plugins/auth.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerHostGuard } from './plugins/host-guard.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { ReferenceCache } from './reference/cache.js';
import { registerAuthRoutes } from './routes/auth.js';
import { registerCapabilityRoutes } from './routes/capabilities.js';
import { registerCatalogRoutes } from './routes/catalog/index.js';
import { registerMetaRoutes } from './routes/meta.js';
import { registerOrderRoutes } from './routes/orders/index.js';
import { registerReferenceRoutes } from './routes/reference/index.js';
import { registerReportRoutes } from './routes/reports.js';
import { registerApiKeyRoutes } from './routes/keys.js';
import { registerOpenApiRoutes } from './routes/openapi.js';
import { registerSyncRoutes } from './routes/sync.js';
import { registerWebhookRoutes } from './routes/webhooks.js';
import { CursorSigner } from './sync/cursor.js';
import { Webhooks } from './webhooks/service.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Log redaction: credentials and tokens never reach a log line. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  'token',
  'hash',
  '*.password',
  '*.token',
  '*.hash',
];

export async function buildService(setup: ServiceSetup): Promise<FastifyInstance> {
  const logger = setup.logger ?? false;
  const app = Fastify({
    logger:
      logger === false || logger === true || typeof logger !== 'object'
        ? logger
        : { redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, ...logger },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: false,
    return503OnClosing: true,
  });

  const clock = setup.clock ?? { now: () => Date.now() };
  const deps: ServiceDeps = {
    upstream: setup.upstream,
    config: setup.config,
    clock,
    tokens: new TokenStore(clock),
    reference: new ReferenceCache(clock),
    log: app.log,
  };

  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    // The UI is also opened in plain browsers, so it carries the same policy as in Electron.
    if (!reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    }
  });
  // JSON only: Fastify also parses text/plain by default, which would turn a wrong media type
  // into a confusing 400 instead of 415.
  app.removeContentTypeParser('text/plain');
  registerHostGuard(app, setup.config.allowedHosts);
  registerErrorHandling(app);
  registerRateLimit(app, setup.config.rateLimit, clock);
  const apiKeys = await ApiKeyStore.open(setup.config.dataDir, clock);
  const apiKeyAuth = new ApiKeyAuthenticator(apiKeys, setup.upstream, (error: unknown) => {
    app.log.warn({ err: error }, 'could not record the use of an API key');
  });
  registerAuth(app, [(credential) => deps.tokens.resolve(credential), apiKeyAuth.resolve]);

  registerMetaRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerCapabilityRoutes(app, deps);
  registerCatalogRoutes(app, deps);
  registerReferenceRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerReportRoutes(app, deps);
  registerApiKeyRoutes(app, deps, { store: apiKeys, authenticator: apiKeyAuth });
  const cursorSecret = await loadOrCreateSecret(setup.config.dataDir, 'delta-cursor-secret.json');
  registerSyncRoutes(app, deps, new CursorSigner(cursorSecret));
  const webhooks = await Webhooks.start(app, deps, setup.webhookTiming);
  registerWebhookRoutes(app, deps, webhooks, apiKeyAuth);
  // Last: the OpenAPI document describes every route declared above.
  registerOpenApiRoutes(app, deps);

  if (setup.config.rendererDir) {
    await app.register(fastifyStatic, {
      root: setup.config.rendererDir,
      prefix: '/',
      index: 'index.html',
      wildcard: false,
      decorateReply: false,
    });
  }
  return app;
}
