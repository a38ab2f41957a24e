/**
 * Login, refresh, logout and identity. Login and refresh start a fresh upstream session each
 * time. Logout ends the session token and withdraws the user's consent to unattended use of
 * their credentials: their webhook subscriptions are paused (webhooks/pausing.ts).
 */
import type { FastifyInstance } from 'fastify';
import { type LoginRequest, type Me } from '../../../../shared/api/auth.js';
import { UpstreamAuthError } from '../../../upstream/errors.js';
import { resolveIdentity } from '../../domain/auth/identity.js';
import { forbidden, unauthorized } from '../../core/errors.js';
import { defineRoute } from '../route.js';
import type { ServiceDeps } from '../../domain/deps.js';
import type { AuthContext } from '../../core/caller.js';

/** What else a login starts (the warm-up, the daily stock snapshot: boot/login-followers.ts). */
interface AuthHooks {
  loggedIn?: (auth: AuthContext) => void;
}

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: ServiceDeps,
  hooks: AuthHooks = {},
): void {
  const { upstream, tokens } = deps;

  const startSession = async ({ account, email, password }: LoginRequest) => {
    try {
      const session = await upstream.login(account, email, password);
      const identity = await resolveIdentity(upstream, session);
      const context = { account: session.account, upstream: session, ...identity };
      const issued = await tokens.issue(context);
      hooks.loggedIn?.({
        ...context,
        kind: 'token',
        mayWriteFiles: true,
        mayManageBookkeeping: true,
        expiresAt: issued.expires_at,
      });
      return issued;
    } catch (error) {
      if (error instanceof UpstreamAuthError) {
        throw unauthorized('the account, e-mail or password is not right');
      }
      throw error;
    }
  };

  for (const [name, summary] of [
    ['POST /api/auth/login', 'Log in with the platform account, e-mail and password'],
    ['POST /api/auth/refresh', 'Re-authenticate with the same credentials for a fresh token'],
  ] as const) {
    defineRoute(
      app,
      name,
      {
        summary,
        description: 'The token lives 1800 s; clients refresh about 25 minutes after issue.',
        tag: 'auth',
      },
      ({ body }) => startSession(body),
    );
  }

  defineRoute(
    app,
    'POST /api/auth/logout',
    {
      summary: "End the session token and pause the user's webhook subscriptions",
      description:
        'The token stops working at once. Every webhook subscription of this user is paused ' +
        '(`paused_reason: user_logged_out`) until resumed with an API key. An API key is not ' +
        'a session: it is ended with DELETE /api/api-keys/{id} (403 here).',
      tag: 'auth',
    },
    async ({ auth }) => {
      if (auth.kind !== 'token') {
        throw forbidden('an API key does not log out; revoke it with DELETE /api/api-keys/{id}');
      }
      await tokens.end(auth);
      const paused = await deps.revocations.announce({
        kind: 'logout',
        account: auth.account,
        user: auth.user.key,
      });
      return { logged_out: true as const, paused_webhooks: paused };
    },
  );

  defineRoute(
    app,
    'GET /api/me',
    {
      summary: 'The caller: account, user, roles and locked location (or what is unknown)',
      tag: 'auth',
    },
    async ({ auth }): Promise<Me> => ({
      account: auth.account,
      user: { id: auth.user.id, email: auth.user.email, name: auth.user.name },
      roles: auth.roles,
      locked_location_id: auth.lockedLocationId,
      unknown: auth.unknown,
      token_expires_at: auth.expiresAt,
      data_as_of: await dataAsOf(deps, auth),
    }),
  );
}

async function dataAsOf(deps: ServiceDeps, auth: AuthContext): Promise<string | null> {
  const asOf = await deps.reads.dataAsOf(auth);
  return asOf === null ? null : new Date(asOf).toISOString();
}
