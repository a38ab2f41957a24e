/** POST/GET /api/api-keys and DELETE /api/api-keys/{id}: long-lived, user-bound API keys. */
import { z } from 'zod';
import { listEnvelope } from './common.js';
import { storedText } from './stored-text.js';

export const API_KEY_NAME_MAX = 100;

export const createApiKeyRequestSchema = z
  .strictObject({
    name: storedText(
      z
        .string({ message: 'must be a string' })
        .trim()
        .min(1, { message: 'must not be empty' })
        .max(API_KEY_NAME_MAX, { message: `is longer than ${API_KEY_NAME_MAX} characters` }),
    ).meta({ description: 'A label to recognise the key by, e.g. "accounting export".' }),
    password: z
      .string({ message: 'must be a string' })
      .min(1, { message: 'must not be empty' })
      .max(1024, { message: 'is longer than 1024 characters' })
      .meta({ description: "The user's upstream password, checked by a fresh upstream login." }),
    may_write_files: z
      .boolean({ message: 'must be true or false' })
      .optional()
      .meta({
        description:
          'Whether the key may write files onto this computer (POST /api/exports/month-pack) ' +
          'and keep a month-pack schedule. False when left out: a key made for another tool ' +
          'reads data; a key without it gets 403 `files_not_allowed` there.',
      }),
    may_manage_bookkeeping: z
      .boolean({ message: 'must be true or false' })
      .optional()
      .meta({
        description:
          'Whether the key may change or remove the bookkeeping connection, its account links ' +
          'and the posting schedule (where the books are posted). False when left out; a key ' +
          'without it gets 403 `bookkeeping_not_allowed` there. A key of a user limited to a ' +
          'location never may, right or not.',
      }),
  })
  .meta({ id: 'CreateApiKeyRequest' });
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

const apiKeySchema = z
  .object({
    id: z.string().meta({ description: 'Key id, for DELETE /api/api-keys/{id}.' }),
    name: z.string(),
    created_at: z.string().meta({ description: 'ISO 8601 with the Amsterdam offset.' }),
    last_used_at: z.string().nullable().meta({
      description: 'When the key last authenticated a request (to the minute); null when never.',
    }),
    may_write_files: z.boolean().meta({
      description:
        'Whether the key may write files onto this computer and keep a month-pack schedule, ' +
        'as asked for when it was made. Keys made before this right existed have it not.',
    }),
    may_manage_bookkeeping: z.boolean().meta({
      description:
        'Whether the key may change the bookkeeping connection, its account links and the ' +
        'posting schedule, as asked for when it was made. Keys made before it existed have it not.',
    }),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createdApiKeySchema = apiKeySchema
  .extend({
    key: z.string().meta({
      description:
        'The key itself, shown only in this answer. Send it as `Authorization: Bearer <key>`.',
    }),
  })
  .meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = listEnvelope(apiKeySchema).meta({ id: 'ApiKeyList' });

export const apiKeyIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^key_[a-f0-9]{16}$/, { message: 'must be an API key id such as key_0123456789abcdef' }),
});

export const apiKeyDeletedSchema = z
  .object({ id: z.string(), deleted: z.literal(true) })
  .meta({ id: 'ApiKeyDeleted' });
