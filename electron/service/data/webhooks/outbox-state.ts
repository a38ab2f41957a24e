/**
 * The webhook state and the changes to it, as plain data: the outbox keeps the state in
 * memory, writes each change as one journal line, and rebuilds the state after a restart by
 * applying the stored changes in order with `applyChange`, the same function it changed the
 * memory with, so what is replayed is exactly what was done.
 */
import type {
  PausedReason,
  WebhookEvent,
  WebhookEventType,
} from '../../../../shared/api/webhooks.js';
import type { SealedBox } from '../../core/credential-box.js';
import type { DeltaFeed } from '../platform/delta-cursor.js';
import type { KeptPosition } from '../platform/delta-position.js';

/** Deliveries kept per subscription for the log (pending ones are always kept). */
export const LOG_SIZE = 100;

/** Each feed's position as kept: one kept before positions had microseconds has none. */
export type FeedPositions = Partial<Record<DeltaFeed, KeptPosition>>;

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
  /**
   * Upstream credentials for polling, sealed under the vault key `vault_key_id` names
   * (core/vault-key.ts). Null once paused by a revocation or a refused login: credentials
   * that may no longer be used, or that the platform refuses, are not kept either.
   */
  credentials: SealedBox | null;
  vault_key_id: string | null;
  /** The API key whose credentials it polls with: revoking that key pauses it. */
  api_key_id: string | null;
  /** Set when paused by a revocation, a refused login or a migration; resuming clears it. */
  paused: { reason: PausedReason; at: number } | null;
  positions: FeedPositions;
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

/** What one delivery attempt changes. */
export type AttemptResult = Pick<
  DeliveryRecord,
  'status' | 'attempts' | 'last_attempt_at' | 'next_attempt_at' | 'last_status_code' | 'last_error'
>;

export interface WebhookState {
  subscriptions: SubscriptionRecord[];
  deliveries: DeliveryRecord[];
}

/** One journal line. */
export type OutboxChange =
  /** A subscription added, or replaced whole (paused, resumed). */
  | { op: 'subscription'; record: SubscriptionRecord }
  | { op: 'remove'; id: string }
  /** A delivery queued and, in the same line, its subscription's feed positions moved. */
  | { op: 'enqueue'; delivery: DeliveryRecord; positions: FeedPositions }
  | { op: 'attempt'; id: string; result: AttemptResult };

/** Newest first. */
export const deliveriesOf = (state: WebhookState, subscriptionId: string): DeliveryRecord[] =>
  state.deliveries
    .filter((record) => record.subscription_id === subscriptionId)
    .sort((a, b) => b.created_at - a.created_at || b.id.localeCompare(a.id));

function trimLog(state: WebhookState, subscriptionId: string): void {
  const finished = deliveriesOf(state, subscriptionId).filter(
    (record) => record.status !== 'pending',
  );
  const dropped = new Set(finished.slice(LOG_SIZE).map((record) => record.id));
  if (dropped.size > 0) {
    state.deliveries = state.deliveries.filter((record) => !dropped.has(record.id));
  }
}

/**
 * Applies one change in place. Records are changed, not replaced, where callers hold them
 * (a delivery under way), so they see the outcome. Applying again the changes that follow a
 * state that already holds them leaves it as it was (a compaction may snapshot changes whose
 * lines are still queued behind it): puts replace, attempts assign, a queued delivery that
 * exists already is not added twice.
 */
export function applyChange(state: WebhookState, change: OutboxChange): void {
  switch (change.op) {
    case 'subscription': {
      const index = state.subscriptions.findIndex((record) => record.id === change.record.id);
      if (index === -1) state.subscriptions.push(change.record);
      else state.subscriptions[index] = change.record;
      return;
    }
    case 'remove':
      state.subscriptions = state.subscriptions.filter((record) => record.id !== change.id);
      state.deliveries = state.deliveries.filter((record) => record.subscription_id !== change.id);
      return;
    case 'enqueue': {
      const subscription = state.subscriptions.find(
        (record) => record.id === change.delivery.subscription_id,
      );
      if (!subscription) return;
      subscription.positions = { ...subscription.positions, ...change.positions };
      if (state.deliveries.some((record) => record.id === change.delivery.id)) return;
      state.deliveries.push(change.delivery);
      trimLog(state, subscription.id);
      return;
    }
    case 'attempt': {
      const delivery = state.deliveries.find((record) => record.id === change.id);
      if (delivery) Object.assign(delivery, change.result);
      return;
    }
  }
}
