/**
 * The outbox of 0.2 and earlier: one `webhooks.json` rewritten on every change, with the
 * subscriptions' upstream credentials sealed under `webhook-vault-key.json` in the same
 * folder, so anyone with a copy of the folder could open them. Migrating never uses that key:
 * the subscriptions, their feed positions and their deliveries move into the journal, paused
 * (`legacy_vault_key`) and without their sealed credentials; both old files are then deleted.
 * Their owner resumes them with an API key, which seals fresh credentials under the new vault
 * key (docs/api.md, "Webhooks"). Subscriptions of the 0.1 format name no owner and are not
 * loaded (docs/decisions/0054-owners-by-email-hash.md).
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readJsonFile } from '../files/data-file.js';
import type { SubscriptionRecord, WebhookState } from './outbox-state.js';

const LEGACY_OUTBOX_FILE = 'webhooks.json';
const LEGACY_VAULT_KEY_FILE = 'webhook-vault-key.json';

interface LegacyOutbox {
  /** The old state, migrated; undefined when there is none or the journal already exists. */
  state: WebhookState | undefined;
  migrated: number;
  /** Deletes the old files (also ones a crash left behind after an earlier migration). */
  removeOldFiles(): Promise<void>;
}

type StoredSubscription = Omit<SubscriptionRecord, 'user'> & { user?: unknown };

export async function migrateLegacyOutbox(
  dataDir: string | null,
  now: number,
  journalExists: boolean,
): Promise<LegacyOutbox | undefined> {
  if (dataDir === null) return undefined;
  const removeOldFiles = async () => {
    await rm(join(dataDir, LEGACY_OUTBOX_FILE), { force: true });
    await rm(join(dataDir, LEGACY_VAULT_KEY_FILE), { force: true });
  };
  const stored = journalExists
    ? undefined
    : ((await readJsonFile(join(dataDir, LEGACY_OUTBOX_FILE))) as
        | { subscriptions?: StoredSubscription[]; deliveries?: WebhookState['deliveries'] }
        | undefined);
  if (!stored) return { state: undefined, migrated: 0, removeOldFiles };
  const subscriptions = (stored.subscriptions ?? [])
    .filter((record): record is SubscriptionRecord => typeof record.user === 'string')
    .map((record): SubscriptionRecord => ({
      ...record,
      credentials: null,
      vault_key_id: null,
      api_key_id: null,
      paused: { reason: 'legacy_vault_key', at: now },
    }));
  const ids = new Set(subscriptions.map((record) => record.id));
  return {
    state: {
      subscriptions,
      deliveries: (stored.deliveries ?? []).filter((record) => ids.has(record.subscription_id)),
    },
    migrated: subscriptions.length,
    removeOldFiles,
  };
}
