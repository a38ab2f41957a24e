/**
 * Where the headless service's vault key may come from: BACKOFFICE_VAULT_KEY or a key file
 * outside the data folder that only its owner can read; never from the data folder, and
 * without a key a service with a data folder stores no credentials (`--vault-key-file` as a
 * flag of `npm run serve` too).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { headlessVaultKey } from '../../../electron/service/boot/headless-vault-key.js';
import {
  credentialStorageOf,
  fixedVaultKey,
  NO_VAULT_KEY_REASON,
  openVault,
  parseVaultKey,
  vaultKeyId,
} from '../../../electron/service/core/vault-key.js';
import { optionsFromArgs } from '../../../electron/service/boot/cli-options.js';

const KEY = randomBytes(32);
const posix = process.platform !== 'win32';
let root: string;
let dataDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'vault-key-'));
  dataDir = join(root, 'data');
  mkdirSync(dataDir);
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  delete process.env.BACKOFFICE_VAULT_KEY;
  delete process.env.BACKOFFICE_VAULT_KEY_FILE;
});

function keyFile(path: string, content: string | Buffer, mode = 0o600): string {
  writeFileSync(path, content);
  chmodSync(path, mode);
  return path;
}

const keyOf = async (source: ReturnType<typeof headlessVaultKey>) => {
  const state = await source?.load();
  if (state?.status !== 'available') throw new Error('no key');
  return state.key;
};

describe('parseVaultKey', () => {
  it.each([
    ['hex', KEY.toString('hex')],
    ['HEX', KEY.toString('hex').toUpperCase()],
    ['base64', KEY.toString('base64')],
    ['base64url', KEY.toString('base64url')],
    ['base64 with a newline', `${KEY.toString('base64')}\n`],
  ])('reads 32 bytes written as %s', (_, text) => {
    expect(parseVaultKey(text, 'the key').equals(KEY)).toBe(true);
  });

  it.each([
    ['too short', KEY.subarray(0, 16).toString('hex')],
    ['a passphrase', 'correct horse battery staple'],
    ['empty', ''],
    ['33 bytes', randomBytes(33).toString('base64')],
  ])('refuses %s, saying what a key looks like', (_, text) => {
    expect(() => parseVaultKey(text, 'BACKOFFICE_VAULT_KEY')).toThrow(
      /BACKOFFICE_VAULT_KEY must hold 32 random bytes .*openssl rand -base64 32/,
    );
  });
});

describe('headlessVaultKey', () => {
  it('takes the key from the environment', async () => {
    const source = headlessVaultKey({
      fromEnvironment: KEY.toString('base64'),
      keyFile: undefined,
      dataDir,
    });
    expect((await keyOf(source)).equals(KEY)).toBe(true);
  });

  it('takes the key from a file outside the data folder: text or 32 raw bytes', async () => {
    const text = keyFile(join(root, 'key.txt'), KEY.toString('hex'));
    const raw = keyFile(join(root, 'key.bin'), KEY);
    for (const path of [text, raw]) {
      const source = headlessVaultKey({ fromEnvironment: undefined, keyFile: path, dataDir });
      expect((await keyOf(source)).equals(KEY)).toBe(true);
    }
  });

  it('refuses a key file inside the data folder, also through a link or a relative path', () => {
    const inside = keyFile(join(dataDir, 'vault.key'), KEY.toString('hex'));
    const link = join(root, 'link.key');
    symlinkSync(inside, link);
    const relativeInside = join(dataDir, '..', 'data', 'vault.key');
    for (const path of [inside, link, relativeInside]) {
      expect(() =>
        headlessVaultKey({ fromEnvironment: undefined, keyFile: path, dataDir }),
      ).toThrow(/inside the data folder/);
    }
  });

  it.runIf(posix)('refuses a key file other users may read', () => {
    const path = keyFile(join(root, 'open.key'), KEY.toString('hex'), 0o644);
    expect(() => headlessVaultKey({ fromEnvironment: undefined, keyFile: path, dataDir })).toThrow(
      /chmod 600/,
    );
  });

  it('refuses a missing file, and two keys at once', () => {
    expect(() =>
      headlessVaultKey({ fromEnvironment: undefined, keyFile: join(root, 'none'), dataDir }),
    ).toThrow(/cannot be read/);
    const path = keyFile(join(root, 'key.txt'), KEY.toString('hex'));
    expect(() =>
      headlessVaultKey({ fromEnvironment: KEY.toString('hex'), keyFile: path, dataDir }),
    ).toThrow(/not both/);
  });

  it('gives no source when neither is set', () => {
    expect(
      headlessVaultKey({ fromEnvironment: undefined, keyFile: undefined, dataDir }),
    ).toBeUndefined();
    expect(headlessVaultKey({ fromEnvironment: ' ', keyFile: undefined, dataDir })).toBeUndefined();
  });
});

describe('openVault', () => {
  it('without a source: unavailable with a data folder, saying how to give a key', async () => {
    expect(await openVault(dataDir, undefined)).toEqual({
      status: 'unavailable',
      reason: NO_VAULT_KEY_REASON,
    });
    expect(NO_VAULT_KEY_REASON).toMatch(/BACKOFFICE_VAULT_KEY.*--vault-key-file/);
  });

  it('without a data folder a key per run is enough: nothing reaches the disk', async () => {
    const vault = await openVault(null, undefined);
    expect(vault.status).toBe('available');
  });

  it("names the key by a fingerprint that is not the key's bytes", async () => {
    const source = headlessVaultKey({
      fromEnvironment: KEY.toString('hex'),
      keyFile: undefined,
      dataDir,
    });
    const vault = await openVault(dataDir, source);
    expect(vault).toEqual({ status: 'available', key: KEY, id: vaultKeyId(KEY) });
    expect(KEY.toString('hex')).not.toContain(vaultKeyId(KEY));
  });
});

describe('npm run serve', () => {
  it('takes --vault-key-file, BACKOFFICE_VAULT_KEY_FILE and BACKOFFICE_VAULT_KEY', async () => {
    const path = keyFile(join(root, 'key.txt'), KEY.toString('base64'));
    const fromFlag = optionsFromArgs(['--data-dir', dataDir, '--vault-key-file', path]);
    if (fromFlag === 'help') throw new Error('help');
    expect((await keyOf(fromFlag.vaultKey)).equals(KEY)).toBe(true);
    process.env.BACKOFFICE_VAULT_KEY_FILE = path;
    const fromFileVariable = optionsFromArgs(['--data-dir', dataDir]);
    if (fromFileVariable === 'help') throw new Error('help');
    expect((await keyOf(fromFileVariable.vaultKey)).equals(KEY)).toBe(true);
    delete process.env.BACKOFFICE_VAULT_KEY_FILE;
    process.env.BACKOFFICE_VAULT_KEY = KEY.toString('hex');
    const fromVariable = optionsFromArgs(['--data-dir', dataDir]);
    if (fromVariable === 'help') throw new Error('help');
    expect((await keyOf(fromVariable.vaultKey)).equals(KEY)).toBe(true);
  });

  it('fails to start on a bad key rather than run without one', () => {
    process.env.BACKOFFICE_VAULT_KEY = 'not a key';
    expect(() => optionsFromArgs(['--data-dir', dataDir])).toThrow(/BACKOFFICE_VAULT_KEY must/);
  });
});

describe('credentialStorageOf (GET /api/capabilities)', () => {
  it('a data folder without a key: not available, fixed by giving the service a vault key', async () => {
    expect(await credentialStorageOf(dataDir, undefined)).toEqual({
      available: false,
      fix: 'vault_key',
    });
  });

  it('a key, or no data folder: available', async () => {
    expect(await credentialStorageOf(dataDir, fixedVaultKey(KEY))).toEqual({
      available: true,
      fix: null,
    });
    expect(await credentialStorageOf(null, undefined)).toEqual({ available: true, fix: null });
  });

  it('a source without a key (the desktop app without a keychain): fixed by a keychain', async () => {
    const noKeychain = {
      load: () => Promise.resolve({ status: 'unavailable' as const, reason: 'no keychain' }),
    };
    expect(await credentialStorageOf(dataDir, noKeychain)).toEqual({
      available: false,
      fix: 'system_keychain',
    });
  });
});
