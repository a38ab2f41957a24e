/**
 * Session tokens on the PostgreSQL server every instance shares, so any instance answers any
 * token and a logout on one holds on all at once. A row holds the token's SHA-256 (never the
 * token), its expiry, and the caller with its platform session sealed under the vault key
 * (core/credential-box.ts), so a copy of the database opens no platform session.
 *
 * Every request reads its token's row: a token whose row is gone (a logout on any instance)
 * or expired is refused at once; nothing is cached that could outlive it. What is kept here is
 * only the opened caller of a row this instance has seen, reused while the row is the same, so
 * one session is one object across its requests (the read model remembers when the platform
 * last vouched for a session by the object: read-model/freshener.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import type { AuthContext } from '../../core/caller.js';
import type { Clock } from '../../core/clock.js';
import { openValue, sealValue, type SealedBox } from '../../core/credential-box.js';
import {
  hashToken,
  newToken,
  type IssuedToken,
  type SessionContext,
  type SessionStore,
} from './store.js';
import type { Queries } from '../database/pool.js';

const INFO = 'backoffice-desk session v1';
/** Expired rows are deleted at most this often by each instance. */
const SWEEP_INTERVAL_MS = 60_000;
/** Opened callers kept before the expired ones are dropped (and, past that, all). */
const OPENED_LIMIT = 10_000;

interface SessionRow {
  token_hash: string;
  expires_at: number;
  sealed: SealedBox;
}

/** What is sealed: the caller as the routes see it, without what the store sets. */
const sealable = (context: SessionContext): SessionContext => ({
  account: context.account,
  upstream: context.upstream,
  user: context.user,
  roles: context.roles,
  lockedLocationId: context.lockedLocationId,
  unknown: context.unknown,
});

export class PostgresSessionStore implements SessionStore {
  private readonly opened = new Map<string, { ciphertext: string; context: AuthContext }>();
  private readonly hashOf = new WeakMap<AuthContext, string>();
  private sweptAt = 0;

  constructor(
    private readonly db: Queries,
    private readonly vaultKey: Buffer,
    private readonly clock: Clock,
  ) {}

  async issue(context: SessionContext): Promise<IssuedToken> {
    const issued = newToken(this.clock);
    const hash = hashToken(issued.token).toString('hex');
    const sealed = sealValue(this.vaultKey, hash, sealable(context), INFO);
    await this.db.query(
      'insert into svc_sessions (token_hash, expires_at, sealed) values ($1, $2, $3)',
      [hash, issued.expires_at * 1000, JSON.stringify(sealed)],
    );
    await this.sweep();
    return issued;
  }

  async resolve(token: string): Promise<AuthContext | null> {
    const hash = hashToken(token);
    const key = hash.toString('hex');
    const [row] = await this.db.query<SessionRow>(
      'select token_hash, expires_at, sealed from svc_sessions where token_hash = $1',
      [key],
    );
    if (!row || !timingSafeEqual(Buffer.from(row.token_hash, 'hex'), hash)) {
      this.opened.delete(key);
      return null;
    }
    if (row.expires_at <= this.clock.now()) {
      this.opened.delete(key);
      await this.db.query('delete from svc_sessions where token_hash = $1', [key]);
      return null;
    }
    const known = this.opened.get(key);
    if (known?.ciphertext === row.sealed.ciphertext) return known.context;
    // Sealed under another vault key (an instance started with the wrong one): unknown here.
    const value = openValue(this.vaultKey, key, row.sealed, INFO) as SessionContext | undefined;
    if (value === undefined) return null;
    const context: AuthContext = {
      ...value,
      kind: 'token',
      mayWriteFiles: true,
      mayManageBookkeeping: true,
      expiresAt: Math.floor(row.expires_at / 1000),
    };
    this.remember(key, row.sealed.ciphertext, context);
    return context;
  }

  async revoke(token: string): Promise<void> {
    await this.forget(hashToken(token).toString('hex'));
  }

  async end(context: AuthContext): Promise<void> {
    const key = this.hashOf.get(context);
    if (key !== undefined) await this.forget(key);
  }

  private async forget(key: string): Promise<void> {
    this.opened.delete(key);
    await this.db.query('delete from svc_sessions where token_hash = $1', [key]);
  }

  private remember(key: string, ciphertext: string, context: AuthContext): void {
    if (this.opened.size >= OPENED_LIMIT) {
      const now = this.clock.now();
      for (const [other, entry] of this.opened) {
        if ((entry.context.expiresAt ?? 0) * 1000 <= now) this.opened.delete(other);
      }
      if (this.opened.size >= OPENED_LIMIT) this.opened.clear();
    }
    this.opened.set(key, { ciphertext, context });
    this.hashOf.set(context, key);
  }

  /** Deletes the expired rows, at most once a minute per instance. */
  private async sweep(): Promise<void> {
    const now = this.clock.now();
    if (now - this.sweptAt < SWEEP_INTERVAL_MS) return;
    this.sweptAt = now;
    await this.db.query('delete from svc_sessions where expires_at <= $1', [now]);
  }
}
