/**
 * The upstream sessions the poller polls with, one per subscription, logged in with its sealed
 * credentials and kept until they change (a resume seals new ones) or the platform ends one.
 * A login the platform refuses (class Auth: the user's password changed there) is told apart
 * from a session the platform ended: logging in again with the same credentials would be
 * refused again, every poll, and risks the platform locking the user out.
 */
import type { UpstreamClient, UpstreamSession } from '../../../upstream/client.js';
import { UpstreamAuthError } from '../../../upstream/errors.js';
import { open } from '../../core/credential-box.js';
import type { Vault } from '../../core/vault-key.js';
import type { SubscriptionRecord } from '../../data/webhooks/outbox-state.js';
import { resolveIdentity, type Identity } from '../auth/identity.js';

export interface PollSession {
  session: UpstreamSession;
  identity: Identity;
  /** The sealed credentials it was logged in with: new ones (a resume) log in afresh. */
  sealedWith: string;
}

/** The platform refused to log in with the credentials sealed as `sealedWith`. */
export class LoginRefused extends Error {
  override name = 'LoginRefused';

  constructor(
    readonly sealedWith: string,
    cause: UpstreamAuthError,
  ) {
    super(`the platform refused the login: ${cause.message}`, { cause });
  }
}

export class PollSessions {
  private readonly sessions = new Map<string, PollSession>();

  constructor(
    private readonly upstream: UpstreamClient,
    private readonly vault: () => Vault,
  ) {}

  forget(subscriptionId: string): void {
    this.sessions.delete(subscriptionId);
  }

  /** The subscription's session, logged in when there is none for its credentials. */
  async of(subscription: SubscriptionRecord): Promise<PollSession> {
    const sealedWith = subscription.credentials?.ciphertext ?? '';
    const cached = this.sessions.get(subscription.id);
    if (cached?.sealedWith === sealedWith) return cached;
    const vault = this.vault();
    const credentials =
      vault.status === 'available' && subscription.credentials
        ? open(vault.key, subscription.id, subscription.credentials)
        : null;
    if (!credentials) {
      throw new Error(`the credentials of webhook ${subscription.id} cannot be opened`);
    }
    let session: UpstreamSession;
    try {
      session = await this.upstream.login(
        credentials.account,
        credentials.email,
        credentials.password,
      );
    } catch (error) {
      if (error instanceof UpstreamAuthError) throw new LoginRefused(sealedWith, error);
      throw error;
    }
    const value = { session, identity: await resolveIdentity(this.upstream, session), sealedWith };
    this.sessions.set(subscription.id, value);
    return value;
  }
}
