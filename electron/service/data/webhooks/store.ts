/**
 * Where the webhook state is kept, as the dispatcher, the poller and the routes use it. Two
 * kinds: file-store.ts keeps it in this process and the data folder's append log (the desktop
 * app, one headless instance), postgres.ts on the PostgreSQL server every instance
 * shares (`--database-url`). There, each poll and each delivery attempt is made by one
 * instance at a time, and a subscription's deliveries go out one after the other, in order.
 */
import type { Revocation } from '../../core/revocations.js';
import type {
  AttemptResult,
  DeliveryRecord,
  FeedPositions,
  SubscriptionRecord,
} from './outbox-state.js';
import type { DeltaFeed } from '../platform/delta-cursor.js';

export interface Owner {
  account: string;
  user: string;
}

/** What a subscription polls with: set when it is resumed with an API key. */
export type SealedCredentials = Pick<
  SubscriptionRecord,
  'credentials' | 'vault_key_id' | 'api_key_id'
>;

/** One feed's position moved by a poll: from where the poll read, to after what it queued. */
export interface PositionMove {
  feed: DeltaFeed;
  from: FeedPositions[DeltaFeed];
  to: NonNullable<FeedPositions[DeltaFeed]>;
}

/** A due delivery with its subscription, as the dispatcher attempts it. */
export interface DueDelivery {
  delivery: DeliveryRecord;
  subscription: SubscriptionRecord;
}

export interface WebhookStore {
  /** How many deliveries may be attempted at once (each holds a connection on the database). */
  readonly attemptsAtOnce: number;
  /** Every subscription (the poller's round). */
  subscriptions(): Promise<SubscriptionRecord[]>;
  /** A user's subscriptions, oldest first. */
  subscriptionsOf(owner: Owner): Promise<SubscriptionRecord[]>;
  subscription(id: string): Promise<SubscriptionRecord | undefined>;
  add(record: SubscriptionRecord): Promise<void>;
  /** New credentials and no pause; the feed positions stay. Undefined when it is gone. */
  resume(id: string, sealed: SealedCredentials): Promise<SubscriptionRecord | undefined>;
  /** Pauses (without credentials) every subscription a revocation concerns; their ids. */
  pauseRevoked(revocation: Revocation, now: number): Promise<string[]>;
  /**
   * Pauses (without credentials) a subscription whose sealed credentials the platform refused
   * to log in with (`platform_login_refused`), while it still holds those (`ciphertext`): one
   * resumed meanwhile with new ones stays active. Whether it paused it.
   */
  pauseLoginRefused(id: string, ciphertext: string, now: number): Promise<boolean>;
  /** Removes a subscription with its pending deliveries and its log. */
  remove(id: string): Promise<void>;
  /**
   * The subscription as it is now, when this instance is to poll it now; null when another
   * instance polled it less than `intervalMs` ago (the round's schedule is the database's, so
   * N instances poll each subscription once per interval, not N times).
   */
  claimPoll(id: string, now: number, intervalMs: number): Promise<SubscriptionRecord | null>;
  /**
   * Queues a delivery and, in the same step, moves its feed position, but only from where
   * the poll read: false when the position moved meanwhile (another poll queued those rows),
   * and then nothing is queued.
   */
  enqueue(delivery: DeliveryRecord, move?: PositionMove): Promise<boolean>;
  /** A subscription's deliveries, newest first (the log). */
  deliveries(subscriptionId: string): Promise<DeliveryRecord[]>;
  delivery(id: string): Promise<DeliveryRecord | undefined>;
  /** Deliveries to attempt now (the shared store: each subscription's oldest pending one). */
  due(now: number): Promise<DueDelivery[]>;
  /**
   * Holds one due delivery while `work` attempts it, then records what `work` answers (null:
   * not attempted, nothing changes). Undefined when it is not there to attempt: no longer
   * pending or due, held by another instance, or (shared store) not its subscription's oldest.
   * The shared store holds it by a row lock in an open transaction: if this process dies
   * mid-attempt the lock goes with its connection and another instance attempts it again.
   */
  attempt(
    id: string,
    now: number,
    work: (due: DueDelivery) => Promise<AttemptResult | null>,
  ): Promise<DeliveryRecord | undefined>;
  close(): Promise<void>;
}
