/**
 * The vault key: the secret that seals the upstream credentials webhook subscriptions keep.
 * Guards against a copied data folder: the key is never in the data folder in a form the
 * folder alone opens. The desktop app keeps it sealed by the OS keychain (Electron
 * safeStorage, handed in by the main process); the headless service takes it from the
 * environment or a key file outside the folder (headless-vault-key.ts). Without a key the
 * service refuses to store credentials instead of keeping a key beside them. With no data
 * folder at all nothing reaches the disk, so a key made per run is enough.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { CredentialStorage } from '../../../shared/api/capabilities.js';
import { ApiError } from './errors.js';

export const VAULT_KEY_BYTES = 32;

/** What a key source answers: the key, or why there is none (shown to the user). */
type VaultKeyState =
  | { status: 'available'; key: Buffer }
  | { status: 'unavailable'; reason: string };

/** Where the key comes from; asked once when the service starts. */
export interface VaultKeySource {
  load(): Promise<VaultKeyState>;
}

export type Vault =
  | { status: 'available'; key: Buffer; id: string }
  | { status: 'unavailable'; reason: string };

export const NO_VAULT_KEY_REASON =
  'no vault key was given, and the service keeps none beside the credentials it seals: set ' +
  'BACKOFFICE_VAULT_KEY to 32 random bytes in base64 or hex (e.g. `openssl rand -base64 32`), ' +
  'or pass --vault-key-file PATH with a key file outside the data folder, and restart';

/**
 * A fingerprint of the key, stored beside what it sealed, so a record sealed under another
 * key (a changed variable, another user's keychain) is recognised without trying to open it.
 * An HMAC of a fixed text: it reveals nothing about a 256-bit key.
 */
export const vaultKeyId = (key: Buffer): string =>
  createHmac('sha256', key).update('backoffice-desk vault key id v1').digest('hex').slice(0, 32);

export const fixedVaultKey = (key: Buffer): VaultKeySource => ({
  load: () => Promise.resolve({ status: 'available', key }),
});

/** The key of a service: from its source; per run without a data folder. */
export async function openVault(
  dataDir: string | null,
  source: VaultKeySource | undefined,
): Promise<Vault> {
  const state: VaultKeyState = source
    ? await source.load()
    : dataDir === null
      ? { status: 'available', key: randomBytes(VAULT_KEY_BYTES) }
      : { status: 'unavailable', reason: NO_VAULT_KEY_REASON };
  if (state.status === 'unavailable') return state;
  if (state.key.length !== VAULT_KEY_BYTES) {
    return { status: 'unavailable', reason: `the vault key is not ${VAULT_KEY_BYTES} bytes` };
  }
  return { status: 'available', key: state.key, id: vaultKeyId(state.key) };
}

/**
 * Whether secrets can be kept, and what fixes it (GET /api/capabilities): with a data folder
 * and no key given, the operator's key (the headless service); a key source that has none
 * is the desktop app's, whose key lives in the system's keychain.
 */
export async function credentialStorageOf(
  dataDir: string | null,
  source: VaultKeySource | undefined,
): Promise<CredentialStorage> {
  if (source === undefined && dataDir !== null) return { available: false, fix: 'vault_key' };
  const vault = await openVault(dataDir, source);
  return vault.status === 'available'
    ? { available: true, fix: null }
    : { available: false, fix: 'system_keychain' };
}

/** 503 `vault_unavailable`: the service cannot store credentials safely, and says how to fix it. */
export const vaultUnavailable = (reason: string): ApiError =>
  new ApiError(
    503,
    `this service cannot store upstream credentials safely: ${reason}`,
    {},
    { code: 'vault_unavailable' },
  );

const HEX_KEY = /^[0-9a-f]{64}$/i;
const BASE64_KEY = /^[A-Za-z0-9+/_-]{43}=?$/;

/** 32 bytes written as 64 hex digits or as base64 / base64url; anything else is refused. */
export function parseVaultKey(text: string, where: string): Buffer {
  const trimmed = text.trim();
  const key = HEX_KEY.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : BASE64_KEY.test(trimmed)
      ? Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
      : null;
  if (key?.length !== VAULT_KEY_BYTES) {
    throw new Error(
      `${where} must hold ${VAULT_KEY_BYTES} random bytes as 64 hex digits or 44 base64 ` +
        'characters (e.g. `openssl rand -base64 32`)',
    );
  }
  return key;
}
