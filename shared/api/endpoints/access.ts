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
  'GET /healthz': { response: healthSchema, public: true, errors: [] },
  'GET /api/openapi.json': { response: openApiDocumentSchema, public: true, errors: [] },
  'POST /api/auth/login': {
    body: loginRequestSchema,
    response: tokenSchema,
    public: true,
    errors: [400, 401, 415, 502],
  },
  'POST /api/auth/refresh': {
    body: loginRequestSchema,
    response: tokenSchema,
    public: true,
    errors: [400, 401, 415, 502],
  },
  'POST /api/auth/logout': { response: logoutSchema, errors: [401, 403] },
  'GET /api/me': { response: meSchema, errors: [401] },
  'POST /api/api-keys': {
    body: createApiKeyRequestSchema,
    response: createdApiKeySchema,
    status: 201,
    errors: [400, 401, 403, 409, 502, 507],
  },
  'GET /api/api-keys': { response: apiKeyListSchema, errors: [401] },
  'DELETE /api/api-keys/:id': {
    params: apiKeyIdParams,
    response: apiKeyDeletedSchema,
    errors: [400, 401, 404, 507],
  },
  'GET /api/capabilities': { response: capabilitiesResponseSchema, errors: [401, 502] },
  'GET /api/progress': { query: progressQuerySchema, response: progressSchema, errors: [400, 401] },
  'GET /api/warm-up': { query: warmUpQuerySchema, response: warmUpStateSchema, errors: [400, 401] },
} as const satisfies Record<EndpointName, EndpointSpec>;
