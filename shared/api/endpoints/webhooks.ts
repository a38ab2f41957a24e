/** The endpoint table's part for webhook subscriptions and their deliveries. */
import {
  createdWebhookSchema,
  createWebhookRequestSchema,
  deliveryListSchema,
  deliverySchema,
  webhookDeletedSchema,
  webhookIdParams,
  webhookListSchema,
  webhookSchema,
} from '../webhooks.js';
import type { EndpointName, EndpointSpec } from './spec.js';

export const webhookEndpoints = {
  'POST /api/webhooks': {
    body: createWebhookRequestSchema,
    response: createdWebhookSchema,
    status: 201,
    errors: [400, 401, 403, 409, 501, 502, 503, 507],
  },
  'GET /api/webhooks': { response: webhookListSchema, errors: [401] },
  'GET /api/webhooks/:id': {
    params: webhookIdParams,
    response: webhookSchema,
    errors: [400, 401, 404],
  },
  'DELETE /api/webhooks/:id': {
    params: webhookIdParams,
    response: webhookDeletedSchema,
    errors: [400, 401, 404, 507],
  },
  'POST /api/webhooks/:id/ping': {
    params: webhookIdParams,
    response: deliverySchema,
    errors: [400, 401, 404, 409, 507],
  },
  'POST /api/webhooks/:id/resume': {
    params: webhookIdParams,
    response: webhookSchema,
    errors: [400, 401, 403, 404, 503, 507],
  },
  'GET /api/webhooks/:id/deliveries': {
    params: webhookIdParams,
    response: deliveryListSchema,
    errors: [400, 401, 404],
  },
} as const satisfies Record<EndpointName, EndpointSpec>;
