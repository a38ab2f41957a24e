/**
 * Electron's safeStorage (the OS keychain, DPAPI or secret service), as the settings layer
 * uses it: injected by the desktop shell, so this layer and its tests need no Electron.
 * Guards against "encryption" that protects nothing: on Linux without a secret service
 * Chromium falls back to `basic_text`, whose key is a constant, and that counts as none.
 */

/** The part of Electron's safeStorage used here. */
export interface SafeStorageLike {
  isAsyncEncryptionAvailable(): Promise<boolean>;
  encryptStringAsync(plainText: string): Promise<Buffer>;
  decryptStringAsync(encrypted: Buffer): Promise<{ result: string; shouldReEncrypt: boolean }>;
  getSelectedStorageBackend(): string;
}

/** True when safeStorage really encrypts with a key of the OS user. */
export async function encryptsForReal(
  safeStorage: SafeStorageLike,
  platform: NodeJS.Platform,
): Promise<boolean> {
  if (!(await safeStorage.isAsyncEncryptionAvailable())) return false;
  return !(platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text');
}
