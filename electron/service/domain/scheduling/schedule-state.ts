/**
 * Whether a user's schedule can run (the month pack's, the digest's, the postings'): off,
 * active, or paused because it was paused (a logout, a revoked key), the vault key is not
 * there, or its credentials were sealed under another vault key.
 */
import type { SchedulePausedReason } from '../../../../shared/api/month-pack.js';
import type { Vault } from '../../core/vault-key.js';
import type { SealedSchedule } from '../../data/files/schedules-and-runs.js';

export type ScheduleState =
  | { status: 'off' }
  | { status: 'active' }
  | { status: 'paused'; reason: SchedulePausedReason };

/** Whether an enabled schedule can run: its credentials are there and this vault opens them. */
export function scheduleState(record: SealedSchedule | undefined, vault: Vault): ScheduleState {
  if (!record?.enabled) return { status: 'off' };
  if (record.paused) return { status: 'paused', reason: record.paused.reason };
  if (vault.status === 'unavailable') return { status: 'paused', reason: 'vault_unavailable' };
  if (record.credentials === null || record.vault_key_id !== vault.id) {
    return { status: 'paused', reason: 'vault_key_changed' };
  }
  return { status: 'active' };
}
