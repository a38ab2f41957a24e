/**
 * Small JSON files in the data folder (API keys, secrets, the demo platform's port).
 * Guards against torn files: every write goes to a temporary file in the same folder that is
 * then renamed over the old one, so a crash leaves either the old or the new content, never
 * half of each. Files are created readable by the owner only (0600), in a folder only the
 * owner may enter (0700).
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertFolderKept } from './folder-guard.js';
import { fieldOf } from '../../../../shared/guards.js';

const isMissing = (error: unknown): boolean => fieldOf(error, 'code') === 'ENOENT';

export async function readJsonFile(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

async function writeJsonFileAtomically(path: string, value: unknown): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, JSON.stringify(value), { encoding: 'utf8', mode: 0o600 });
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Creates the data folder for its owner only, and makes an existing one private again: before
 * 0.3 a folder first written by the settings file was created 0755, so other local users
 * could list it. Only a folder this user owns is changed; true when it was.
 */
export async function secureDataDir(dataDir: string | null): Promise<boolean> {
  if (dataDir === null) return false;
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (process.platform === 'win32') return false;
  const folder = await stat(dataDir);
  if ((folder.mode & 0o077) === 0 || folder.uid !== process.getuid?.()) return false;
  await chmod(dataDir, 0o700);
  return true;
}

/**
 * Serialises writes to one file: each save waits for the previous one, so two changes made
 * at nearly the same time are written in order and the last state always wins.
 */
export class JsonFile<T> {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly dataDir: string | null,
    private readonly name: string,
  ) {}

  get path(): string | null {
    return this.dataDir === null ? null : join(this.dataDir, this.name);
  }

  async load(): Promise<T | undefined> {
    const path = this.path;
    return path === null ? undefined : ((await readJsonFile(path)) as T | undefined);
  }

  save(value: T): Promise<void> {
    const path = this.path;
    if (path === null) return Promise.resolve();
    const snapshot: unknown = JSON.parse(JSON.stringify(value));
    const run = async () => {
      // Not into a folder that is no longer this service's (folder-guard.ts).
      assertFolderKept(this.dataDir);
      await mkdir(this.dataDir ?? '.', { recursive: true, mode: 0o700 });
      await writeJsonFileAtomically(path, snapshot);
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }
}

/**
 * A 256-bit secret kept in the data folder (created on first use), or a fresh one per run
 * when there is no data folder.
 */
export async function loadOrCreateSecret(dataDir: string | null, name: string): Promise<Buffer> {
  const file = new JsonFile<{ secret: string }>(dataDir, name);
  const stored = await file.load();
  if (stored && typeof stored.secret === 'string') {
    const secret = Buffer.from(stored.secret, 'base64url');
    if (secret.length === 32) return secret;
  }
  const secret = randomBytes(32);
  await file.save({ secret: secret.toString('base64url') });
  return secret;
}
