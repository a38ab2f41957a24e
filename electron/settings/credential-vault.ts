/**
 * Guards "remember me" against putting a password on disk readable by anyone with the file:
 * credentials are stored only as ciphertext from Electron's safeStorage (the OS key store),
 * and when the system offers no real encryption — including Linux's `basic_text` fallback,
 * whose key is a constant — the vault refuses to store them and says so. Without remember-me
 * nothing secret is written at all.
 */
import { loginRequestSchema } from '../../shared/api/auth.js';
import type { RememberedCredentials, SaveCredentialsResult } from '../../shared/ipc.js';
import { encryptsForReal, type SafeStorageLike } from './safe-storage.js';
import type { SettingsStore } from './settings-store.js';

export type { SafeStorageLike } from './safe-storage.js';

interface CredentialVaultDeps {
  safeStorage: SafeStorageLike;
  settings: Pick<SettingsStore, 'read' | 'update'>;
  platform: NodeJS.Platform;
}

export interface CredentialVault {
  /** Null when credentials can be stored safely; otherwise the reason, for the user. */
  unavailableReason(): Promise<string | null>;
  save(credentials: RememberedCredentials): Promise<SaveCredentialsResult>;
  load(): Promise<RememberedCredentials | null>;
  clear(): Promise<void>;
}

export const ENCRYPTION_UNAVAILABLE_MESSAGE =
  'This computer offers no secure password storage (no keychain or secret service), so ' +
  '"remember me" is off: the password is not saved. You will be asked to log in each time.';

export function createCredentialVault(deps: CredentialVaultDeps): CredentialVault {
  const { safeStorage, settings, platform } = deps;

  async function unavailableReason(): Promise<string | null> {
    return (await encryptsForReal(safeStorage, platform)) ? null : ENCRYPTION_UNAVAILABLE_MESSAGE;
  }

  async function store(credentials: RememberedCredentials): Promise<void> {
    const ciphertext = await safeStorage.encryptStringAsync(JSON.stringify(credentials));
    settings.update({ rememberedCredentials: ciphertext.toString('base64') });
  }

  function clear(): Promise<void> {
    settings.update({ rememberedCredentials: null });
    return Promise.resolve();
  }

  return {
    unavailableReason,
    clear,

    async save(credentials) {
      const parsed = loginRequestSchema.parse(credentials);
      const reason = await unavailableReason();
      if (reason !== null) {
        // Asking to remember new credentials means the old ones are no longer wanted either.
        await clear();
        return { status: 'refused', reason: 'encryption-unavailable', message: reason };
      }
      await store(parsed);
      return { status: 'saved' };
    },

    async load() {
      const stored = settings.read().rememberedCredentials;
      if (stored === null || (await unavailableReason()) !== null) return null;
      try {
        const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(
          Buffer.from(stored, 'base64'),
        );
        const credentials = loginRequestSchema.parse(JSON.parse(result));
        if (shouldReEncrypt) await store(credentials);
        return credentials;
      } catch {
        // Undecryptable (other user, new OS key) or damaged: forget it, ask to log in again.
        await clear();
        return null;
      }
    },
  };
}
