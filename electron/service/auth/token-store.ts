/**
 * Session tokens. Guards against token theft from memory dumps or logs and against timing
 * attacks: a token is 256 random bits, only its SHA-256 hash is kept, and the stored hash is
 * compared in constant time. Tokens live 1800 s; the old token stays valid until it expires
 * after a refresh.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthContext } from '../caller.js';
import type { Clock } from '../clock.js';

export const TOKEN_LIFETIME_SECONDS = 1800;

export interface IssuedToken {
  token: string;
  expires_at: number;
  expires_in: number;
}

const hashToken = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

export class TokenStore {
  private readonly sessions = new Map<string, { hash: Buffer; context: AuthContext }>();

  constructor(private readonly clock: Clock) {}

  issue(context: Omit<AuthContext, 'expiresAt' | 'kind'>): IssuedToken {
    this.sweepExpired();
    const token = randomBytes(32).toString('base64url');
    const nowSeconds = Math.floor(this.clock.now() / 1000);
    const expiresAt = nowSeconds + TOKEN_LIFETIME_SECONDS;
    const hash = hashToken(token);
    this.sessions.set(hash.toString('hex'), {
      hash,
      context: { ...context, kind: 'token', expiresAt },
    });
    return { token, expires_at: expiresAt, expires_in: TOKEN_LIFETIME_SECONDS };
  }

  /** The caller behind a token, or null when unknown or expired. */
  resolve(token: string): AuthContext | null {
    const hash = hashToken(token);
    const entry = this.sessions.get(hash.toString('hex'));
    if (!entry || !timingSafeEqual(entry.hash, hash)) return null;
    const expiresAt = entry.context.expiresAt ?? 0;
    if (expiresAt * 1000 <= this.clock.now()) {
      this.sessions.delete(hash.toString('hex'));
      return null;
    }
    return entry.context;
  }

  revoke(token: string): void {
    this.sessions.delete(hashToken(token).toString('hex'));
  }

  /** Ends the session behind a caller (logout); the token no longer resolves. */
  end(context: AuthContext): void {
    for (const [key, entry] of this.sessions) {
      if (entry.context === context) this.sessions.delete(key);
    }
  }

  private sweepExpired(): void {
    const now = this.clock.now();
    for (const [key, { context }] of this.sessions) {
      if ((context.expiresAt ?? 0) * 1000 <= now) this.sessions.delete(key);
    }
  }
}
