/**
 * The API keys of the logged-in user: the list (GET /api/api-keys), making one (POST, the
 * key in the answer once) and revoking one (DELETE); a write's answer comes parsed by the
 * client with its contract's schema.
 */
import { type CreateApiKeyRequest, type CreatedApiKey } from '../../../../shared/api/keys.js';
import { plainRead } from '../../lib/plain-read.js';
import { api } from '../../app/api.js';

export const apiKeyQueries = {
  all: ['api-keys'] as const,
  list: () =>
    plainRead(
      [...apiKeyQueries.all, 'list'],
      ({ signal }) => api.get('/api/api-keys', {}, { signal }),
      {
        // Another window, or a tool with its key, may change it: read again when looked at.
        staleTime: 0,
      },
    ),
};

export const createApiKey = (request: CreateApiKeyRequest): Promise<CreatedApiKey> =>
  api.post('/api/api-keys', { body: request });

export async function revokeApiKey(id: string): Promise<void> {
  await api.delete('/api/api-keys/:id', { params: { id } });
}
