/**
 * Webhook subscriptions, their outbox and their delivery logs on the PostgreSQL server every
 * instance shares. Every instance polls and delivers; the database decides who does what:
 *
 * - A poll is claimed by moving the subscription's `poll_due_at` one interval on, in one
 *   statement, so one instance polls it per interval. Its deliveries are queued each with its
 *   feed position moved from where the poll read, in one transaction, and only if the
 *   position is still there: a poll that overran its interval and met another one queues
 *   nothing twice. A poll cut off (its instance killed) leaves what it queued; the next one,
 *   on any instance, goes on from there.
 * - A delivery is attempted inside a transaction that holds its row (`for update skip
 *   locked`) until the receiver answered and the attempt is recorded, so one instance
 *   attempts it at a time. Only the oldest pending delivery of a subscription is attempted,
 *   so its deliveries go out in order. If the instance dies mid-attempt its connection
 *   closes, the server rolls the transaction back, and the delivery is pending as before:
 *   another instance attempts it at its next tick (at least once; receivers de-duplicate on
 *   the delivery and event ids). A hung instance loses the row when its transaction has
 *   been idle longer than a receiver may take (`idle_in_transaction_session_timeout`).
 */
import type { Revocation } from '../../core/revocations.js';
import {
  LOG_SIZE,
  type AttemptResult,
  type DeliveryRecord,
  type SubscriptionRecord,
} from './outbox-state.js';
import { pausedReasonOf } from './pausing.js';
import type { DueDelivery, Owner, PositionMove, SealedCredentials, WebhookStore } from './store.js';
import { DELIVERY_POOL_SIZE, type Queries, type ServiceDatabase } from '../database/pool.js';
import {
  deliveryValues,
  DUE_SELECT,
  INSERT_DELIVERY,
  INSERT_SUBSCRIPTION,
  subscriptionValues,
  toDelivery,
  toSubscription,
  TRIM_LOG,
  type DeliveryRow,
  type SubscriptionRow,
} from './postgres-sql.js';
import { fieldOf } from '../../../../shared/guards.js';

/** At most this many due deliveries are offered per look; the rest come at the next tick. */
const DUE_BATCH = 20;
/** A poll claimed comes due again a tenth early, so timer drift never skips a round. */
const POLL_CLAIM_SHARE = 0.9;

const FOREIGN_KEY_VIOLATION = '23503';

export class PostgresWebhookStore implements WebhookStore {
  readonly attemptsAtOnce = DELIVERY_POOL_SIZE;

  constructor(
    private readonly db: ServiceDatabase,
    /** How long an attempt may hold its row idle: longer than a receiver may take. */
    private readonly holdMs: number,
  ) {}

  async subscriptions(): Promise<SubscriptionRecord[]> {
    const rows = await this.db.query<SubscriptionRow>(
      'select * from svc_webhook_subscriptions order by created_at, id',
    );
    return rows.map(toSubscription);
  }

  async subscriptionsOf(owner: Owner): Promise<SubscriptionRecord[]> {
    const rows = await this.db.query<SubscriptionRow>(
      `select * from svc_webhook_subscriptions where account = $1 and user_key = $2
       order by created_at, id`,
      [owner.account, owner.user],
    );
    return rows.map(toSubscription);
  }

  async subscription(id: string): Promise<SubscriptionRecord | undefined> {
    const [row] = await this.db.query<SubscriptionRow>(
      'select * from svc_webhook_subscriptions where id = $1',
      [id],
    );
    return row && toSubscription(row);
  }

  async add(record: SubscriptionRecord): Promise<void> {
    await this.db.query(INSERT_SUBSCRIPTION, subscriptionValues(record));
  }

  async resume(id: string, sealed: SealedCredentials): Promise<SubscriptionRecord | undefined> {
    const [row] = await this.db.query<SubscriptionRow>(
      `update svc_webhook_subscriptions set credentials = $2, vault_key_id = $3,
         api_key_id = $4, paused_reason = null, paused_at = null
       where id = $1 returning *`,
      [
        id,
        sealed.credentials === null ? null : JSON.stringify(sealed.credentials),
        sealed.vault_key_id,
        sealed.api_key_id,
      ],
    );
    return row && toSubscription(row);
  }

  async pauseRevoked(revocation: Revocation, now: number): Promise<string[]> {
    // The key's own subscriptions, or on logout every one of the user's (pausing.ts).
    const keyId = revocation.kind === 'api-key' ? revocation.keyId : null;
    const rows = await this.db.query<{ id: string }>(
      `update svc_webhook_subscriptions set credentials = null, paused_reason = $4,
         paused_at = $5
       where account = $1 and user_key = $2 and paused_reason is null
         and ($3::text is null or api_key_id = $3)
       returning id`,
      [revocation.account, revocation.user, keyId, pausedReasonOf(revocation), now],
    );
    return rows.map((row) => row.id);
  }

