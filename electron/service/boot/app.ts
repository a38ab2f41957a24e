/**
 * buildService(setup): the local API as a Fastify instance that never listens by itself, so
 * tests build one in a line and call inject() or listen on a random port.
 */
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { visibleShopIds } from '../domain/access.js';
import { ApiKeyAuthenticator } from '../domain/auth/api-keys.js';
import { Revocations } from '../core/revocations.js';
import type { ServiceDeps } from '../domain/deps.js';
import type { ServiceSetup } from './setup.js';
import { secureDataDir } from '../data/files/data-file.js';
import { registerConnectRefusal } from '../http/client-errors.js';
import { ANSWER_HEADERS } from '../http/headers.js';
import { httpServerOptions, resolveHttpTimeouts } from '../http/server-options.js';
import { registerUnreadBodyDrain } from '../http/unread-body.js';
import { registerJsonBody } from '../http/plugins/json-body.js';
import { openKeptState } from '../data/kept-state.js';
import { registerAuth } from '../http/plugins/auth.js';
import { registerClosingRefusal } from '../http/plugins/closing.js';
import { registerContentEncodingCheck } from '../http/plugins/content-encoding.js';
import { registerErrorHandling } from '../http/plugins/errors.js';
import { registerHostGuard } from '../http/plugins/host-guard.js';
import { registerRateLimit } from '../http/plugins/rate-limit.js';
import { registerRequestWork } from '../http/plugins/request-work.js';
import { ProgressBoard } from '../domain/progress/board.js';
import { ReadSource } from '../data/read-source.js';
import { ReadModel } from '../data/read-model/read-model.js';
import { DEFAULT_READ_MODEL_TIMING } from '../data/read-model/timing.js';
import { registerAnswerMemo } from '../http/plugins/answer-memo.js';
import { ReferenceCache } from '../data/platform/reference-cache.js';
import { registerAuthRoutes } from '../http/routes/auth.js';
import { registerCapabilityRoutes } from '../http/routes/capabilities.js';
import { registerCatalogRoutes } from '../http/routes/catalog/index.js';
import { registerHealthzRoutes } from '../http/routes/healthz.js';
import { registerOrderRoutes } from '../http/routes/orders/index.js';
import { registerProgressRoutes } from '../http/routes/progress.js';
import { registerReferenceRoutes } from '../http/routes/reference/index.js';
import { registerFinancialReportRoutes } from '../http/routes/financial-report.js';
import { registerProductSalesRoutes } from '../http/routes/product-sales.js';
import { registerStockValueRoutes } from '../http/routes/stock-value.js';
import { registerVatReturnRoutes } from '../http/routes/vat-return.js';
import { registerDayClosingsRoutes } from '../http/routes/day-closings.js';
import { registerDashboardRoutes } from '../http/routes/dashboard.js';
import { registerJournalRoutes } from '../http/routes/journal.js';
import { registerApiKeyRoutes } from '../http/routes/api-keys.js';
import { registerLedgerMappingRoutes } from '../http/routes/ledger-mapping.js';
import { registerExceptionRoutes } from '../http/routes/exceptions.js';
import { registerVatReturnFiledRoutes } from '../http/routes/vat-return-filed.js';
import { registerOpenApiRoutes } from '../http/routes/openapi.js';
import { registerDeltaRoutes } from '../http/routes/delta.js';
import { registerWebhookRoutes } from '../http/routes/webhooks.js';
import { registerExportsRoutes } from '../http/routes/exports.js';
import { MonthPack } from '../domain/month-pack/service.js';
import { registerDigestRoutes } from '../http/routes/digest.js';
import { Digest } from '../domain/digest/service.js';
import { CursorSigner } from '../data/platform/delta-cursor.js';
import { DEFAULT_WEBHOOK_TIMING, Webhooks } from '../domain/webhooks/service.js';
import { registerWarmUpRoutes } from '../http/routes/warm-up.js';
import { loginFollowers } from './login-followers.js';
import { registerUserRequestCount } from '../http/plugins/user-requests.js';
import { openWhenIdle } from '../http/plugins/open-when-idle.js';
import { idleWork } from './idle-work.js';
import { registerBookkeepingRoutes, startBookkeeping } from '../http/routes/bookkeeping/index.js';
import { lifecycleOf } from '../http/lifecycle.js';

const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * How much longer than a receiver may take a webhook delivery may hold its row on a shared
 * database before the server takes it back from an instance that hangs (data/webhooks/postgres.ts).
 */
