/**
 * The webhook state, kept in one file in the data folder (memory only without one): the
 * subscriptions with their feed positions, and the outbox of deliveries. Guards against lost
 * events: a poll's new delivery and its advanced feed position are written in ONE atomic file
 * write, so after a crash either both exist or neither does (then the poll repeats and yields
 * the same event ids); a pending delivery survives restarts until a receiver accepts it.
 */
import type { WebhookEvent, WebhookEventType } from '../../../shared/api/webhooks.js';
import type { SealedBox } from '../auth/credential-box.js';
import { JsonFile } from '../data-file.js';
import type { CursorPosition, DeltaFeed } from '../sync/cursor.js';

/** Deliveries kept per subscription for the log (pending ones are always kept). */
const LOG_SIZE = 100;

export interface SubscriptionRecord {
  id: string;
  account: string;
  /** The owner's user key (identity.ts userKeyOf): a hash, not the e-mail. */
  user: string;
  url: string;
  events: Exclude<WebhookEventType, 'ping'>[];
  description: string;
  created_at: number;
  /** The signing secret (the receiver holds it too). */
  secret: string;
  /** Upstream credentials for polling, sealed under the service's webhook vault key. */
  credentials: SealedBox;
  positions: Partial<Record<DeltaFeed, CursorPosition>>;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface DeliveryRecord {
  id: string;
  subscription_id: string;
  account: string;
  events: WebhookEvent[];
  status: DeliveryStatus;
  attempts: number;
  created_at: number;
  last_attempt_at: number | null;
  next_attempt_at: number | null;
  last_status_code: number | null;
  last_error: string | null;
}

interface WebhookState {
  subscriptions: SubscriptionRecord[];
  deliveries: DeliveryRecord[];
}

export class WebhookOutbox {
  private state: WebhookState = { subscriptions: [], deliveries: [] };
  private readonly file: JsonFile<WebhookState>;

  private constructor(dataDir: string | null) {
    this.file = new JsonFile(dataDir, 'webhooks.json');
  }

  static async open(dataDir: string | null): Promise<WebhookOutbox> {
    const outbox = new WebhookOutbox(dataDir);
    const stored = await outbox.file.load();
    if (stored) {
      // Subscriptions of the 0.1 format name no owner key; nobody could list or delete
      // them, so they are not loaded, nor their deliveries (docs/decisions.md).
      const subscriptions = stored.subscriptions.filter(
        (record) => typeof record.user === 'string',
      );
      const ids = new Set(subscriptions.map((record) => record.id));
      outbox.state = {
        subscriptions,
        deliveries: stored.deliveries.filter((delivery) => ids.has(delivery.subscription_id)),
      };
    }
    return outbox;
  }

  subscriptions(): readonly SubscriptionRecord[] {
    return this.state.subscriptions;
  }

  subscription(id: string): SubscriptionRecord | undefined {
    return this.state.subscriptions.find((candidate) => candidate.id === id);
  }

  async addSubscription(record: SubscriptionRecord): Promise<void> {
    this.state.subscriptions.push(record);
    await this.save();
  }

  /** Removes a subscription with its pending deliveries and its log. */
  async removeSubscription(id: string): Promise<void> {
    this.state.subscriptions = this.state.subscriptions.filter((record) => record.id !== id);
    this.state.deliveries = this.state.deliveries.filter((record) => record.subscription_id !== id);
    await this.save();
  }

  /** Adds a delivery and, in the same write, moves the subscription's feed positions. */
  async enqueue(
    delivery: DeliveryRecord,
    positions: Partial<Record<DeltaFeed, CursorPosition>> = {},
  ): Promise<void> {
    const subscription = this.subscription(delivery.subscription_id);
    if (!subscription) return;
    subscription.positions = { ...subscription.positions, ...positions };
    this.state.deliveries.push(delivery);
    this.trimLog(delivery.subscription_id);
    await this.save();
  }

  /** Pending deliveries whose next attempt is due, oldest first. */
  due(now: number): DeliveryRecord[] {
    return this.state.deliveries
      .filter((record) => record.status === 'pending' && (record.next_attempt_at ?? 0) <= now)
      .sort((a, b) => a.created_at - b.created_at);
  }

  /** Newest first. */
  deliveries(subscriptionId: string): DeliveryRecord[] {
    return this.state.deliveries
      .filter((record) => record.subscription_id === subscriptionId)
      .sort((a, b) => b.created_at - a.created_at || b.id.localeCompare(a.id));
  }

  /** Persists a change made to a delivery record. */
  async updated(): Promise<void> {
    await this.save();
  }

  private trimLog(subscriptionId: string): void {
    const finished = this.deliveries(subscriptionId).filter(
      (record) => record.status !== 'pending',
    );
    const dropped = new Set(finished.slice(LOG_SIZE).map((record) => record.id));
    if (dropped.size > 0) {
      this.state.deliveries = this.state.deliveries.filter((record) => !dropped.has(record.id));
    }
  }

  private save(): Promise<void> {
    return this.file.save(this.state);
  }
}
