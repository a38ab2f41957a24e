/**
 * The webhook state of one instance: in this process, written to the data folder's journal
 * (outbox.ts; memory only without a folder). One process polls and delivers, so a poll is
 * never another's to wait for, and every due delivery is started at once, each on its own.
 */
import type { Revocation } from '../../core/revocations.js';
import type { FastifyBaseLogger } from 'fastify';
import type { AttemptResult, DeliveryRecord, SubscriptionRecord } from './outbox-state.js';
import { WebhookOutbox } from './outbox.js';
import { isRevokedBy, paused, pausedReasonOf } from './pausing.js';
import type { DueDelivery, Owner, PositionMove, SealedCredentials, WebhookStore } from './store.js';

const samePosition = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export class FileWebhookStore implements WebhookStore {
  readonly attemptsAtOnce = Number.POSITIVE_INFINITY;

  private constructor(private readonly outbox: WebhookOutbox) {}

  /** Opens the journal (or migrates the old outbox), and says what it could not read. */
  static async open(
    dataDir: string | null,
    now: number,
    log: Pick<FastifyBaseLogger, 'warn'>,
  ): Promise<FileWebhookStore> {
    const { outbox, report } = await WebhookOutbox.open(dataDir, now);
    if (report.unreadable.damaged > 0) {
      log.warn({ lines: report.unreadable.damaged }, 'webhook journal: damaged lines skipped');
    }
    if (report.migrated > 0) {
      log.warn(
        { subscriptions: report.migrated },
        'webhook subscriptions of the old format paused: resume them with an API key',
      );
    }
    return new FileWebhookStore(outbox);
  }

  subscriptions(): Promise<SubscriptionRecord[]> {
    return Promise.resolve([...this.outbox.subscriptions()]);
  }

  subscriptionsOf(owner: Owner): Promise<SubscriptionRecord[]> {
    return Promise.resolve(
      this.outbox
        .subscriptions()
        .filter((record) => record.account === owner.account && record.user === owner.user),
    );
  }

  subscription(id: string): Promise<SubscriptionRecord | undefined> {
    return Promise.resolve(this.outbox.subscription(id));
  }

  add(record: SubscriptionRecord): Promise<void> {
    return this.outbox.putSubscription(record);
  }

  async resume(id: string, sealed: SealedCredentials): Promise<SubscriptionRecord | undefined> {
    const current = this.outbox.subscription(id);
    if (!current) return undefined;
    const resumed: SubscriptionRecord = { ...current, ...sealed, paused: null };
    await this.outbox.putSubscription(resumed);
    return resumed;
  }

  async pauseRevoked(revocation: Revocation, now: number): Promise<string[]> {
    const concerned = this.outbox
      .subscriptions()
      .filter((record) => record.paused === null && isRevokedBy(record, revocation));
    for (const record of concerned) {
      await this.outbox.putSubscription(paused(record, pausedReasonOf(revocation), now));
    }
    return concerned.map((record) => record.id);
  }

  async pauseLoginRefused(id: string, ciphertext: string, now: number): Promise<boolean> {
    const current = this.outbox.subscription(id);
    if (current?.paused !== null || current.credentials?.ciphertext !== ciphertext) return false;
    await this.outbox.putSubscription(paused(current, 'platform_login_refused', now));
    return true;
  }

  remove(id: string): Promise<void> {
    return this.outbox.removeSubscription(id);
  }

  /** The poller's own timer is the schedule: one process, one poll at a time. */
  claimPoll(id: string): Promise<SubscriptionRecord | null> {
    return Promise.resolve(this.outbox.subscription(id) ?? null);
  }

  async enqueue(delivery: DeliveryRecord, move?: PositionMove): Promise<boolean> {
    const subscription = this.outbox.subscription(delivery.subscription_id);
    if (!subscription) return false;
    if (move && !samePosition(subscription.positions[move.feed], move.from)) return false;
    await this.outbox.enqueue(delivery, move ? { [move.feed]: move.to } : {});
    return true;
  }

  deliveries(subscriptionId: string): Promise<DeliveryRecord[]> {
    return Promise.resolve(this.outbox.deliveries(subscriptionId));
  }

  delivery(id: string): Promise<DeliveryRecord | undefined> {
    return Promise.resolve(this.outbox.delivery(id));
  }

  due(now: number): Promise<DueDelivery[]> {
    const due: DueDelivery[] = [];
    for (const delivery of this.outbox.due(now)) {
      const subscription = this.outbox.subscription(delivery.subscription_id);
      if (subscription) due.push({ delivery, subscription });
    }
    return Promise.resolve(due);
  }

  async attempt(
    id: string,
    now: number,
    work: (due: DueDelivery) => Promise<AttemptResult | null>,
  ): Promise<DeliveryRecord | undefined> {
    const delivery = this.outbox.delivery(id);
    if (delivery?.status !== 'pending' || (delivery.next_attempt_at ?? 0) > now) return undefined;
    const subscription = this.outbox.subscription(delivery.subscription_id);
    if (!subscription) return undefined;
    const result = await work({ delivery, subscription });
    if (result === null) return undefined;
    // One small journal line per attempt; the outbox updates the record in place.
    await this.outbox.recordAttempt(id, result);
    return delivery;
  }

  close(): Promise<void> {
    return this.outbox.close();
  }
}
