/** Login, refresh and identity. Login and refresh start a fresh upstream session each time. */
import type { FastifyInstance } from 'fastify';
import { loginRequestSchema, meSchema, tokenSchema, type Me } from '../../../shared/api/auth.js';
import { UpstreamAuthError } from '../../upstream/errors.js';
import type { ServiceRuntime } from '../runtime.js';
import { unauthorized } from '../errors.js';
import { authOf } from '../plugins/auth.js';
import { parseBody } from '../validation.js';

export function registerAuthRoutes(app: FastifyInstance, runtime: ServiceRuntime): void {
  const { upstream, tokens } = runtime;

  const startSession = async (body: unknown) => {
    const { account, email, password } = parseBody(loginRequestSchema, body);
    try {
      const session = await upstream.login(account, email, password);
      const info = await upstream.sessionInfo(session);
      return tokenSchema.parse(
        tokens.issue({
          account: session.account,
          upstream: session,
          user: { id: info.user_id, email: info.email, name: info.name },
          roles: info.roles,
          lockedLocationId: info.locked_location_id,
        }),
      );
    } catch (error) {
      if (error instanceof UpstreamAuthError) {
        throw unauthorized('the account, e-mail or password is not right');
      }
      throw error;
    }
  };

  app.post('/api/auth/login', { config: { public: true } }, (request) =>
    startSession(request.body),
  );
  app.post('/api/auth/refresh', { config: { public: true } }, (request) =>
    startSession(request.body),
  );

  app.get('/api/me', (request): Me => {
    const auth = authOf(request);
    return meSchema.parse({
      account: auth.account,
      user: auth.user,
      roles: auth.roles,
      locked_location_id: auth.lockedLocationId,
      token_expires_at: auth.expiresAt,
    });
  });
}