const DELIVERY_HOLD_MARGIN_MS = 30_000;

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
  const httpTimeouts = resolveHttpTimeouts(setup.httpTimeouts);
  const app = Fastify({
    logger:
      logger === false || logger === true || typeof logger !== 'object'
        ? logger
        : { redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, ...logger },
    bodyLimit: BODY_LIMIT_BYTES,
    ...httpServerOptions(httpTimeouts),
  });
  registerConnectRefusal(app);

  const clock = setup.clock ?? { now: () => Date.now() };
  // The platform's failures (a refusal, a time-out, a busy answer) are the service's to log.
  setup.upstream.logTo(app.log.child({ module: 'upstream' }));
  // The model reads the shops a locked user sees as every read does: through the read source
  // it is part of (declared below, called only once requests come).
  const model = setup.readModel
    ? new ReadModel(
        {
          upstream: setup.upstream,
          clock,
          log: app.log,
          visibleShopIds: (auth) => visibleShopIds(deps, auth),
        },
        setup.readModel.store,
        setup.readModel.timing,
      )
    : null;
  if (await secureDataDir(setup.config.dataDir)) app.log.info('the data folder was made private');
  // Sessions, keys, webhooks, mappings: this instance's files, or the database all share.
  const kept = await openKeptState({
    databaseUrl: setup.databaseUrl ?? null,
    dataDir: setup.config.dataDir,
    clock,
    log: app.log,
    vaultKey: setup.vaultKey,
    deliveryHoldMs:
      (setup.webhookTiming?.requestTimeoutMs ?? DEFAULT_WEBHOOK_TIMING.requestTimeoutMs) +
      DELIVERY_HOLD_MARGIN_MS,
  });
  // Registered first, so it runs last (Fastify runs onClose hooks newest first): the webhook
  // dispatcher and poller stop before the connections they use are closed.
  app.addHook('onClose', () => kept.close());
  const deps: ServiceDeps = {
    upstream: setup.upstream,
    config: setup.config,
    clock,
    tokens: kept.sessions,
    revocations: new Revocations(),
    progress: new ProgressBoard(clock),
    reads: new ReadSource({
      upstream: setup.upstream,
      reference: new ReferenceCache(clock),
      model,
    }),
    ledgerMappings: kept.ledgerMappings,
    exceptionSettings: kept.exceptionSettings,
    raisedExceptions: kept.raisedExceptions,
    filedPeriods: kept.filedPeriods,
    journalExports: kept.journalExports,
    log: app.log,
  };
  // The warm-up and the daily stock snapshots, which a login starts.
  const { warmUps, loggedIn } = loginFollowers(app, deps, model, setup);
  if (model) {
    app.addHook('onClose', () => model.close());
    // A server not there is said at start (by the kept state); the embedded engine starts
    // beside the service while the user logs in. A model that fails to open is said in the
    // log and /healthz and made again later: reads ask the platform (store-opener.ts).
    if (model.store.engine === 'postgres') await model.open().catch(() => undefined);
  }
  openWhenIdle(app, idleWork(setup, model, warmUps));

  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    for (const [name, value] of Object.entries(ANSWER_HEADERS)) {
      // A page with a stricter policy of its own (the API docs page) keeps it.
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
  });
  // JSON only: Fastify's default text/plain parser would turn a wrong media type into a 400.
  app.removeContentTypeParser('text/plain');
  registerJsonBody(app);
  registerClosingRefusal(app);
  registerHostGuard(app, setup.config.allowedHosts);
  registerErrorHandling(app);
  registerContentEncodingCheck(app);
  registerUnreadBodyDrain(app);
  registerRateLimit(app, setup.config.rateLimit, clock, kept.rateWindows);
  if (warmUps) registerUserRequestCount(app, setup.upstream.traffic);
  const apiKeys = kept.apiKeys;
  const apiKeyAuth = new ApiKeyAuthenticator(apiKeys, setup.upstream, (error: unknown) => {
    app.log.warn({ err: error }, 'could not record the use of an API key');
  });
  registerAuth(app, [(credential) => deps.tokens.resolve(credential), apiKeyAuth.resolve]);
  registerRequestWork(app, deps.progress, clock, {
    callsInFlight: deps.upstream.concurrency,
    answerMs: httpTimeouts.answerMs,
  });
  if (model) {
    const { fullRefreshMs } = setup.readModel?.timing ?? DEFAULT_READ_MODEL_TIMING;
    registerAnswerMemo(app, { clock, model }, fullRefreshMs);
  }

  registerHealthzRoutes(app, deps, setup.healthTiming);
  registerAuthRoutes(app, deps, { loggedIn });
  registerCapabilityRoutes(app, deps, setup.vaultKey);
  registerCatalogRoutes(app, deps);
  registerReferenceRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerFinancialReportRoutes(app, deps);
  registerProductSalesRoutes(app, deps);
  registerStockValueRoutes(app, deps);
  registerVatReturnRoutes(app, deps);
  registerDayClosingsRoutes(app, deps);
  registerDashboardRoutes(app, deps);
  registerJournalRoutes(app, deps);
  registerLedgerMappingRoutes(app, deps, warmUps);
  registerExceptionRoutes(app, deps);
  registerVatReturnFiledRoutes(app, deps);
  registerProgressRoutes(app, deps);
  registerWarmUpRoutes(app, warmUps);
  registerApiKeyRoutes(app, deps, { store: apiKeys, authenticator: apiKeyAuth });
  const cursorSecret = await kept.secret('delta-cursor-secret');
  registerDeltaRoutes(app, deps, new CursorSigner(cursorSecret));
  const lifecycle = lifecycleOf(app);
  const webhooks = await Webhooks.start(
    lifecycle,
    deps,
    kept.webhooks,
    setup.webhookTiming,
    setup.vaultKey,
  );
  registerWebhookRoutes(app, deps, webhooks, apiKeyAuth);
  const withKeys = { ...deps, apiKeys };
  const monthPack = await MonthPack.start(lifecycle, withKeys, setup);
  registerExportsRoutes(app, deps, monthPack, apiKeyAuth);
  const bookkeeping = await startBookkeeping(app, withKeys, kept, setup);
  const digest = await Digest.start(lifecycle, withKeys, setup, bookkeeping);
  registerDigestRoutes(app, digest, apiKeyAuth);
  registerBookkeepingRoutes(app, bookkeeping, apiKeyAuth);
  // Last: the OpenAPI document describes every route declared above.
  registerOpenApiRoutes(app);

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
