/**
 * Bearer authentication for every API route (under /api/) not marked
 * `config: { public: true }`. Guards against unauthenticated reads: a missing, malformed,
 * expired or unknown token is 401 with the spec's hint before any route code runs. The web
 * UI's static files and /healthz hold no data and need no token.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../core/caller.js';
import { unauthorized } from '../../core/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Routes that need no bearer token (login, refresh, health, docs). */
    public?: boolean;
    /** Reports of several tables, whose CSV is a zip (route.ts `csv: 'zip'`; export/format.ts). */
    tables?: boolean;
  }
}

/** Resolves a presented bearer credential (session token or API key) to its caller. */
type CredentialResolver = (credential: string) => Promise<AuthContext | null> | AuthContext | null;

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,512})\s*$/i;

/** The credential an `Authorization` header presents, however it is spelled; else null. */
export const bearerCredential = (header: string | undefined): string | null =>
  (header && BEARER.exec(header)?.[1]) || null;

export function registerAuth(app: FastifyInstance, resolvers: CredentialResolver[]): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.is404) return;
    if (request.routeOptions.config.public === true) return;
    const header = request.headers.authorization;
    if (!header) throw unauthorized('no bearer token: send Authorization: Bearer <token>');
    const match = BEARER.exec(header);
    if (!match?.[1]) throw unauthorized('the Authorization header is not a bearer token');
    for (const resolve of resolvers) {
      const context = await resolve(match[1]);
      if (context) {
        request.auth = context;
        return;
      }
    }
    throw unauthorized('the token is unknown or has expired');
  });
}

/** The caller of an authenticated route (the hook guarantees one). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized('no bearer token: send Authorization: Bearer <token>');
  return request.auth;
}
