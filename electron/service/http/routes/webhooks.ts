/**
 * Webhook subscriptions. A subscription polls the upstream unattended, so it is created (and
 * resumed) with an API key, whose upstream credentials it keeps, sealed under the vault key;
 * it is visible only to the user who created it. Receiver URLs are checked against request
 * forgery (webhooks/receiver-url.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ApiKeyAuthenticator } from '../../domain/auth/api-keys.js';
import type { AuthContext } from '../../core/caller.js';
import { ApiError, forbidden, notFound } from '../../core/errors.js';
import { withFeature } from '../../domain/capabilities.js';
import { defineRoute } from '../route.js';
import type { ServiceDeps } from '../../domain/deps.js';
import type { SubscriptionRecord } from '../../data/webhooks/outbox.js';
import { checkReceiverUrl, receiverPolicy } from '../../domain/webhooks/receiver-url.js';
import type { SubscribingKey, Webhooks } from '../../domain/webhooks/service.js';
import { toDelivery, toWebhook } from './webhook-views.js';

const MAX_SUBSCRIPTIONS_PER_USER = 20;

export function registerWebhookRoutes(
  app: FastifyInstance,
  deps: ServiceDeps,
  webhooks: Webhooks,
  apiKeys: ApiKeyAuthenticator,
): void {
  const owned = async (auth: AuthContext, id: string): Promise<SubscriptionRecord> => {
    const record = await webhooks.store.subscription(id);
    if (!record || record.account !== auth.account || record.user !== auth.user.key) {
      throw notFound(`webhook ${id} does not exist`);
    }
    return record;
  };
  const mine = (auth: AuthContext) =>
    webhooks.store.subscriptionsOf({ account: auth.account, user: auth.user.key });
  const view = (record: SubscriptionRecord) => toWebhook(record, webhooks.stateOf(record));
  const subscribingKey = (auth: AuthContext, action: string): SubscribingKey => {
    const key = apiKeys.apiKeyOf(auth);
    if (!key) {
      throw forbidden(
        `webhooks are ${action} with an API key (POST /api/api-keys), because they keep ` +
          'polling the platform as you without a session',
      );
    }
    return key;
  };

  defineRoute(
    app,
    'POST /api/webhooks',
    {
      summary: 'Subscribe a receiver to events (the secret is shown once)',
      description:
        'Call with an API key (the subscription polls the upstream as you, also after a ' +
        'restart). Events `order.updated` and `product.updated` cover changes from now on, ' +
        'delivered in signed batches, at least once; de-duplicate on the event `id`. ' +
        "`order.updated` needs the platform's order list: 501 `upstream_unsupported` when " +
        "the account's platform lacks it. 503 `vault_unavailable` when the service has no key " +
        'to seal the credentials with (headless: BACKOFFICE_VAULT_KEY or --vault-key-file).',
      tag: 'webhooks',
    },
    async ({ body, auth }) => {
      const key = subscribingKey(auth, 'created');
      const url = checkReceiverUrl(body.url, receiverPolicy(deps.config));
      if ((await mine(auth)).length >= MAX_SUBSCRIPTIONS_PER_USER) {
        throw new ApiError(409, `you already have ${MAX_SUBSCRIPTIONS_PER_USER} webhooks`);
      }
      if (body.events.includes('order.updated')) {
        await withFeature(deps, auth, 'orders', () => Promise.resolve());
      }
      const record = await webhooks.subscribe(
        { account: auth.account, user: auth.user.key },
        { url, events: body.events, description: body.description ?? '' },
        key,
      );
      await apiKeys.refuseRevoked(key.id, () => webhooks.unsubscribe(record.id));
      return { ...view(record), secret: record.secret };
    },
  );

  defineRoute(
    app,
    'GET /api/webhooks',
    {
      summary: 'Your webhook subscriptions',
      tag: 'webhooks',
    },
    async ({ auth }) => {
      const data = (await mine(auth)).map(view);
      return { count: data.length, total: data.length, data };
    },
  );

  defineRoute(
    app,
    'GET /api/webhooks/:id',
    {
      summary: 'One webhook subscription',
      tag: 'webhooks',
    },
    async ({ params, auth }) => view(await owned(auth, params.id)),
  );

  defineRoute(
    app,
    'DELETE /api/webhooks/:id',
    {
      summary: 'Delete a webhook subscription (pending deliveries are dropped)',
      tag: 'webhooks',
    },
    async ({ params, auth }) => {
      await webhooks.unsubscribe((await owned(auth, params.id)).id);
      return { id: params.id, deleted: true as const };
    },
  );

  defineRoute(
    app,
    'POST /api/webhooks/:id/ping',
    {
      summary: 'Send one ping event now and return the delivery',
      description:
        'The answer shows the first attempt (delivered, or pending with the error and the time ' +
        'of the retry). A paused subscription sends nothing: 409 `webhook_paused`.',
      tag: 'webhooks',
    },
    async ({ params, auth }) => {
      const record = await owned(auth, params.id);
      const state = webhooks.stateOf(record);
      if (state.status === 'paused') {
        throw new ApiError(
          409,
          `webhook ${record.id} is paused (${state.reason}); resume it with ` +
            `POST /api/webhooks/${record.id}/resume and an API key`,
          {},
          { code: 'webhook_paused', fields: { paused_reason: state.reason } },
        );
      }
      return toDelivery(await webhooks.ping(record));
    },
  );

  defineRoute(
    app,
    'POST /api/webhooks/:id/resume',
    {
      summary: 'Resume a subscription with your API key (seals its credentials afresh)',
      description:
        'Call with an API key of the user who owns the subscription: its credentials are ' +
        'sealed again and it polls as that key from now on (revoking the key pauses it again). ' +
        'Polling goes on from where it stopped, so changes made while it was paused are ' +
        'delivered too, and so are the deliveries that waited. Resuming an active ' +
        'subscription only renews its credentials. 503 `vault_unavailable` without a vault key.',
      tag: 'webhooks',
    },
    async ({ params, auth }) => {
      const record = await owned(auth, params.id);
      const key = subscribingKey(auth, 'resumed');
      const resumed = await webhooks.resume(record, key);
      await apiKeys.refuseRevoked(key.id, () =>
        deps.revocations.announce({
          kind: 'api-key',
          account: auth.account,
          user: auth.user.key,
          keyId: key.id,
        }),
      );
      return view(resumed);
    },
  );

  defineRoute(
    app,
    'GET /api/webhooks/:id/deliveries',
    {
      summary: 'The delivery log of a subscription (newest first)',
      tag: 'webhooks',
    },
    async ({ params, auth }) => {
      const data = (await webhooks.store.deliveries((await owned(auth, params.id)).id)).map(
        toDelivery,
      );
      return { count: data.length, total: data.length, data };
    },
  );
}
