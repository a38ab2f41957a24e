/** The endpoint table's part for logging in, API keys and the service itself. */
import { loginRequestSchema, logoutSchema, meSchema, tokenSchema } from '../auth.js';
import { capabilitiesResponseSchema } from '../capabilities.js';
import {
  apiKeyDeletedSchema,
  apiKeyIdParams,
  apiKeyListSchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
} from '../keys.js';
import { healthSchema, openApiDocumentSchema } from '../meta.js';
import { progressQuerySchema, progressSchema } from '../progress.js';
import { warmUpQuerySchema, warmUpStateSchema } from '../warm-up.js';
import type { EndpointName, EndpointSpec } from './spec.js';

export const accessEndpoints = {
  'GET /healthz': { response: healthSchema, public: true },
  'GET /api/openapi.json': { response: openApiDocumentSchema, public: true },
  'POST /api/auth/login': { body: loginRequestSchema, response: tokenSchema, public: true },
  'POST /api/auth/refresh': { body: loginRequestSchema, response: tokenSchema, public: true },
  'POST /api/auth/logout': { response: logoutSchema },
  'GET /api/me': { response: meSchema },
  'POST /api/api-keys': {
    body: createApiKeyRequestSchema,
    response: createdApiKeySchema,
    status: 201,
  },
  'GET /api/api-keys': { response: apiKeyListSchema },
  'DELETE /api/api-keys/:id': { params: apiKeyIdParams, response: apiKeyDeletedSchema },
  'GET /api/capabilities': { response: capabilitiesResponseSchema },
  'GET /api/progress': { query: progressQuerySchema, response: progressSchema },
  'GET /api/warm-up': { query: warmUpQuerySchema, response: warmUpStateSchema },
} as const satisfies Record<EndpointName, EndpointSpec>;
