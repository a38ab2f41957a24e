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
  },
  'GET /api/webhooks': { response: webhookListSchema },
  'GET /api/webhooks/:id': { params: webhookIdParams, response: webhookSchema },
  'DELETE /api/webhooks/:id': { params: webhookIdParams, response: webhookDeletedSchema },
  'POST /api/webhooks/:id/ping': { params: webhookIdParams, response: deliverySchema },
  'POST /api/webhooks/:id/resume': { params: webhookIdParams, response: webhookSchema },
  'GET /api/webhooks/:id/deliveries': { params: webhookIdParams, response: deliveryListSchema },
} as const satisfies Record<EndpointName, EndpointSpec>;
