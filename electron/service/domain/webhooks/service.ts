/**
 * The webhook machinery of one service instance: the store (this instance's journal, or the
 * database every instance shares: store.ts), the vault key that seals the subscriptions'
 * credentials, the dispatcher and the poller, started with the service and stopped by its
 * onClose hook (timers are unref'd, so they never keep a process alive on their own).
 * Revocations pause the subscriptions that used the revoked credentials.
 */
import { randomBytes } from 'node:crypto';
import type { WebhookEvent } from '../../../../shared/api/webhooks.js';
import { formatApiTimestamp } from '../../../../shared/dates.js';
import type { ServiceLifecycle } from '../../core/lifecycle.js';
import { seal, type UpstreamCredentials } from '../../core/credential-box.js';
import type { Revocation } from '../../core/revocations.js';
import {
  openVault,
  vaultUnavailable,
  type Vault,
  type VaultKeySource,
} from '../../core/vault-key.js';
import type { ServiceDeps } from '../deps.js';
import { notFound } from '../../core/errors.js';
import {
  DEFAULT_DISPATCHER_TIMING,
  WebhookDispatcher,
  type DispatcherTiming,
} from './dispatcher.js';
import type { DeliveryRecord, SubscriptionRecord } from '../../data/webhooks/outbox-state.js';
import { stateOf, type SubscriptionState } from '../../data/webhooks/pausing.js';
import { newDelivery } from './new-delivery.js';
import { ReceiverClient } from './receiver-post.js';
import { receiverPolicy } from './receiver-url.js';
import { WebhookPoller } from './poller.js';
import { exceptionEvents, type ExceptionEventDeps } from './exception-events.js';
import type { WebhookStore } from '../../data/webhooks/store.js';

interface WebhookTiming extends DispatcherTiming {
  pollIntervalMs: number;
}

export const DEFAULT_WEBHOOK_TIMING: WebhookTiming = {
  ...DEFAULT_DISPATCHER_TIMING,
  pollIntervalMs: 60_000,
};

const BATCH_SIZE = 100;

/** The journal's folder, the clock, the log, the platform it polls, and the revocations. */
type WebhookDeps = Pick<ServiceDeps, 'config' | 'clock' | 'log' | 'upstream' | 'revocations'> &
  ExceptionEventDeps;

/** The API key a subscription is created or resumed with: its id and its credentials. */
export interface SubscribingKey {
  id: string;
  credentials: UpstreamCredentials;
}

export class Webhooks {
  private constructor(
    readonly store: WebhookStore,
    private readonly vault: Vault,
    private readonly dispatcher: WebhookDispatcher,
    readonly poller: WebhookPoller,
    private readonly deps: Pick<ServiceDeps, 'clock'>,
  ) {}

  static async start(
    lifecycle: ServiceLifecycle,
    deps: WebhookDeps,
    store: WebhookStore,
    timing: Partial<WebhookTiming> | undefined,
    vaultKey: VaultKeySource | undefined,
  ): Promise<Webhooks> {
    const resolved = { ...DEFAULT_WEBHOOK_TIMING, ...timing };
    const dataDir = deps.config.dataDir;
    const vault = await openVault(dataDir, vaultKey);
    if (vault.status === 'unavailable') {
      deps.log.warn(`webhooks cannot store credentials: ${vault.reason}`);
    }
    const isActive = (record: SubscriptionRecord) => stateOf(record, vault).status === 'active';
    const receivers = new ReceiverClient(receiverPolicy(deps.config));
    const dispatcher = new WebhookDispatcher(
      store,
      isActive,
      receivers,
      deps.clock,
      resolved,
      deps.log,
    );
    const poller = new WebhookPoller(
      {
        store,
        vault,
        isActive,
        exceptionEvents: (subscription, session, identity) =>
          exceptionEvents(deps, subscription, session, identity, deps.clock.now()),
      },
      deps.upstream,
      deps.clock,
      {
        intervalMs: resolved.pollIntervalMs,
        batchSize: BATCH_SIZE,
        backofficeUrlTemplate: deps.config.backofficeUrlTemplate,
      },
      deps.log,
      () => dispatcher.tick(),
    );
    const webhooks = new Webhooks(store, vault, dispatcher, poller, deps);
    deps.revocations.listen((revocation) => webhooks.pauseRevoked(revocation));
    lifecycle.whenReady(() => {
      dispatcher.start();
      poller.start();
      return Promise.resolve();
    });
    lifecycle.whenClosed(async () => {
      await poller.stop();
      await dispatcher.stop();
      await store.close();
    });
    return webhooks;
  }

  stateOf(record: SubscriptionRecord): SubscriptionState {
    return stateOf(record, this.vault);
  }

  async subscribe(
    owner: { account: string; user: string },
    request: { url: string; events: SubscriptionRecord['events']; description: string },
    key: SubscribingKey,
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
      ...this.sealed(id, key),
      paused: null,
      // Changes from now on; earlier history is what the delta feeds are for.
      positions: Object.fromEntries(
        request.events.map((event) => [
          event === 'order.updated' ? 'orders' : 'products',
          { updated: now, id: 0 },
        ]),
      ),
    };
    await this.store.add(record);
    return record;
  }

  /**
   * Seals the key's credentials afresh and lifts any pause; polling goes on from the stored
   * feed positions, so changes made while it was paused are delivered too.
   */
  async resume(record: SubscriptionRecord, key: SubscribingKey): Promise<SubscriptionRecord> {
    this.poller.forget(record.id);
    const resumed = await this.store.resume(record.id, this.sealed(record.id, key));
    if (!resumed) throw notFound(`webhook ${record.id} does not exist`);
    this.dispatcher.tick();
    return resumed;
  }

  async unsubscribe(id: string): Promise<void> {
    this.poller.forget(id);
    await this.store.remove(id);
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
    if (!(await this.store.enqueue(delivery))) {
      throw notFound(`webhook ${subscription.id} does not exist`);
    }
    // Attempted here and now, unless another instance took it first or (on a shared
    // database) an older delivery of the subscription goes before it: then as it stands.
    return (
      (await this.dispatcher.deliver(delivery.id)) ??
      (await this.store.delivery(delivery.id)) ??
      delivery
    );
  }

  private sealed(id: string, key: SubscribingKey) {
    if (this.vault.status === 'unavailable') throw vaultUnavailable(this.vault.reason);
    return {
      credentials: seal(this.vault.key, id, key.credentials),
      vault_key_id: this.vault.id,
      api_key_id: key.id,
    };
  }

  /** Pauses (and forgets the credentials of) every subscription the revocation concerns. */
  private async pauseRevoked(revocation: Revocation): Promise<number> {
    const pausedIds = await this.store.pauseRevoked(revocation, this.deps.clock.now());
    for (const id of pausedIds) this.poller.forget(id);
    return pausedIds.length;
  }
}
