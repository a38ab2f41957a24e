/**
 * Session tokens. Guards against token theft from memory dumps or logs and against timing
 * attacks: a token is 256 random bits, only its SHA-256 hash is kept, and the stored hash is
 * compared in constant time. Tokens live 1800 s; the old token stays valid until it expires
 * after a refresh.
 *
 * `SessionStore` is what the routes use; `TokenStore` keeps the sessions in this process's
 * memory (the desktop app, one headless instance), postgres.ts on the PostgreSQL
 * server every instance shares (`--database-url`). kept-state.ts chooses.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthContext } from '../../core/caller.js';
import type { Clock } from '../../core/clock.js';

const TOKEN_LIFETIME_SECONDS = 1800;

export interface IssuedToken {
  token: string;
  expires_at: number;
  expires_in: number;
}

/** What a session holds: the caller, without the fields the store sets. */
export type SessionContext = Omit<
  AuthContext,
  'expiresAt' | 'kind' | 'mayWriteFiles' | 'mayManageBookkeeping'
>;

export interface SessionStore {
  issue(context: SessionContext): Promise<IssuedToken>;
  /** The caller behind a token, or null when unknown or expired. */
  resolve(token: string): Promise<AuthContext | null>;
  /** Ends one token (a month pack's own session, when its run is done). */
  revoke(token: string): Promise<void>;
  /** Ends the session behind a caller (logout); the token no longer resolves, anywhere. */
  end(context: AuthContext): Promise<void>;
}

export const hashToken = (token: string): Buffer =>
  createHash('sha256').update(token, 'utf8').digest();

/** A new token and the times it is valid for, as `issue` answers them. */
export function newToken(clock: Clock): IssuedToken {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = Math.floor(clock.now() / 1000) + TOKEN_LIFETIME_SECONDS;
  return { token, expires_at: expiresAt, expires_in: TOKEN_LIFETIME_SECONDS };
}

export class TokenStore implements SessionStore {
  private readonly sessions = new Map<string, { hash: Buffer; context: AuthContext }>();

  constructor(private readonly clock: Clock) {}

  issue(context: SessionContext): Promise<IssuedToken> {
    this.sweepExpired();
    const issued = newToken(this.clock);
    const hash = hashToken(issued.token);
    this.sessions.set(hash.toString('hex'), {
      hash,
      context: {
        ...context,
        kind: 'token',
        mayWriteFiles: true,
        mayManageBookkeeping: true,
        expiresAt: issued.expires_at,
      },
    });
    return Promise.resolve(issued);
  }

  resolve(token: string): Promise<AuthContext | null> {
    const hash = hashToken(token);
    const entry = this.sessions.get(hash.toString('hex'));
    if (!entry || !timingSafeEqual(entry.hash, hash)) return Promise.resolve(null);
    const expiresAt = entry.context.expiresAt ?? 0;
    if (expiresAt * 1000 <= this.clock.now()) {
      this.sessions.delete(hash.toString('hex'));
      return Promise.resolve(null);
    }
    return Promise.resolve(entry.context);
  }

  revoke(token: string): Promise<void> {
    this.sessions.delete(hashToken(token).toString('hex'));
    return Promise.resolve();
  }

  end(context: AuthContext): Promise<void> {
    for (const [key, entry] of this.sessions) {
      if (entry.context === context) this.sessions.delete(key);
    }
    return Promise.resolve();
  }

  private sweepExpired(): void {
    const now = this.clock.now();
    for (const [key, { context }] of this.sessions) {
      if ((context.expiresAt ?? 0) * 1000 <= now) this.sessions.delete(key);
    }
  }
}
