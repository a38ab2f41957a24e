/**
 * POST/GET /api/api-keys and DELETE /api/api-keys/{id}. Creating a key needs a session token
 * and the user's password (checked by a fresh upstream login), so a stolen session token alone
 * cannot mint a long-lived key; a key cannot create further keys.
 */
import type { FastifyInstance } from 'fastify';
import { formatApiTimestamp } from '../../../../shared/dates.js';
import { type ApiKey } from '../../../../shared/api/keys.js';
import { UpstreamAuthError } from '../../../upstream/errors.js';
import {
  MAX_API_KEYS_PER_USER,
  type ApiKeyStore,
  type StoredApiKey,
} from '../../data/api-keys/store.js';
import type { ApiKeyAuthenticator } from '../../domain/auth/api-keys.js';
import type { AuthContext } from '../../core/caller.js';
import { ApiError, forbidden, notFound, wrongPassword } from '../../core/errors.js';
import { defineRoute } from '../route.js';
import type { ServiceDeps } from '../../domain/deps.js';

const toApiKey = (record: StoredApiKey): ApiKey => ({
  id: record.id,
  name: record.name,
  created_at: formatApiTimestamp(record.created_at),
  last_used_at: record.last_used_at === null ? null : formatApiTimestamp(record.last_used_at),
  may_write_files: record.may_write_files,
  may_manage_bookkeeping: record.may_manage_bookkeeping,
});

const ownerOf = (auth: AuthContext) => ({ account: auth.account, user: auth.user.key });

export function registerApiKeyRoutes(
  app: FastifyInstance,
  deps: ServiceDeps,
  keys: { store: ApiKeyStore; authenticator: ApiKeyAuthenticator },
): void {
  defineRoute(
    app,
    'POST /api/api-keys',
    {
      summary: 'Create a long-lived API key (shown once)',
      description:
        'Needs a session token and the password of the logged-in user (a wrong one is 403 ' +
        '`wrong_password`). The answer carries ' +
        '`key` once; send it as `Authorization: Bearer <key>`. It does not expire; revoke it ' +
        'with DELETE /api/api-keys/{id}. A key reads; it writes files onto this computer ' +
        '(the month pack, its schedule) only when made with `may_write_files: true`, and ' +
        'changes the bookkeeping connection, its account links or the posting schedule only ' +
        'when made with `may_manage_bookkeeping: true` (a key of a user limited to a location ' +
        'never: 403 `bookkeeping_connection_whole_account`). ' +
        `At most ${MAX_API_KEYS_PER_USER} keys per user: ` +
        '409 `api_key_limit` beyond.',
      tag: 'api-keys',
    },
    async ({ body, auth }) => {
      if (auth.kind !== 'token') {
        throw forbidden('an API key cannot create API keys; log in and use the session token');
      }
      try {
        await deps.upstream.login(auth.account, auth.user.email, body.password);
      } catch (error) {
        // A refused credential, not the caller's token: 403 `wrong_password`, as the month
        // pack's schedule answers it. A 401 would tell a client to renew its session, and
        // after a second one to log the user out, for a mistyped password.
        if (error instanceof UpstreamAuthError) throw wrongPassword();
        throw error;
      }
      const created = await keys.store.create(
        ownerOf(auth),
        {
          name: body.name,
          may_write_files: body.may_write_files ?? false,
          may_manage_bookkeeping: body.may_manage_bookkeeping ?? false,
        },
        { account: auth.account, email: auth.user.email, password: body.password },
        MAX_API_KEYS_PER_USER,
      );
      if (!created) {
        throw new ApiError(
          409,
          `you already have ${MAX_API_KEYS_PER_USER} API keys; revoke one you no longer use ` +
            '(DELETE /api/api-keys/{id}) before creating another',
          {},
          { code: 'api_key_limit' },
        );
      }
      return { ...toApiKey(created.record), key: created.key };
    },
  );

  defineRoute(
    app,
    'GET /api/api-keys',
    {
      summary: "The caller's API keys (without the keys themselves)",
      tag: 'api-keys',
    },
    async ({ auth }) => {
      const data = (await keys.store.list(ownerOf(auth))).map(toApiKey);
      return { count: data.length, total: data.length, data };
    },
  );

  defineRoute(
    app,
    'DELETE /api/api-keys/:id',
    {
      summary: 'Revoke an API key',
      description:
        'The key stops working at once, and the webhook subscriptions that poll with it are ' +
        "paused (`paused_reason: api_key_revoked`). Another user's key id is 404, like an " +
        'unknown one.',
      tag: 'api-keys',
    },
    async ({ params, auth }) => {
      if (!(await keys.store.revoke(ownerOf(auth), params.id))) {
        throw notFound(`API key ${params.id} does not exist`);
      }
      keys.authenticator.drop(params.id);
      // Its webhook subscriptions stop polling and delivering before this answers.
      await deps.revocations.announce({ kind: 'api-key', ...ownerOf(auth), keyId: params.id });
      return { id: params.id, deleted: true as const };
    },
  );
}
