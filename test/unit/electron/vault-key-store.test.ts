/**
 * The desktop app's vault key: kept in the user-data folder only as safeStorage ciphertext
 * (a fake, reversible keychain here), the same key on every start, none where the system has
 * no real encryption, and a new one when the keychain cannot decrypt the stored one.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SafeStorageLike } from '../../../electron/settings/safe-storage.js';
import {
  DESKTOP_VAULT_KEY_FILE,
  desktopVaultKey,
  NO_KEYCHAIN_MESSAGE,
} from '../../../electron/settings/vault-key-store.js';

/** XOR with a per-"user" byte: reversible, and another user's keychain reads garbage. */
function fakeKeychain(options: { available?: boolean; backend?: string; user?: number } = {}) {
  const mask = options.user ?? 0x5a;
  const flip = (data: Buffer) => Buffer.from(data.map((byte) => byte ^ mask));
  return {
    isAsyncEncryptionAvailable: vi.fn(() => Promise.resolve(options.available ?? true)),
    getSelectedStorageBackend: vi.fn(() => options.backend ?? 'gnome_libsecret'),
    encryptStringAsync: vi.fn((text: string) =>
      Promise.resolve(Buffer.concat([Buffer.from('v10'), flip(Buffer.from(`ok:${text}`))])),
    ),
    decryptStringAsync: vi.fn((data: Buffer) => {
      const text = flip(data.subarray(3)).toString('latin1');
      if (!text.startsWith('ok:')) return Promise.reject(new Error('cannot decrypt'));
      return Promise.resolve({ result: text.slice(3), shouldReEncrypt: false });
    }),
  } satisfies SafeStorageLike;
}

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vault-key-store-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const load = (safeStorage: SafeStorageLike, platform: NodeJS.Platform = 'linux') =>
  desktopVaultKey({ safeStorage, dataDir, platform }).load();

describe('desktop vault key', () => {
  it('makes a 32-byte key once and stores only its keychain ciphertext, owner-only', async () => {
    const keychain = fakeKeychain();
    const first = await load(keychain);
    if (first.status !== 'available') throw new Error(first.reason);
    expect(first.key).toHaveLength(32);
    const path = join(dataDir, DESKTOP_VAULT_KEY_FILE);
    const stored = await readFile(path);
    for (const form of [first.key.toString('base64'), first.key.toString('hex')]) {
      expect(stored.includes(form)).toBe(false);
    }
    expect(stored.includes(first.key)).toBe(false);
    if (process.platform !== 'win32') expect((await stat(path)).mode & 0o777).toBe(0o600);

    const again = await load(keychain);
    expect(again).toEqual(first);
    expect(keychain.encryptStringAsync).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no encryption at all', { available: false }, 'linux'],
    ["Linux's basic_text fallback (a constant key)", { backend: 'basic_text' }, 'linux'],
  ] as const)('refuses where the system offers %s, and writes nothing', async (_, options, os) => {
    const answer = await load(fakeKeychain(options), os);
    expect(answer).toEqual({ status: 'unavailable', reason: NO_KEYCHAIN_MESSAGE });
    await expect(stat(join(dataDir, DESKTOP_VAULT_KEY_FILE))).rejects.toThrow();
  });

  it("makes a new key when this keychain cannot decrypt the stored one (another user's)", async () => {
    const mine = await load(fakeKeychain({ user: 1 }));
    const theirs = await load(fakeKeychain({ user: 2 }));
    if (mine.status !== 'available' || theirs.status !== 'available') throw new Error('no key');
    expect(theirs.key.equals(mine.key)).toBe(false);
  });

  it('makes a new key when the stored file is damaged', async () => {
    await writeFile(join(dataDir, DESKTOP_VAULT_KEY_FILE), '{"sealed": 5}');
    expect((await load(fakeKeychain())).status).toBe('available');
  });
});
