/**
 * The webhook state, kept in the data folder as an append log (`webhooks.jsonl`, ../files/append-log.ts;
 * memory only without a folder): the subscriptions with their feed positions, and the outbox
 * of deliveries. Guards against lost events: a poll's new delivery and its advanced feed
 * position are one log line, so after a crash either both exist or neither does (then the
 * poll repeats and yields the same event ids); a pending delivery survives restarts until a
 * receiver accepts it. A delivery attempt appends a small line instead of rewriting the
 * whole outbox. file-store.ts offers it to the dispatcher, the poller and the routes.
 */
import { AppendLog } from '../files/append-log.js';
import { migrateLegacyOutbox } from './legacy-outbox.js';
import {
  applyChange,
  deliveriesOf,
  type AttemptResult,
  type DeliveryRecord,
  type FeedPositions,
  type OutboxChange,
  type SubscriptionRecord,
  type WebhookState,
} from './outbox-state.js';

export type { DeliveryRecord, DeliveryStatus, SubscriptionRecord } from './outbox-state.js';

export const OUTBOX_FILE = 'webhooks.jsonl';

interface OutboxOpenReport {
  /** Lines of the log that could not be read (a torn last line is expected after a crash). */
  unreadable: { torn: boolean; damaged: number };
  /** Subscriptions of the old format, paused because their key was kept in the data folder. */
  migrated: number;
}

/** Fields added after the first log format, filled in for records that lack them. */
const normalised = (record: SubscriptionRecord): SubscriptionRecord => ({
  ...record,
  credentials: record.credentials ?? null,
  vault_key_id: record.vault_key_id ?? null,
  api_key_id: record.api_key_id ?? null,
  paused: record.paused ?? null,
});

export class WebhookOutbox {
  private state: WebhookState = { subscriptions: [], deliveries: [] };
  private readonly log: AppendLog<WebhookState, OutboxChange>;

  private constructor(dataDir: string | null) {
    this.log = new AppendLog(dataDir, OUTBOX_FILE);
  }

  /**
   * Reads the log (or migrates the old single-file outbox) and compacts it at once, so a
   * torn last line is gone before anything new is appended.
   */
  static async open(
    dataDir: string | null,
    now: number,
  ): Promise<{ outbox: WebhookOutbox; report: OutboxOpenReport }> {
    const outbox = new WebhookOutbox(dataDir);
    const stored = await outbox.log.read();
    const legacy = await migrateLegacyOutbox(dataDir, now, stored !== undefined);
    const report: OutboxOpenReport = {
      unreadable: stored?.unreadable ?? { torn: false, damaged: 0 },
      migrated: legacy?.migrated ?? 0,
    };
    if (stored) {
      const state = stored.snapshot ?? { subscriptions: [], deliveries: [] };
      for (const change of stored.entries) applyChange(state, change);
      outbox.state = state;
    } else if (legacy?.state) {
      outbox.state = legacy.state;
    }
    outbox.state.subscriptions = outbox.state.subscriptions.map(normalised);
    // The file always starts with a snapshot line, and a torn tail is gone before appends.
    await outbox.log.compact(outbox.state);
    await legacy?.removeOldFiles();
    return { outbox, report };
  }

  subscriptions(): readonly SubscriptionRecord[] {
    return this.state.subscriptions;
  }

  subscription(id: string): SubscriptionRecord | undefined {
    return this.state.subscriptions.find((candidate) => candidate.id === id);
  }

  /** Adds a subscription, or replaces it whole (paused, resumed). */
  putSubscription(record: SubscriptionRecord): Promise<void> {
    return this.change({ op: 'subscription', record });
  }

  /** Removes a subscription with its pending deliveries and its log. */
  removeSubscription(id: string): Promise<void> {
    return this.change({ op: 'remove', id });
  }

  /** Adds a delivery and, in the same line, moves the subscription's feed positions. */
  async enqueue(delivery: DeliveryRecord, positions: FeedPositions = {}): Promise<void> {
    if (!this.subscription(delivery.subscription_id)) return;
    await this.change({ op: 'enqueue', delivery, positions });
  }

  /** Records the outcome of one delivery attempt (one small line). */
  recordAttempt(id: string, result: AttemptResult): Promise<void> {
    return this.change({ op: 'attempt', id, result });
  }

  /** Pending deliveries whose next attempt is due, oldest first. */
  due(now: number): DeliveryRecord[] {
    return this.state.deliveries
      .filter((record) => record.status === 'pending' && (record.next_attempt_at ?? 0) <= now)
      .sort((a, b) => a.created_at - b.created_at);
  }

  delivery(id: string): DeliveryRecord | undefined {
    return this.state.deliveries.find((record) => record.id === id);
  }

  /** Newest first. */
  deliveries(subscriptionId: string): DeliveryRecord[] {
    return deliveriesOf(this.state, subscriptionId);
  }

  close(): Promise<void> {
    return this.log.close();
  }

  /**
   * Writes the change, then changes the memory (disk first: a change the disk refused is not
   * held either); the caller waits until both are done.
   */
  private change(change: OutboxChange): Promise<void> {
    return this.log.append(
      change,
      () => {
        applyChange(this.state, change);
        return this.state;
      },
      () => {
        const state = structuredClone(this.state);
        applyChange(state, change);
        return state;
      },
    );
  }
}
