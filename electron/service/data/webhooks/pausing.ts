/**
 * Whether a subscription may poll and deliver, and what pausing one does. A subscription is
 * paused by a revocation of what it polls with (its API key, its user's session), by the
 * platform refusing to log in with them, or by the migration of the old in-folder vault key;
 * then it neither polls nor delivers, and its sealed credentials are dropped, since they may
 * no longer be used (or do not work). It is also reported paused, for
 * this run only, while the service has no vault key or another one than it was sealed under:
 * nothing is changed on disk then, so restarting with the right key undoes that.
 */
import type { PausedReason } from '../../../../shared/api/webhooks.js';
import type { Revocation } from '../../core/revocations.js';
import type { Vault } from '../../core/vault-key.js';
import type { SubscriptionRecord } from './outbox-state.js';

export type SubscriptionState =
  | { status: 'active' }
  | { status: 'paused'; reason: PausedReason; at: number | null };

export function stateOf(record: SubscriptionRecord, vault: Vault): SubscriptionState {
  if (record.paused) return { status: 'paused', ...record.paused };
  if (vault.status === 'unavailable') {
    return { status: 'paused', reason: 'vault_unavailable', at: null };
  }
  if (record.credentials === null || record.vault_key_id !== vault.id) {
    return { status: 'paused', reason: 'vault_key_changed', at: null };
  }
  return { status: 'active' };
}

export const isActive = (record: SubscriptionRecord, vault: Vault): boolean =>
  stateOf(record, vault).status === 'active';

/** The subscriptions a revocation stops: the key's own, or all of the user's. */
export function isRevokedBy(record: SubscriptionRecord, revocation: Revocation): boolean {
  if (record.account !== revocation.account || record.user !== revocation.user) return false;
  return revocation.kind === 'logout' || record.api_key_id === revocation.keyId;
}

export const pausedReasonOf = (revocation: Revocation): PausedReason =>
  revocation.kind === 'logout' ? 'user_logged_out' : 'api_key_revoked';

/** The record paused, without its credentials. */
export const paused = (
  record: SubscriptionRecord,
  reason: PausedReason,
  now: number,
): SubscriptionRecord => ({
  ...record,
  credentials: null,
  paused: { reason, at: now },
});
