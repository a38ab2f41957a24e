/**
 * Follows the upstream delta feeds for every subscription and turns changed rows into
 * `order.updated` / `product.updated` events in the outbox. Runs as the subscribing user
 * (their credentials, sealed under the vault key), so a locked user's subscription only sees
 * their location's orders; one whose login the platform refuses is paused (poll-sessions.ts).
 * A paused subscription is not polled, and one paused during a poll
 * queues nothing more and does not log in again when the platform ends its session. An event
 * id is derived from the subscription, the row and its update time, so a poll repeated after a
 * crash yields the same ids. Each poll is claimed from the store first, so on a shared
 * database one instance polls a subscription per interval, and queues each batch only from
 * the feed position it read (store.ts).
 */
import type { ServiceLog } from '../../core/log.js';
import type { WebhookEvent } from '../../../../shared/api/webhooks.js';
import type { UpstreamClient } from '../../../upstream/client.js';
import { UpstreamAuthError } from '../../../upstream/errors.js';
import type { CatalogProductRecord } from '../../core/model/catalog.js';
import type { OrderRecord } from '../../core/model/sales.js';
import type { Vault } from '../../core/vault-key.js';
import { toProduct } from '../../data/platform/product-rows.js';
import type { Clock } from '../../core/clock.js';
import { apiTimestamp, toOrder } from '../orders/rows.js';
import type { DeltaFeed } from '../../data/platform/delta-cursor.js';
import { positionAt, positionOf, type CursorPosition } from '../../data/platform/delta-position.js';
import {
  orderDeltaSource,
  productDeltaSource,
  readDelta,
  type DeltaSource,
} from '../../data/platform/read-delta.js';
import type { SubscriptionRecord } from '../../data/webhooks/outbox-state.js';
import { eventIdOf, newDelivery } from './new-delivery.js';
import type { ExceptionEventsOf } from './exception-events.js';
import { shopScope } from './shop-scope.js';
import type { WebhookStore } from '../../data/webhooks/store.js';
import { LoginRefused, PollSessions, type PollSession } from './poll-sessions.js';

/** The poller reads for nobody waiting on a socket: no client can leave, no one follows its pages. */
const WITHOUT_CLIENT = {};

interface PollerOptions {
  intervalMs: number;
  /** Events per batch (and per feed per poll). */
  batchSize: number;
  backofficeUrlTemplate: string;
}

/** What the poller reads: the store, the vault key, and whether a subscription may poll. */
interface PollerState {
  store: WebhookStore;
  vault: Vault;
  isActive: (subscription: SubscriptionRecord) => boolean;
  /** `exception.raised`: the exceptions not told before, as the subscription's user. */
  exceptionEvents: ExceptionEventsOf;
}

export class WebhookPoller {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private readonly sessions: PollSessions;

  constructor(
    private readonly state: PollerState,
    private readonly upstream: UpstreamClient,
    private readonly clock: Clock,
    private readonly options: PollerOptions,
    private readonly log: ServiceLog,
    /** Called after new deliveries were queued, to send them without waiting for a tick. */
    private readonly onQueued: () => void,
  ) {
    this.sessions = new PollSessions(upstream, () => state.vault);
  }

