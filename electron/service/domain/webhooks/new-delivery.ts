/**
 * A delivery of events to one subscription, queued now and due at once; and the id of an
 * event, derived from the subscription, the row and its update time, so a poll repeated after
 * a crash (or by another instance) yields the same ids.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { WebhookEvent } from '../../../../shared/api/webhooks.js';
import type { DeliveryRecord, SubscriptionRecord } from '../../data/webhooks/outbox-state.js';

export const eventIdOf = (subscriptionId: string, type: string, rowId: number, updated: string) =>
  `evt_${createHash('sha256').update(`${subscriptionId}|${type}|${rowId}|${updated}`).digest('hex').slice(0, 32)}`;

export function newDelivery(
  subscription: SubscriptionRecord,
  events: WebhookEvent[],
  now: number,
): DeliveryRecord {
  return {
    id: `dlv_${randomBytes(12).toString('hex')}`,
    subscription_id: subscription.id,
    account: subscription.account,
    events,
    status: 'pending',
    attempts: 0,
    created_at: now,
    last_attempt_at: null,
    next_attempt_at: now,
    last_status_code: null,
    last_error: null,
  };
}
