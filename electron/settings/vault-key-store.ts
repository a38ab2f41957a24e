/**
 * The desktop app's vault key: the key that seals the upstream credentials webhook
 * subscriptions keep (service/core/vault-key.ts). Guards against a copied user-data folder:
 * the key is 32 random bytes stored there only as safeStorage ciphertext, which only this OS
 * user's keychain (DPAPI, Keychain, secret service) decrypts, so the folder alone opens
 * nothing. Where the system offers no real encryption the key is not made at all and the
 * service refuses to store credentials, as remember-me does. A key the keychain can no longer
 * decrypt (another user, a reset keychain) is replaced; subscriptions sealed under it then
 * show as paused until their owner resumes them.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { encryptsForReal, type SafeStorageLike } from './safe-storage.js';
import { fieldOf } from '../../shared/guards.js';

export const DESKTOP_VAULT_KEY_FILE = 'vault-key.safestorage.json';
const KEY_BYTES = 32;

export const NO_KEYCHAIN_MESSAGE =
  'this computer offers no secure key storage (no keychain or secret service), so the app ' +
  'cannot keep the credentials a webhook subscription polls with';

/** What the service asks of a key source (structurally service/core/vault-key.ts's). */
type DesktopVaultKeyState =
  | { status: 'available'; key: Buffer }
  | { status: 'unavailable'; reason: string };

interface DesktopVaultKeyDeps {
  safeStorage: SafeStorageLike;
  /** The app's user-data folder. */
  dataDir: string;
  platform: NodeJS.Platform;
  log?: (message: string) => void;
}

async function writePrivately(path: string, text: string): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, text, { encoding: 'utf8', mode: 0o600 });
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export function desktopVaultKey(deps: DesktopVaultKeyDeps): {
  load(): Promise<DesktopVaultKeyState>;
} {
  const { safeStorage, dataDir } = deps;
  const path = join(dataDir, DESKTOP_VAULT_KEY_FILE);

  async function store(key: Buffer): Promise<void> {
    const sealed = await safeStorage.encryptStringAsync(key.toString('base64'));
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await writePrivately(path, JSON.stringify({ sealed: sealed.toString('base64') }));
  }

  async function stored(): Promise<Buffer | null> {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      return null;
    }
    try {
      const sealed = fieldOf(JSON.parse(text), 'sealed');
      if (typeof sealed !== 'string') throw new Error('no sealed key');
      const opened = await safeStorage.decryptStringAsync(Buffer.from(sealed, 'base64'));
      const key = Buffer.from(opened.result, 'base64');
      if (key.length !== KEY_BYTES) throw new Error('not a key');
      if (opened.shouldReEncrypt) await store(key);
      return key;
    } catch {
      deps.log?.('the stored vault key cannot be decrypted by this keychain: a new one is made');
      return null;
    }
  }

  return {
    async load() {
      if (!(await encryptsForReal(safeStorage, deps.platform))) {
        return { status: 'unavailable', reason: NO_KEYCHAIN_MESSAGE };
      }
      const existing = await stored();
      if (existing) return { status: 'available', key: existing };
      const key = randomBytes(KEY_BYTES);
      await store(key);
      return { status: 'available', key };
    },
  };
}
