/**
 * Announces that a credential stopped being trusted: an API key was revoked, or a user logged
 * out. Guards against credentials that outlive their withdrawal: whatever keeps using them
 * without a request (webhook subscriptions polling the upstream) listens, and the revoking
 * request answers only after every listener has acted, so a caller who revoked a key and then
 * reads its subscriptions sees them paused.
 */
export type Revocation =
  | { kind: 'api-key'; account: string; user: string; keyId: string }
  | { kind: 'logout'; account: string; user: string };

/** Acts on a revocation; answers how many things it stopped (e.g. paused subscriptions). */
type RevocationListener = (revocation: Revocation) => Promise<number>;

export class Revocations {
  private readonly listeners: RevocationListener[] = [];

  listen(listener: RevocationListener): void {
    this.listeners.push(listener);
  }

  /** How many things the listeners stopped, once they all have. */
  async announce(revocation: Revocation): Promise<number> {
    let stopped = 0;
    for (const listener of this.listeners) stopped += await listener(revocation);
    return stopped;
  }
}
