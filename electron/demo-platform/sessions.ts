/**
 * Login sessions: a random hash per login, valid for an absolute lifetime, per account. Each
 * keeps the auth object its login answered, which later calls must send back unchanged.
 */
import { randomBytes } from 'node:crypto';
import type { DemoUser } from './accounts.js';

export interface Session {
  hash: string;
  account: string;
  user: DemoUser;
  /** The login's answer: the auth object every later call of this session must carry. */
  auth: Readonly<Record<string, unknown>>;
  expiresAt: number;
}

export class SessionStore {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** `authOf` builds the login's answer around the new session's hash. */
  create(
    account: string,
    user: DemoUser,
    authOf: (hash: string) => Record<string, unknown>,
  ): Session {
    this.prune();
    const hash = randomBytes(24).toString('hex');
    const session: Session = {
      hash,
      account,
      user,
      auth: authOf(hash),
      expiresAt: this.now() + this.lifetimeMs,
    };
    this.sessions.set(session.hash, session);
    return session;
  }

  /** The live session for this hash in this account, or null (unknown, expired, other account). */
  find(hash: string, account: string): Session | null {
    const session = this.sessions.get(hash);
    if (!session) return null;
    if (session.expiresAt <= this.now()) {
      this.sessions.delete(hash);
      return null;
    }
    return session.account === account ? session : null;
  }

  /** Ends every session (of one account, or of all): the next call answers class Auth. */
  expireAll(account?: string): void {
    for (const [hash, session] of this.sessions) {
      if (account === undefined || session.account === account) this.sessions.delete(hash);
    }
  }

  private prune(): void {
    const now = this.now();
    for (const [hash, session] of this.sessions) {
      if (session.expiresAt <= now) this.sessions.delete(hash);
    }
  }
}
