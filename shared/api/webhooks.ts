/**
 * Webhook subscriptions: POST/GET /api/webhooks, GET/DELETE /api/webhooks/{id},
 * POST /api/webhooks/{id}/ping, POST /api/webhooks/{id}/resume and
 * GET /api/webhooks/{id}/deliveries, plus the shape of a delivered batch and its signature
 * header.
 */
import { z } from 'zod';
import { listEnvelope } from './common.js';
import { storedText } from './stored-text.js';

const WEBHOOK_EVENT_TYPES = ['order.updated', 'product.updated', 'exception.raised'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number] | 'ping';
export const SIGNATURE_HEADER = 'X-Backoffice-Signature';
const MAX_WEBHOOK_URL_LENGTH = 2048;

export const createWebhookRequestSchema = z
  .strictObject({
    url: storedText(
      z
        .string({ message: 'must be a string' })
        .trim()
        .min(1, { message: 'must not be empty' })
        .max(MAX_WEBHOOK_URL_LENGTH, {
          message: `is longer than ${MAX_WEBHOOK_URL_LENGTH} characters`,
        }),
    ).meta({
      description:
        'Where batches are POSTed. https:// only, to a host off this machine and its network ' +
        '(loopback, private, CGNAT and unique-local addresses need --allow-private-webhooks; ' +
        'link-local, metadata and special-purpose addresses are never allowed); checked again ' +
        'on the resolved address at every delivery. Plain http only to a loopback address and ' +
        'only when the service runs with --allow-insecure-webhooks.',
    }),
    events: z
      .array(
        z.enum(WEBHOOK_EVENT_TYPES, {
          message: `must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}`,
        }),
        {
          message: 'must be a list of event types',
        },
      )
      .min(1, { message: 'must name at least one event type' })
      .max(WEBHOOK_EVENT_TYPES.length * 4, { message: 'lists too many event types' })
      .transform((events) => [...new Set(events)]),
    description: storedText(
      z
        .string({ message: 'must be a string' })
        .max(500, { message: 'is longer than 500 characters' }),
    ).optional(),
  })
  .meta({ id: 'CreateWebhookRequest' });

/**
 * Why a subscription is paused. Stored: `api_key_revoked` (the API key it polls with was
 * revoked), `user_logged_out` (its user logged out), `legacy_vault_key` (made before 0.3, its
 * credentials were sealed under a key kept in the data folder and were deleted),
 * `platform_login_refused` (the platform refused the password it polls with). Of this run:
 * `vault_unavailable` (the service has no vault key), `vault_key_changed` (sealed under
 * another vault key than the service has now).
 */
const PAUSED_REASONS = [
  'api_key_revoked',
  'user_logged_out',
  'legacy_vault_key',
  'platform_login_refused',
  'vault_unavailable',
  'vault_key_changed',
] as const;
export type PausedReason = (typeof PAUSED_REASONS)[number];

export const webhookSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    description: z.string(),
    created_at: z.string().meta({ description: 'ISO 8601 with the Amsterdam offset.' }),
    status: z.enum(['active', 'paused']).meta({
      description:
        'paused: it neither polls nor delivers (pending deliveries wait); ' +
        'POST /api/webhooks/{id}/resume with an API key resumes it where it stopped.',
    }),
    paused_reason: z
      .enum(PAUSED_REASONS)
      .nullable()
      .meta({
        description:
          'api_key_revoked, user_logged_out, legacy_vault_key (credentials kept beside their key ' +
          'before 0.3 were deleted), platform_login_refused (the platform refused the ' +
          'password it polls with: resume it with a new API key), vault_unavailable (the ' +
          'service has no vault key), ' +
          'vault_key_changed (sealed under another vault key); null when active.',
      }),
    paused_at: z
      .string()
      .nullable()
      .meta({ description: 'When it was paused; null when active or paused by this run.' }),
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof webhookSchema>;

export const createdWebhookSchema = webhookSchema
  .extend({
    secret: z.string().meta({
      description:
        'Signing secret, shown only in this answer. Verify each batch: ' +
        'X-Backoffice-Signature = t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>.',
    }),
  })
  .meta({ id: 'CreatedWebhook' });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhookListSchema = listEnvelope(webhookSchema).meta({ id: 'WebhookList' });

export const webhookIdParams = z.strictObject({
  id: z.string().regex(/^whk_[a-f0-9]{16}$/, {
    message: 'must be a webhook id such as whk_0123456789abcdef',
  }),
});

export const webhookDeletedSchema = z
  .object({ id: z.string(), deleted: z.literal(true) })
  .meta({ id: 'WebhookDeleted' });

const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const deliverySchema = z
  .object({
    delivery_id: z.string(),
    status: z.enum(DELIVERY_STATUSES).meta({
      description: 'pending (not yet accepted; retried), delivered (2xx), failed (gave up).',
    }),
    event_types: z.array(z.string()),
    event_count: z.number().int(),
    attempts: z.number().int(),
    created_at: z.string(),
    last_attempt_at: z.string().nullable(),
    next_attempt_at: z.string().nullable(),
    last_status_code: z
      .number()
      .int()
      .nullable()
      .meta({ description: "The receiver's HTTP status." }),
    last_error: z.string().nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryListSchema = listEnvelope(deliverySchema).meta({
  id: 'WebhookDeliveryList',
  description: 'Newest first; the last 100 deliveries of the subscription.',
});

/** What a receiver gets: one batch per POST. */
const webhookEventSchema = z
  .object({
    id: z.string().meta({ description: 'Stable per change: de-duplicate on it.' }),
    type: z.enum([...WEBHOOK_EVENT_TYPES, 'ping']),
    occurred_at: z.string(),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'WebhookEvent' });
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export const webhookBatchSchema = z
  .object({
    delivery_id: z.string(),
    account: z.string(),
    sent_at: z.string(),
    events: z.array(webhookEventSchema),
  })
  .meta({ id: 'WebhookBatch' });
export type WebhookBatch = z.infer<typeof webhookBatchSchema>;