  private get store(): WebhookStore {
    return this.state.store;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.pollAll(), this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One round over every subscription; overlapping rounds join the one under way. */
  pollAll(): Promise<void> {
    if (this.running) return this.running;
    const round = (async () => {
      for (const listed of await this.store.subscriptions()) {
        if (this.stopped) return;
        if (!this.state.isActive(listed)) continue;
        try {
          // Claimed as it is now: this round's list may predate a pause or another poll.
          const now = this.clock.now();
          const subscription = await this.store.claimPoll(listed.id, now, this.options.intervalMs);
          if (subscription && this.state.isActive(subscription)) await this.poll(subscription);
        } catch (error) {
          this.log.warn({ err: error, subscription: listed.id }, 'webhook poll failed');
        }
      }
    })().catch((error: unknown) => {
      this.log.warn({ err: error }, 'could not list the webhook subscriptions to poll');
    });
    // Cleared on the promise, not inside the round: a round without subscriptions finishes
    // before it could be stored.
    this.running = round.finally(() => {
      this.running = null;
    });
    return this.running;
  }

  forget(subscriptionId: string): void {
    this.sessions.forget(subscriptionId);
  }

  private async poll(subscription: SubscriptionRecord): Promise<void> {
    try {
      try {
        await this.pollWith(subscription, await this.sessions.of(subscription));
      } catch (error) {
        if (!(error instanceof UpstreamAuthError)) throw error;
        // The upstream ended the session: log in again once, unless the subscription was
        // paused while its poll was under way (a paused subscription never logs in).
        this.sessions.forget(subscription.id);
        if (!(await this.stillActive(subscription.id))) return;
        await this.pollWith(subscription, await this.sessions.of(subscription));
      }
    } catch (error) {
      if (!(error instanceof LoginRefused)) throw error;
      // Its password changed on the platform: refused again at every poll, so it polls no
      // more until resumed with a key that has the new one.
      const now = this.clock.now();
      if (await this.store.pauseLoginRefused(subscription.id, error.sealedWith, now)) {
        this.log.warn({ subscription: subscription.id }, 'webhook paused: login refused');
      }
      this.sessions.forget(subscription.id);
    }
  }

  private async pollWith(subscription: SubscriptionRecord, { session, identity }: PollSession) {
    const context = {
      account: subscription.account,
      backofficeUrlTemplate: this.options.backofficeUrlTemplate,
    };
    if (subscription.events.includes('order.updated')) {
      const shopIds = await shopScope(this.upstream, session, identity);
      await this.follow(
        subscription,
        'orders',
        orderDeltaSource(this.upstream, session, shopIds, WITHOUT_CLIENT),
        (row: OrderRecord) => ({
          ...toOrder(row, context),
          date_updated: apiTimestamp(row.date_updated, `date_updated of order ${row.id}`),
        }),
      );
    }
    if (subscription.events.includes('exception.raised')) {
      const raised = await this.state.exceptionEvents(subscription, session, identity);
      if (raised.events.length > 0 && (await this.stillActive(subscription.id))) {
        await this.store.enqueue(newDelivery(subscription, raised.events, this.clock.now()));
        this.onQueued();
        await raised.record();
      }
    }
    if (subscription.events.includes('product.updated')) {
      await this.follow(
        subscription,
        'products',
        productDeltaSource(this.upstream, session, WITHOUT_CLIENT),
        (row: CatalogProductRecord) => ({
          ...toProduct(row),
          date_updated: apiTimestamp(row.date_updated, `date_updated of product ${row.id}`),
        }),
      );
    }
  }

  /** Reads one feed from the stored position and queues its changes, batch by batch. */
  private async follow<Row>(
    subscription: SubscriptionRecord,
    feed: DeltaFeed,
    source: DeltaSource<Row>,
    shape: (row: Row) => Record<string, unknown> & { date_updated: string },
  ): Promise<void> {
    const type = feed === 'orders' ? 'order.updated' : 'product.updated';
    // Where the poll read from, as stored: a batch is queued only while it is still there.
    let stored = subscription.positions[feed];
    let position: CursorPosition =
      stored === undefined ? positionAt(subscription.created_at) : positionOf(stored);
    for (let round = 0; round < 20 && !this.stopped; round += 1) {
      // Deleted or paused meanwhile: read and queue nothing more.
      if (!(await this.stillActive(subscription.id))) return;
      const step = await readDelta(source, position, this.options.batchSize);
      if (step.rows.length === 0) return;
      const events: WebhookEvent[] = step.rows.map((row) => {
        const data = shape(row);
        return {
          id: eventIdOf(subscription.id, type, source.idOf(row), source.updatedOf(row)),
          type,
          occurred_at: data.date_updated,
          data,
        };
      });
      if (!(await this.stillActive(subscription.id))) return;
      const queued = await this.store.enqueue(newDelivery(subscription, events, this.clock.now()), {
        feed,
        from: stored,
        to: step.next,
      });
      // Another poll moved the position meanwhile: those rows are its to queue.
      if (!queued) return;
      this.onQueued();
      position = step.next;
      stored = step.next;
      if (!step.hasMore) return;
    }
  }

  private async stillActive(id: string): Promise<boolean> {
    const current = await this.store.subscription(id);
    return current !== undefined && this.state.isActive(current);
  }
}
