/**
 * The API keys of the logged-in user: the list (GET /api/api-keys), making one (POST, the
 * key in the answer once) and revoking one (DELETE); a write's answer is parsed with its
 * contract's schema.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  apiKeyDeletedSchema,
  createdApiKeySchema,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from '../../../../shared/api/keys.js';
import { api } from '../../app/api.js';

export const apiKeyQueries = {
  all: ['api-keys'] as const,
  list: () =>
    queryOptions({
      queryKey: [...apiKeyQueries.all, 'list'],
      queryFn: ({ signal }) => api.get('/api/api-keys', {}, { signal }),
      // Another window, or a tool with its key, may change it: read again when looked at.
      staleTime: 0,
    }),
};

export async function createApiKey(request: CreateApiKeyRequest): Promise<CreatedApiKey> {
  return createdApiKeySchema.parse(await api.post('/api/api-keys', request));
}

export async function revokeApiKey(id: string): Promise<void> {
  apiKeyDeletedSchema.parse(await api.delete(`/api/api-keys/${encodeURIComponent(id)}`));
}
