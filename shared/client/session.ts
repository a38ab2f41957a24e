/**
 * The token lifecycle the spec prescribes: refresh about 25 minutes after issue (on a timer,
 * and lazily before a call), and after a 401 log in once more with the remembered credentials.
 * When the session cannot be renewed it ends, and the owner hears of it once. Credentials are
 * kept in memory only; the token may be kept by the owner (`SessionKeeper`), so a reloaded
 * window goes on with it until it would need renewing.
 */
import type { Token } from '../api/auth.js';
import { ApiError } from './api-error.js';
import type { Credentials } from './http.js';
import { REFRESH_RETRY_MS } from './timing.js';

type TokenPath = '/api/auth/login' | '/api/auth/refresh';

/** What survives a reload: the token and when it stops working, never the credentials. */
export interface KeptSession {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** Where the owner keeps the token between page loads (the window's sessionStorage). */
export interface SessionKeeper {
  load(): KeptSession | null;
  save(session: KeptSession | null): void;
}

interface SessionSettings {
  /** Posts the credentials to login or refresh and answers the new token. */
  requestToken: (path: TokenPath, credentials: Credentials) => Promise<Token>;
  now: () => number;
  refreshAfterMs: number;
  /** Refresh on a timer as well as lazily before a call. */
  refreshTimer: boolean;
  onSessionExpired?: ((error: ApiError) => void) | undefined;
  keeper?: SessionKeeper | undefined;
}

interface Current {
  token: string;
  refreshAt: number;
  expiresAt: number;
}

export class TokenSession {
  private credentials: Credentials | null = null;
  private current: Current | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  // One renewal at a time: parallel calls that all meet a 401 share one re-login.
  private renewal: Promise<void> | null = null;

  constructor(private readonly settings: SessionSettings) {
    this.resume();
  }

  /** The bearer token to send now, or null when logged out. */
  get token(): string | null {
    return this.current?.token ?? null;
  }

  get isLoggedIn(): boolean {
    return this.current !== null;
  }

  async login(credentials: Credentials): Promise<Token> {
    this.end();
    const token = await this.settings.requestToken('/api/auth/login', credentials);
    this.credentials = credentials;
    this.start(token);
    return token;
  }

  end(): void {
    this.clearTimer();
    this.current = null;
    this.credentials = null;
    this.renewal = null;
    this.settings.keeper?.save(null);
  }

  /**
   * A token kept from before a reload, while it still works. Without the credentials it
   * cannot be refreshed: when it runs out, the next call's 401 ends the session, and the
   * owner shows the login screen over the same place.
   */
  private resume(): void {
    const kept = this.settings.keeper?.load() ?? null;
    if (!kept) return;
    if (kept.expiresAt <= this.settings.now()) {
      this.settings.keeper?.save(null);
      return;
    }
    this.current = { token: kept.token, refreshAt: kept.expiresAt, expiresAt: kept.expiresAt };
  }

  /** Before a call: wait for a renewal under way, or refresh when the token is due. */
  async ensureFresh(): Promise<void> {
    if (this.renewal) await this.renewal;
    else if (this.current && this.settings.now() >= this.current.refreshAt) {
      await this.renew('refresh');
    }
  }

  /**
   * After a call sent with `sentToken` met a 401: log in again, unless another call already
   * renewed the session meanwhile. Throws when the session cannot be renewed.
   */
  async recoverFrom(error: ApiError, sentToken: string | null): Promise<void> {
    if (!this.credentials) this.expire(error);
    if (this.current?.token === sentToken) {
      try {
        await this.renew('login');
      } catch (loginError) {
        if (loginError instanceof ApiError) throw loginError;
        throw error;
      }
    }
    if (!this.current) this.expire(error);
  }

  /** Ends the session for good; the owner hears of it only if there was one to lose. */
  expire(error: ApiError): never {
    const hadSession = this.current !== null || this.credentials !== null;
    this.end();
    if (hadSession) this.settings.onSessionExpired?.(error);
    throw error;
  }

  private start(token: Token): void {
    const issuedAt = this.settings.now();
    // 25 minutes for the spec's 30-minute token; sooner if a token ever lives shorter.
    const lifetimeMs = token.expires_in * 1000;
    const refreshAt =
      issuedAt + Math.min(this.settings.refreshAfterMs, Math.max(0, lifetimeMs - 5 * 60_000));
    const expiresAt = issuedAt + lifetimeMs;
    this.current = { token: token.token, refreshAt, expiresAt };
    this.settings.keeper?.save({ token: token.token, expiresAt });
    this.scheduleRefresh(refreshAt);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private scheduleRefresh(at: number): void {
    this.clearTimer();
    if (!this.settings.refreshTimer) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        // A failed timed refresh is not an error yet: the next call retries lazily.
        this.renew('refresh').catch(() => undefined);
      },
      Math.max(0, at - this.settings.now()),
    );
  }

  /** Refresh (on time) or re-login (after a 401): both post the remembered credentials. */
  private renew(kind: 'refresh' | 'login'): Promise<void> {
    this.renewal ??= this.renewOnce(kind).finally(() => {
      this.renewal = null;
    });
    return this.renewal;
  }

  private async renewOnce(kind: 'refresh' | 'login'): Promise<void> {
    const remembered = this.credentials;
    if (!remembered) return;
    try {
      const path = kind === 'refresh' ? '/api/auth/refresh' : '/api/auth/login';
      const token = await this.settings.requestToken(path, remembered);
      // A logout or a new login meanwhile: this token belongs to a session that is gone.
      if (this.credentials === remembered) this.start(token);
    } catch (error) {
      if (error instanceof ApiError && error.isUnauthorized) this.expire(error);
      if (kind === 'login') throw error;
      // The current token still lives for about 5 minutes: try again a little later.
      if (this.current) {
        this.current.refreshAt = this.settings.now() + REFRESH_RETRY_MS;
        this.scheduleRefresh(this.current.refreshAt);
      }
    }
  }
}
