/** Subscription and delivery records as the API shows them (shared/api/webhooks.ts). */
import type { Delivery, Webhook } from '../../../../shared/api/webhooks.js';
import { formatApiTimestamp } from '../../../../shared/dates.js';
import type { DeliveryRecord, SubscriptionRecord } from '../../data/webhooks/outbox.js';
import type { SubscriptionState } from '../../data/webhooks/pausing.js';

const stamp = (instant: number | null) => (instant === null ? null : formatApiTimestamp(instant));

export const toWebhook = (record: SubscriptionRecord, state: SubscriptionState): Webhook => ({
  id: record.id,
  url: record.url,
  events: record.events,
  description: record.description,
  created_at: formatApiTimestamp(record.created_at),
  status: state.status,
  paused_reason: state.status === 'paused' ? state.reason : null,
  paused_at: state.status === 'paused' ? stamp(state.at) : null,
});

export const toDelivery = (record: DeliveryRecord): Delivery => ({
  delivery_id: record.id,
  status: record.status,
  event_types: [...new Set(record.events.map((event) => event.type))],
  event_count: record.events.length,
  attempts: record.attempts,
  created_at: formatApiTimestamp(record.created_at),
  last_attempt_at: stamp(record.last_attempt_at),
  next_attempt_at: stamp(record.next_attempt_at),
  last_status_code: record.last_status_code,
  last_error: record.last_error,
});
