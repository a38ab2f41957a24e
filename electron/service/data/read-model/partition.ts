/**
 * Which part of the read model a caller reads: the account plus the caller's platform rights.
 * The platform runs every call as the logged-in user, within that user's rights, so rows read
 * with one user's session may only be shown to users the platform is known to give the same
 * rights: the same roles and the same locked location, as the platform's session info says.
 * Where the platform does not say (no session info: roles unknown), nothing is known to be
 * shared, and the user gets a partition of their own. A hash, so the store holds no e-mail.
 */
import { createHash } from 'node:crypto';
import type { AuthContext } from '../../core/caller.js';
import type { PlatformDeps } from './model-deps.js';
import type { ReadStore } from './store.js';

export type PartitionKey = string & { readonly partition: unique symbol };

export function rightsOf(auth: AuthContext): string {
  if (auth.roles === null) return `user:${auth.user.key}`;
  const roles = [...auth.roles].sort().join(',');
  return `roles:${roles};location:${auth.lockedLocationId ?? 'all'}`;
}

export const partitionOf = (auth: AuthContext): PartitionKey =>
  createHash('sha256')
    .update(`read-model\u0000${auth.account}\u0000${rightsOf(auth)}`)
    .digest('hex') as PartitionKey;

/** What a read of one partition works with. */
export interface PartitionContext {
  deps: PlatformDeps;
  store: ReadStore;
  auth: AuthContext;
  partition: PartitionKey;
}

/** The same, with the shops the partition reads: null = all of the account; a locked user's own. */
export interface ScopedContext extends PartitionContext {
  baseShopIds: number[] | null;
  /**
   * The shops the reader sees of what the partition holds: null = all it holds; a locked
   * user's own when they read the account's part (account-partition.ts).
   */
  readerShopIds: number[] | null;
}
