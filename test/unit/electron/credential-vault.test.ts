import { describe, expect, it, vi } from 'vitest';
import {
  createCredentialVault,
  ENCRYPTION_UNAVAILABLE_MESSAGE,
  type SafeStorageLike,
} from '../../../electron/settings/credential-vault.js';
import { defaultSettings, type Settings } from '../../../electron/settings/schema.js';
import type { SettingsChange } from '../../../electron/settings/settings-store.js';

const CREDENTIALS = { account: 'demo', email: 'manager@demo.test', password: 'S3cret-pw' };

/** A reversible stand-in for the OS key store: tests can tell ciphertext from plain text. */
function fakeSafeStorage(options: { available?: boolean; backend?: string } = {}) {
  const safeStorage = {
    isAsyncEncryptionAvailable: vi.fn(() => Promise.resolve(options.available ?? true)),
    getSelectedStorageBackend: vi.fn(() => options.backend ?? 'gnome_libsecret'),
    encryptStringAsync: vi.fn((text: string) =>
      Promise.resolve(Buffer.from(`sealed:${Buffer.from(text).toString('hex')}`)),
    ),
    decryptStringAsync: vi.fn((data: Buffer) => {
      const text = data.toString();
      if (!text.startsWith('sealed:')) return Promise.reject(new Error('cannot decrypt'));
      return Promise.resolve({
        result: Buffer.from(text.slice(7), 'hex').toString(),
        shouldReEncrypt: false,
      });
    }),
  } satisfies SafeStorageLike;
  return safeStorage;
}

function memorySettings() {
  let current: Settings = defaultSettings();
  const writes: SettingsChange[] = [];
  return {
    writes,
    read: () => current,
    update: (change: SettingsChange) => {
      writes.push(change);
      current = { ...current, ...change };
      return current;
    },
  };
}

describe('credential vault (remember me)', () => {
  it('stores only safeStorage ciphertext and reads it back', async () => {
    const safeStorage = fakeSafeStorage();
    const settings = memorySettings();
    const vault = createCredentialVault({ safeStorage, settings, platform: 'linux' });

    expect(await vault.save(CREDENTIALS)).toEqual({ status: 'saved' });
    expect(safeStorage.encryptStringAsync).toHaveBeenCalledWith(JSON.stringify(CREDENTIALS));
    const stored = settings.read().rememberedCredentials;
    expect(stored).not.toBeNull();
    expect(JSON.stringify(settings.read())).not.toContain('manager@demo.test');
    expect(JSON.stringify(settings.read())).not.toContain('S3cret-pw');

    expect(await vault.load()).toEqual(CREDENTIALS);
  });

  it('refuses to store when encryption is unavailable, says why and writes no secret', async () => {
    const safeStorage = fakeSafeStorage({ available: false });
    const settings = memorySettings();
    const vault = createCredentialVault({ safeStorage, settings, platform: 'win32' });

    expect(await vault.save(CREDENTIALS)).toEqual({
      status: 'refused',
      reason: 'encryption-unavailable',
      message: ENCRYPTION_UNAVAILABLE_MESSAGE,
    });
    expect(safeStorage.encryptStringAsync).not.toHaveBeenCalled();
    expect(settings.writes).toEqual([{ rememberedCredentials: null }]);
    expect(JSON.stringify(settings.writes)).not.toContain('S3cret-pw');
    expect(await vault.unavailableReason()).toBe(ENCRYPTION_UNAVAILABLE_MESSAGE);
  });

  it("refuses Linux's basic_text backend, whose key is not secret", async () => {
    const vault = createCredentialVault({
      safeStorage: fakeSafeStorage({ backend: 'basic_text' }),
      settings: memorySettings(),
      platform: 'linux',
    });
    expect((await vault.save(CREDENTIALS)).status).toBe('refused');
  });

  it('asks for the Linux backend only on Linux', async () => {
    const safeStorage = fakeSafeStorage({ backend: 'basic_text' });
    const vault = createCredentialVault({
      safeStorage,
      settings: memorySettings(),
      platform: 'darwin',
    });
    expect(await vault.save(CREDENTIALS)).toEqual({ status: 'saved' });
    expect(safeStorage.getSelectedStorageBackend).not.toHaveBeenCalled();
  });

  it('forgets credentials it cannot decrypt', async () => {
    const settings = memorySettings();
    settings.update({ rememberedCredentials: Buffer.from('garbage').toString('base64') });
    const vault = createCredentialVault({
      safeStorage: fakeSafeStorage(),
      settings,
      platform: 'linux',
    });
    expect(await vault.load()).toBeNull();
    expect(settings.read().rememberedCredentials).toBeNull();
  });

  it('re-encrypts when the OS key store asks for it', async () => {
    const safeStorage = fakeSafeStorage();
    const settings = memorySettings();
    const vault = createCredentialVault({ safeStorage, settings, platform: 'linux' });
    await vault.save(CREDENTIALS);
    safeStorage.decryptStringAsync.mockResolvedValueOnce({
      result: JSON.stringify(CREDENTIALS),
      shouldReEncrypt: true,
    });
    expect(await vault.load()).toEqual(CREDENTIALS);
    expect(safeStorage.encryptStringAsync).toHaveBeenCalledTimes(2);
  });

  it('clear removes them; load without anything stored is null', async () => {
    const settings = memorySettings();
    const vault = createCredentialVault({
      safeStorage: fakeSafeStorage(),
      settings,
      platform: 'linux',
    });
    expect(await vault.load()).toBeNull();
    await vault.save(CREDENTIALS);
    await vault.clear();
    expect(settings.read().rememberedCredentials).toBeNull();
    expect(await vault.load()).toBeNull();
  });

  it('validates what it is asked to store', async () => {
    const vault = createCredentialVault({
      safeStorage: fakeSafeStorage(),
      settings: memorySettings(),
      platform: 'linux',
    });
    await expect(vault.save({ account: 'demo', email: '', password: 'x' })).rejects.toThrow();
  });
});
