/**
 * The exception settings' file: each account's thresholds and each user's seen marks read
 * back after a restart, two changes at once both kept, a failed write changing nothing, and
 * an account's entry edited by hand into something else left out without losing the others.
 * (The PostgreSQL variant: test/api/scale/three-instances.test.ts.)
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_EXCEPTION_THRESHOLDS } from '../../../shared/api/exceptions.js';
import { ExceptionSettingsStore } from '../../../electron/service/data/exception-settings/store.js';

const AT = '2026-11-25T10:00:00+01:00';
const withCash = (cash: string) => ({ ...DEFAULT_EXCEPTION_THRESHOLDS, cash_difference: cash });
const mark = (letter: string, locationId: number | null = 1001) => ({
  id: letter.repeat(24),
  location_id: locationId,
  day: '2026-11-24',
  kind: 'cash_difference' as const,
});

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'exception-settings-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the exception settings file', () => {
  it('keeps thresholds per account and seen marks per user across a restart', async () => {
    const store = await ExceptionSettingsStore.open(dataDir);
    expect(await store.thresholds('demo')).toBeNull();
    await Promise.all([
      store.replaceThresholds('demo', withCash('7.50'), AT),
      store.markSeen('demo', 'user-a', mark('a')),
      store.markSeen('demo', 'user-a', mark('b')),
      store.markSeen('demo', 'user-b', mark('b', null)),
    ]);
    await store.unmarkSeen('demo', 'user-a', 'b'.repeat(24));
    const reopened = await ExceptionSettingsStore.open(dataDir);
    expect(await reopened.thresholds('Demo')).toEqual({
      thresholds: withCash('7.50'),
      updated_at: AT,
    });
    expect(await reopened.thresholds('demo2')).toBeNull();
    expect(await reopened.seen('demo', 'user-a')).toEqual([mark('a')]);
    expect(await reopened.seen('demo', 'user-b')).toEqual([mark('b', null)]);
    expect(await reopened.seen('demo2', 'user-a')).toEqual([]);
    expect(await readdir(dataDir)).toEqual(['exceptions.json']);
  });

  it('changes nothing when the write fails', async () => {
    const store = await ExceptionSettingsStore.open(dataDir);
    await store.replaceThresholds('demo', withCash('7.50'), AT);
    const file = join(dataDir, 'exceptions.json');
    await rm(file);
    await mkdir(file);
    await expect(store.replaceThresholds('demo', withCash('1'), AT)).rejects.toThrow();
    await expect(store.markSeen('demo', 'user-a', mark('a'))).rejects.toThrow();
    expect((await store.thresholds('demo'))?.thresholds.cash_difference).toBe('7.50');
    expect(await store.seen('demo', 'user-a')).toEqual([]);
  });

  it('leaves out an account whose entry no longer fits, and says which', async () => {
    const good = { thresholds: { thresholds: withCash('7.50'), updated_at: AT }, seen: {} };
    await writeFile(
      join(dataDir, 'exceptions.json'),
      JSON.stringify({ accounts: { demo: good, broken: 'not an entry' } }),
    );
    const skipped: string[] = [];
    const store = await ExceptionSettingsStore.open(dataDir, (account) => skipped.push(account));
    expect(skipped).toEqual(['broken']);
    expect(await store.thresholds('demo')).toEqual(good.thresholds);
  });

  it('reads a mark kept before marks kept their location as the whole account’s', async () => {
    const entry = { thresholds: null, seen: { 'user-a': ['a'.repeat(24), mark('b')] } };
    await writeFile(
      join(dataDir, 'exceptions.json'),
      JSON.stringify({ accounts: { demo: entry } }),
    );
    const store = await ExceptionSettingsStore.open(dataDir);
    expect(await store.seen('demo', 'user-a')).toEqual([
      { id: 'a'.repeat(24), location_id: null, day: null, kind: null },
      mark('b'),
    ]);
  });

  it('reads a mark kept before marks kept their kind, or of a kind unknown, as of no kind known', async () => {
    const { kind: _, ...kindless } = mark('b', null);
    const unknown = { ...mark('c', null), kind: 'voids' };
    const entry = { thresholds: null, seen: { 'user-a': [kindless, unknown, mark('d')] } };
    await writeFile(
      join(dataDir, 'exceptions.json'),
      JSON.stringify({ accounts: { demo: entry } }),
    );
    const store = await ExceptionSettingsStore.open(dataDir);
    expect(await store.seen('demo', 'user-a')).toEqual([
      { ...kindless, kind: null },
      { ...unknown, kind: null },
      mark('d'),
    ]);
  });
});
