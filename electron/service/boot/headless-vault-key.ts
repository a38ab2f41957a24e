/**
 * The vault key of `npm run serve`: BACKOFFICE_VAULT_KEY, or the file --vault-key-file names.
 * Guards against a key kept beside what it seals: a key file inside the data folder is refused
 * (a copy of the folder would carry both), and so is one that other users may read. The key
 * has no command-line flag of its own, because a process's arguments are visible to every
 * local user (`ps`).
 */
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import {
  fixedVaultKey,
  parseVaultKey,
  VAULT_KEY_BYTES,
  type VaultKeySource,
} from '../core/vault-key.js';

export const VAULT_KEY_VARIABLE = 'BACKOFFICE_VAULT_KEY';

interface HeadlessVaultKeyInput {
  /** The value of BACKOFFICE_VAULT_KEY. */
  fromEnvironment: string | undefined;
  /** --vault-key-file (or BACKOFFICE_VAULT_KEY_FILE). */
  keyFile: string | undefined;
  dataDir: string | null;
  platform?: NodeJS.Platform;
}

/** The real path when it exists, else the absolute one (a data folder not created yet). */
function realOrResolved(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

function isInside(folder: string, path: string): boolean {
  const rest = relative(realOrResolved(folder), realOrResolved(path));
  return rest === '' || (!rest.startsWith('..') && !isAbsolute(rest));
}

function readKeyFile(path: string, dataDir: string | null, platform: NodeJS.Platform): Buffer {
  if (dataDir !== null && isInside(dataDir, path)) {
    throw new Error(
      `--vault-key-file ${path} is inside the data folder ${dataDir}: a copy of the folder ` +
        'would carry the key with what it seals; keep the key file elsewhere',
    );
  }
  let stat;
  try {
    stat = statSync(path);
  } catch {
    throw new Error(`--vault-key-file ${path} cannot be read`);
  }
  // Like ssh with a private key: a key other users can read protects nothing from them.
  if (platform !== 'win32' && (stat.mode & 0o077) !== 0) {
    throw new Error(
      `--vault-key-file ${path} may be read by other users: run chmod 600 on it first`,
    );
  }
  const bytes = readFileSync(path);
  try {
    return parseVaultKey(bytes.toString('utf8'), `--vault-key-file ${path}`);
  } catch (error) {
    // A file of exactly 32 raw bytes (e.g. `head -c 32 /dev/urandom`) is a key as it is.
    if (bytes.length === VAULT_KEY_BYTES) return bytes;
    throw error;
  }
}

/** The key source the flags and variables give; undefined when they give none. */
export function headlessVaultKey(input: HeadlessVaultKeyInput): VaultKeySource | undefined {
  const fromEnvironment = input.fromEnvironment?.trim() ? input.fromEnvironment : undefined;
  if (fromEnvironment !== undefined && input.keyFile !== undefined) {
    throw new Error(`give the vault key once: ${VAULT_KEY_VARIABLE} or --vault-key-file, not both`);
  }
  if (fromEnvironment !== undefined) {
    return fixedVaultKey(parseVaultKey(fromEnvironment, VAULT_KEY_VARIABLE));
  }
  if (input.keyFile !== undefined) {
    return fixedVaultKey(
      readKeyFile(input.keyFile, input.dataDir, input.platform ?? process.platform),
    );
  }
  return undefined;
}
