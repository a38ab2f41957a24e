/**
 * The statements of postgres.ts, and its subscriptions and deliveries as rows of its
 * tables and back.
 */
import type { DeliveryRecord, SubscriptionRecord } from './outbox-state.js';

export interface SubscriptionRow {
  id: string;
  account: string;
  user_key: string;
  url: string;
  events: SubscriptionRecord['events'];
  description: string;
  created_at: number;
  secret: string;
  credentials: SubscriptionRecord['credentials'];
  vault_key_id: string | null;
  api_key_id: string | null;
  paused_reason: NonNullable<SubscriptionRecord['paused']>['reason'] | null;
  paused_at: number | null;
  positions: SubscriptionRecord['positions'];
}

export type DeliveryRow = DeliveryRecord & { seq: number };

export const toSubscription = (row: SubscriptionRow): SubscriptionRecord => ({
  id: row.id,
  account: row.account,
  user: row.user_key,
  url: row.url,
  events: row.events,
  description: row.description,
  created_at: row.created_at,
  secret: row.secret,
  credentials: row.credentials,
  vault_key_id: row.vault_key_id,
  api_key_id: row.api_key_id,
  paused: row.paused_reason === null ? null : { reason: row.paused_reason, at: row.paused_at ?? 0 },
  positions: row.positions,
});

export const toDelivery = (row: DeliveryRow): DeliveryRecord => ({
  id: row.id,
  subscription_id: row.subscription_id,
  account: row.account,
  events: row.events,
  status: row.status,
  attempts: row.attempts,
  created_at: row.created_at,
  last_attempt_at: row.last_attempt_at,
  next_attempt_at: row.next_attempt_at,
  last_status_code: row.last_status_code,
  last_error: row.last_error,
});

export const INSERT_SUBSCRIPTION = `insert into svc_webhook_subscriptions (id, account,
    user_key, url, events, description, created_at, secret, credentials, vault_key_id,
    api_key_id, paused_reason, paused_at, positions)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`;

export const subscriptionValues = (record: SubscriptionRecord): unknown[] => [
  record.id,
  record.account,
  record.user,
  record.url,
  JSON.stringify(record.events),
  record.description,
  record.created_at,
  record.secret,
  record.credentials === null ? null : JSON.stringify(record.credentials),
  record.vault_key_id,
  record.api_key_id,
  record.paused?.reason ?? null,
  record.paused?.at ?? null,
  JSON.stringify(record.positions),
];

export const INSERT_DELIVERY = `insert into svc_webhook_deliveries (id, subscription_id,
    account, events, status, attempts, created_at, last_attempt_at, next_attempt_at,
    last_status_code, last_error)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`;

export const deliveryValues = (delivery: DeliveryRecord): unknown[] => [
  delivery.id,
  delivery.subscription_id,
  delivery.account,
  JSON.stringify(delivery.events),
  delivery.status,
  delivery.attempts,
  delivery.created_at,
  delivery.last_attempt_at,
  delivery.next_attempt_at,
  delivery.last_status_code,
  delivery.last_error,
];

/** Its subscription has no older pending delivery: the one in turn. */
const IN_TURN = `not exists (
  select 1 from svc_webhook_deliveries older
  where older.subscription_id = d.subscription_id and older.status = 'pending'
    and older.seq < d.seq)`;

/**
 * Due deliveries in turn, of subscriptions not paused (their deliveries wait, and must not
 * fill a look's batch). row_to_json keeps a json column's text as written (the events),
 * unlike to_jsonb.
 */
export const DUE_SELECT = `select row_to_json(d) as delivery, row_to_json(s) as subscription
  from svc_webhook_deliveries d
  join svc_webhook_subscriptions s on s.id = d.subscription_id
  where d.status = 'pending' and d.next_attempt_at <= $1
    and s.paused_reason is null and s.credentials is not null and ${IN_TURN}`;

/** Deletes a subscription's ($1) finished deliveries past the newest $2. */
export const TRIM_LOG = `delete from svc_webhook_deliveries
  where subscription_id = $1 and status <> 'pending' and seq not in (
    select seq from svc_webhook_deliveries
    where subscription_id = $1 and status <> 'pending'
    order by created_at desc, seq desc limit $2)`;
