/**
 * Webhook subscriptions. Guards against server-side request forgery: a receiver URL must be
 * https:// without credentials in it; plain http is accepted only for a loopback address and
 * only when the service was started with --allow-insecure-webhooks. A subscription polls the
 * upstream unattended, so it is created with an API key (whose upstream credentials it keeps,
 * sealed); it is visible only to the user who created it.
 */
import type { FastifyInstance } from 'fastify';
import { isIP } from 'node:net';
import { formatApiTimestamp } from '../../../shared/dates.js';
import {
  createdWebhookSchema,
  createWebhookRequestSchema,
  deliveryListSchema,
  deliverySchema,
  webhookDeletedSchema,
  webhookIdParams,
  webhookListSchema,
  webhookSchema,
  type Delivery,
  type Webhook,
} from '../../../shared/api/webhooks.js';
import type { ApiKeyAuthenticator } from '../auth/api-keys.js';
import type { AuthContext } from '../caller.js';
import { ApiError, badRequest, forbidden, notFound } from '../errors.js';
import { withFeature } from '../capabilities.js';
import { defineRoute } from '../route.js';
import type { ServiceDeps } from '../deps.js';
import type { DeliveryRecord, SubscriptionRecord } from '../webhooks/outbox.js';
import type { Webhooks } from '../webhooks/service.js';

const MAX_SUBSCRIPTIONS_PER_USER = 20;

const toWebhook = (record: SubscriptionRecord): Webhook => ({
  id: record.id,
  url: record.url,
  events: record.events,
  description: record.description,
  created_at: formatApiTimestamp(record.created_at),
});

const stamp = (instant: number | null) => (instant === null ? null : formatApiTimestamp(instant));

const toDelivery = (record: DeliveryRecord): Delivery => ({
  delivery_id: record.id,
  status: record.status,
  event_types: [...new Set(record.events.map((event) => event.type))],
  event_count: record.events.length,
  attempts: record.attempts,
  created_at: formatApiTimestamp(record.created_at),
  last_attempt_at: stamp(record.last_attempt_at),
  next_attempt_at: stamp(record.next_attempt_at),
  last_status_code: record.last_status_code,
  last_error: record.last_error,
});

function isLoopback(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (bare === 'localhost' || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

/** The receiver URL, normalised; 400 naming `url` when it may not be used. */
function checkReceiverUrl(text: string, allowInsecure: boolean): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badRequest("field 'url' is not an absolute URL");
  }
  if (url.username !== '' || url.password !== '') {
    throw badRequest("field 'url' must not carry a user name or password");
  }
  if (url.protocol === 'https:') return url.toString();
  if (url.protocol === 'http:' && allowInsecure && isLoopback(url.hostname)) return url.toString();
  if (url.protocol === 'http:') {
    throw badRequest(
      allowInsecure
        ? "field 'url' may use plain http only for a loopback address (127.0.0.1, ::1, localhost)"
        : "field 'url' must be https:// (plain http is off; see --allow-insecure-webhooks)",
    );
  }
  throw badRequest("field 'url' must be an https:// URL");
}

export function registerWebhookRoutes(
  app: FastifyInstance,
  deps: ServiceDeps,
  webhooks: Webhooks,
  apiKeys: ApiKeyAuthenticator,
): void {
  const owned = (auth: AuthContext, id: string): SubscriptionRecord => {
    const record = webhooks.outbox.subscription(id);
    if (!record || record.account !== auth.account || record.user !== auth.user.key) {
      throw notFound(`webhook ${id} does not exist`);
    }
    return record;
  };
  const mine = (auth: AuthContext) =>
    webhooks.outbox
      .subscriptions()
      .filter((record) => record.account === auth.account && record.user === auth.user.key);

  defineRoute(
    app,
    {
      method: 'POST',
      path: '/api/webhooks',
      summary: 'Subscribe a receiver to events (the secret is shown once)',
      description:
        'Call with an API key (the subscription polls the upstream as you, also after a ' +
        'restart). Events `order.updated` and `product.updated` cover changes from now on, ' +
        'delivered in signed batches, at least once; de-duplicate on the event `id`. ' +
        "`order.updated` needs the platform's order list: 501 `upstream_unsupported` when " +
        "the account's platform lacks it.",
      tag: 'webhooks',
      body: createWebhookRequestSchema,
      response: createdWebhookSchema,
      status: 201,
      errors: [400, 401, 403, 409, 501, 502],
    },
    async ({ body, auth }) => {
      const credentials = apiKeys.credentialsOf(auth);
      if (!credentials) {
        throw forbidden(
          'webhooks are created with an API key (POST /api/api-keys), because they keep polling ' +
            'the platform as you without a session',
        );
      }
      const url = checkReceiverUrl(body.url, deps.config.allowInsecureWebhooks);
      if (mine(auth).length >= MAX_SUBSCRIPTIONS_PER_USER) {
        throw new ApiError(409, `you already have ${MAX_SUBSCRIPTIONS_PER_USER} webhooks`);
      }
      if (body.events.includes('order.updated')) {
        await withFeature(deps, auth, 'orders', () => Promise.resolve());
      }
      const record = await webhooks.subscribe(
        { account: auth.account, user: auth.user.key },
        { url, events: body.events, description: body.description ?? '' },
        credentials,
      );
      return { ...toWebhook(record), secret: record.secret };
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      path: '/api/webhooks',
      summary: 'Your webhook subscriptions',
      tag: 'webhooks',
      response: webhookListSchema,
      errors: [401],
    },
    ({ auth }) => {
      const data = mine(auth).map(toWebhook);
      return { count: data.length, total: data.length, data };
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      path: '/api/webhooks/:id',
      summary: 'One webhook subscription',
      tag: 'webhooks',
      params: webhookIdParams,
      response: webhookSchema,
      errors: [400, 401, 404],
    },
    ({ params, auth }) => toWebhook(owned(auth, params.id)),
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      path: '/api/webhooks/:id',
      summary: 'Delete a webhook subscription (pending deliveries are dropped)',
      tag: 'webhooks',
      params: webhookIdParams,
      response: webhookDeletedSchema,
      errors: [400, 401, 404],
    },
    async ({ params, auth }) => {
      await webhooks.unsubscribe(owned(auth, params.id).id);
      return { id: params.id, deleted: true as const };
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      path: '/api/webhooks/:id/ping',
      summary: 'Send one ping event now and return the delivery',
      description:
        'The answer shows the first attempt (delivered, or pending with the error and the time ' +
        'of the retry).',
      tag: 'webhooks',
      params: webhookIdParams,
      response: deliverySchema,
      errors: [400, 401, 404],
    },
    async ({ params, auth }) => toDelivery(await webhooks.ping(owned(auth, params.id))),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      path: '/api/webhooks/:id/deliveries',
      summary: 'The delivery log of a subscription (newest first)',
      tag: 'webhooks',
      params: webhookIdParams,
      response: deliveryListSchema,
      errors: [400, 401, 404],
    },
    ({ params, auth }) => {
      const data = webhooks.outbox.deliveries(owned(auth, params.id).id).map(toDelivery);
      return { count: data.length, total: data.length, data };
    },
  );
}
