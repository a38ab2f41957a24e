/**
 * The webhook machinery of one service instance: the outbox, the dispatcher and the poller,
 * started with the service and stopped by its onClose hook (timers are unref'd, so they never
 * keep a process alive on their own).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { WebhookEvent } from '../../../shared/api/webhooks.js';
import { formatApiTimestamp } from '../../../shared/dates.js';
import type { UpstreamCredentials } from '../auth/credential-box.js';
import { seal } from '../auth/credential-box.js';
import { loadOrCreateSecret } from '../data-file.js';
import type { ServiceDeps } from '../deps.js';
import {
  DEFAULT_DISPATCHER_TIMING,
  WebhookDispatcher,
  type DispatcherTiming,
} from './dispatcher.js';
import { WebhookOutbox, type DeliveryRecord, type SubscriptionRecord } from './outbox.js';
import { newDelivery, WebhookPoller } from './poller.js';

export interface WebhookTiming extends DispatcherTiming {
  pollIntervalMs: number;
}

export const DEFAULT_WEBHOOK_TIMING: WebhookTiming = {
  ...DEFAULT_DISPATCHER_TIMING,
  pollIntervalMs: 60_000,
};

const BATCH_SIZE = 100;

export class Webhooks {
  private constructor(
    readonly outbox: WebhookOutbox,
    private readonly vaultKey: Buffer,
    private readonly dispatcher: WebhookDispatcher,
    readonly poller: WebhookPoller,
    private readonly deps: ServiceDeps,
  ) {}

  static async start(
    app: FastifyInstance,
    deps: ServiceDeps,
    timing: Partial<WebhookTiming> | undefined,
  ): Promise<Webhooks> {
    const resolved = { ...DEFAULT_WEBHOOK_TIMING, ...timing };
    const dataDir = deps.config.dataDir;
    const outbox = await WebhookOutbox.open(dataDir);
    const vaultKey = await loadOrCreateSecret(dataDir, 'webhook-vault-key.json');
    const dispatcher = new WebhookDispatcher(outbox, deps.clock, resolved, deps.log);
    const poller = new WebhookPoller(
      outbox,
      deps.upstream,
      vaultKey,
      deps.clock,
      {
        intervalMs: resolved.pollIntervalMs,
        batchSize: BATCH_SIZE,
        backofficeUrlTemplate: deps.config.backofficeUrlTemplate,
      },
      deps.log,
      () => dispatcher.tick(),
    );
    const webhooks = new Webhooks(outbox, vaultKey, dispatcher, poller, deps);
    app.addHook('onReady', () => {
      dispatcher.start();
      poller.start();
      return Promise.resolve();
    });
    app.addHook('onClose', async () => {
      await poller.stop();
      await dispatcher.stop();
    });
    return webhooks;
  }

  async subscribe(
    owner: { account: string; user: string },
    request: { url: string; events: SubscriptionRecord['events']; description: string },
    credentials: UpstreamCredentials,
  ): Promise<SubscriptionRecord> {
    const id = `whk_${randomBytes(8).toString('hex')}`;
    const now = this.deps.clock.now();
    const record: SubscriptionRecord = {
      id,
      account: owner.account,
      user: owner.user,
      url: request.url,
      events: request.events,
      description: request.description,
      created_at: now,
      secret: `whsec_${randomBytes(32).toString('base64url')}`,
      credentials: seal(this.vaultKey, id, credentials),
      // Changes from now on; earlier history is what the delta feeds are for.
      positions: Object.fromEntries(
        request.events.map((event) => [
          event === 'order.updated' ? 'orders' : 'products',
          { updated: now, id: 0 },
        ]),
      ),
    };
    await this.outbox.addSubscription(record);
    return record;
  }

  async unsubscribe(id: string): Promise<void> {
    this.poller.forget(id);
    await this.outbox.removeSubscription(id);
  }

  /** Queues one ping event and attempts it at once. */
  async ping(subscription: SubscriptionRecord): Promise<DeliveryRecord> {
    const now = this.deps.clock.now();
    const event: WebhookEvent = {
      id: `evt_ping_${randomBytes(12).toString('hex')}`,
      type: 'ping',
      occurred_at: formatApiTimestamp(now),
      data: { subscription_id: subscription.id },
    };
    const delivery: DeliveryRecord = newDelivery(subscription, [event], now);
    await this.outbox.enqueue(delivery);
    await this.dispatcher.deliver(delivery);
    return delivery;
  }
}