  async pauseLoginRefused(id: string, ciphertext: string, now: number): Promise<boolean> {
    const rows = await this.db.query<{ id: string }>(
      `update svc_webhook_subscriptions set credentials = null,
         paused_reason = 'platform_login_refused', paused_at = $3
       where id = $1 and paused_reason is null and credentials ->> 'ciphertext' = $2
       returning id`,
      [id, ciphertext, now],
    );
    return rows.length > 0;
  }

  async remove(id: string): Promise<void> {
    // Its deliveries go with it; one being attempted right now is waited for.
    await this.db.query('delete from svc_webhook_subscriptions where id = $1', [id]);
  }

  async claimPoll(id: string, now: number, intervalMs: number): Promise<SubscriptionRecord | null> {
    const [row] = await this.db.query<SubscriptionRow>(
      `update svc_webhook_subscriptions set poll_due_at = $2 + $3
       where id = $1 and poll_due_at <= $2 returning *`,
      [id, now, Math.round(intervalMs * POLL_CLAIM_SHARE)],
    );
    return row ? toSubscription(row) : null;
  }

  async enqueue(delivery: DeliveryRecord, move?: PositionMove): Promise<boolean> {
    try {
      return await this.db.transaction(async (tx) => {
        if (move && !(await this.movePosition(tx, delivery.subscription_id, move))) return false;
        // A subscription deleted meanwhile fails the foreign key: caught below.
        await tx.query(INSERT_DELIVERY, deliveryValues(delivery));
        await this.trimLog(tx, delivery.subscription_id);
        return true;
      });
    } catch (error) {
      // The subscription was deleted: nothing to queue (and the position moved nowhere).
      if (fieldOf(error, 'code') === FOREIGN_KEY_VIOLATION) return false;
      throw error;
    }
  }

  async deliveries(subscriptionId: string): Promise<DeliveryRecord[]> {
    const rows = await this.db.query<DeliveryRow>(
      `select * from svc_webhook_deliveries where subscription_id = $1
       order by created_at desc, seq desc`,
      [subscriptionId],
    );
    return rows.map(toDelivery);
  }

  async delivery(id: string): Promise<DeliveryRecord | undefined> {
    const [row] = await this.db.query<DeliveryRow>(
      'select * from svc_webhook_deliveries where id = $1',
      [id],
    );
    return row && toDelivery(row);
  }

  async due(now: number): Promise<DueDelivery[]> {
    const rows = await this.db.query<{ delivery: DeliveryRow; subscription: SubscriptionRow }>(
      `${DUE_SELECT} order by d.seq limit ${DUE_BATCH}`,
      [now],
    );
    return rows.map((row) => ({
      delivery: toDelivery(row.delivery),
      subscription: toSubscription(row.subscription),
    }));
  }

  attempt(
    id: string,
    now: number,
    work: (due: DueDelivery) => Promise<AttemptResult | null>,
  ): Promise<DeliveryRecord | undefined> {
    return this.db.holding(this.holdMs, async (tx) => {
      const [row] = await tx.query<{ delivery: DeliveryRow; subscription: SubscriptionRow }>(
        `${DUE_SELECT} and d.id = $2 for update of d skip locked`,
        [now, id],
      );
      if (!row) return undefined;
      const result = await work({
        delivery: toDelivery(row.delivery),
        subscription: toSubscription(row.subscription),
      });
      if (result === null) return undefined;
      const [updated] = await tx.query<DeliveryRow>(
        `update svc_webhook_deliveries set status = $2, attempts = $3, last_attempt_at = $4,
           next_attempt_at = $5, last_status_code = $6, last_error = $7
         where id = $1 returning *`,
        [
          id,
          result.status,
          result.attempts,
          result.last_attempt_at,
          result.next_attempt_at,
          result.last_status_code,
          result.last_error,
        ],
      );
      return updated && toDelivery(updated);
    });
  }

  /** The database is closed with the rest of what the service keeps there (kept-state.ts). */
  close(): Promise<void> {
    return Promise.resolve();
  }

  private async movePosition(tx: Queries, id: string, move: PositionMove): Promise<boolean> {
    const moved = await tx.query(
      `update svc_webhook_subscriptions
       set positions = jsonb_set(positions, array[$2::text], $4::jsonb)
       where id = $1 and positions -> $2::text is not distinct from $3::jsonb
       returning id`,
      [
        id,
        move.feed,
        move.from === undefined ? null : JSON.stringify(move.from),
        JSON.stringify(move.to),
      ],
    );
    return moved.length > 0;
  }

  /** Keeps the newest LOG_SIZE finished deliveries of a subscription (pending ones all). */
  private async trimLog(tx: Queries, subscriptionId: string): Promise<void> {
    await tx.query(TRIM_LOG, [subscriptionId, LOG_SIZE]);
  }
}
