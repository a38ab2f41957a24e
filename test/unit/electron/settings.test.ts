import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openHeadlessSettings } from '../../../electron/settings/file-stores.js';
import { migrateSettings } from '../../../electron/settings/migrations.js';
import { defaultSettings, SETTINGS_SCHEMA_VERSION } from '../../../electron/settings/schema.js';
import { DEFAULT_PREFERENCES } from '../../../shared/preferences.js';
import {
  createSettingsStore,
  parseSettings,
  type SettingsBackend,
} from '../../../electron/settings/settings-store.js';

function memoryBackend(initial: Record<string, unknown> = {}) {
  const writes: Record<string, unknown>[] = [];
  const backend: SettingsBackend & { writes: typeof writes } = {
    path: '/tmp/settings.json',
    writes,
    get store() {
      return structuredClone(writes.at(-1) ?? initial);
    },
    set store(value) {
      writes.push(structuredClone(value));
    },
  };
  return backend;
}

describe('settings defaults', () => {
  it('an empty or missing file gives the defaults', () => {
    expect(parseSettings({})).toEqual(defaultSettings());
    expect(parseSettings(undefined)).toEqual(defaultSettings());
    expect(defaultSettings()).toEqual({
      schemaVersion: SETTINGS_SCHEMA_VERSION,
      upstream: { kind: 'demo' },
      port: 7411,
      language: 'nl',
      csvDialect: 'follow-language',
      dateStyle: 'day-first',
      tableLayouts: {},
      windowState: { bounds: null, maximized: false },
      rememberedCredentials: null,
      updateFeedUrl: null,
      exportFolders: [],
    });
  });

  it('keeps the picked export folders, and allows nothing from a damaged list', () => {
    const base = { schemaVersion: SETTINGS_SCHEMA_VERSION };
    expect(
      parseSettings({ ...base, exportFolders: ['/home/a/Boekhouding'] }).exportFolders,
    ).toEqual(['/home/a/Boekhouding']);
    expect(parseSettings({ ...base, exportFolders: ['/srv', 'relative'] }).exportFolders).toEqual(
      [],
    );
    expect(parseSettings({ ...base, exportFolders: '/etc' }).exportFolders).toEqual([]);
  });

  it('replaces each invalid field by its default and keeps the valid ones', () => {
    const settings = parseSettings({
      schemaVersion: SETTINGS_SCHEMA_VERSION,
      port: 'abc',
      language: 'de',
      csvDialect: 'comma',
      upstream: { kind: 'platform', urlTemplate: 'ftp://x/{account}' },
      windowState: { bounds: { x: 0, y: 0, width: 5, height: 5 }, maximized: true },
    });
    expect(settings.port).toBe(7411);
    expect(settings.language).toBe('nl');
    expect(settings.csvDialect).toBe('comma');
    expect(settings.upstream).toEqual({ kind: 'demo' });
    expect(settings.windowState).toEqual({ bounds: null, maximized: false });
    expect(parseSettings({ schemaVersion: 6, csvDialect: 'tab' }).csvDialect).toBe(
      'follow-language',
    );
  });

  it('takes its display preferences from the one shared definition', () => {
    expect(parseSettings({})).toMatchObject(DEFAULT_PREFERENCES);
  });

  it('refuses privileged and out-of-range ports', () => {
    for (const port of [0, 80, 1023, 65536, 7411.5]) {
      expect(parseSettings({ schemaVersion: 4, port }).port).toBe(7411);
    }
    expect(parseSettings({ schemaVersion: 4, port: 8080 }).port).toBe(8080);
  });
});

describe('settings migration', () => {
  it('upgrades the version-1 layout (no schemaVersion, flat upstreamUrl, csvDelimiter)', () => {
    const old = {
      upstreamUrl: 'https://{account}.platform.example/api',
      port: 7500,
      language: 'en',
      csvDelimiter: ';',
      lastFilters: { report: { from: '2026-01-01' } },
    };
    expect(parseSettings(old)).toEqual({
      ...defaultSettings(),
      upstream: { kind: 'platform', urlTemplate: 'https://{account}.platform.example/api' },
      port: 7500,
      language: 'en',
    });
  });

  it('maps a version-1 file without upstream to the demo platform', () => {
    const migrated = migrateSettings({ schemaVersion: 1, upstreamUrl: null, csvDelimiter: ',' });
    expect(migrated).toEqual({
      schemaVersion: 6,
      upstream: { kind: 'demo' },
      tableLayouts: {},
      updateFeedUrl: null,
    });
  });

  it("drops version 2's lastFilters and its never-read csvDialect, keeping the rest", () => {
    const version2 = {
      schemaVersion: 2,
      upstream: { kind: 'demo' },
      port: 7600,
      language: 'en',
      csvDialect: 'comma',
      lastFilters: { orders: { from: '2026-01-01', shops: [1, 2] } },
      windowState: { bounds: null, maximized: true },
      rememberedCredentials: 'c2VjcmV0',
    };
    expect(migrateSettings(version2)).toEqual({
      schemaVersion: 6,
      upstream: { kind: 'demo' },
      port: 7600,
      language: 'en',
      tableLayouts: {},
      windowState: { bounds: null, maximized: true },
      rememberedCredentials: 'c2VjcmV0',
      updateFeedUrl: null,
    });
    expect(parseSettings(version2)).toEqual({
      ...defaultSettings(),
      port: 7600,
      language: 'en',
      windowState: { bounds: null, maximized: true },
      rememberedCredentials: 'c2VjcmV0',
    });
  });

  it('gives a version-3 file no table layouts yet, keeping the rest', () => {
    const version3 = {
      schemaVersion: 3,
      upstream: { kind: 'demo' },
      port: 7600,
      language: 'en',
      csvDialect: 'comma',
      windowState: { bounds: null, maximized: false },
      rememberedCredentials: null,
    };
    expect(migrateSettings(version3)).toEqual({
      ...version3,
      schemaVersion: 6,
      tableLayouts: {},
      updateFeedUrl: null,
    });
    expect(parseSettings(version3)).toEqual({
      ...defaultSettings(),
      port: 7600,
      language: 'en',
      csvDialect: 'comma',
    });
  });

  it('gives a version-4 file no update feed: updates stay off until someone sets one', () => {
    const version4 = { ...defaultSettings(), schemaVersion: 4, port: 7600 };
    delete (version4 as Partial<typeof version4>).updateFeedUrl;
    expect(migrateSettings(version4)).toEqual({
      ...version4,
      schemaVersion: 6,
      updateFeedUrl: null,
    });
    expect(parseSettings(version4)).toEqual({ ...defaultSettings(), port: 7600 });
  });

  // Excel NL was the default and written on open, so it says nothing of a choice.
  it.each([
    ['excel-nl', 'follow-language'],
    ['comma', 'comma'],
  ])('reads a version-5 csvDialect %s as %s', (stored, dialect) => {
    const version5 = { ...defaultSettings(), schemaVersion: 5, language: 'en', csvDialect: stored };
    expect(migrateSettings(version5)).toEqual({
      ...version5,
      schemaVersion: 6,
      csvDialect: dialect,
    });
    expect(parseSettings(version5).csvDialect).toBe(dialect);
  });

  it('keeps a valid update feed and turns updates off for one that no longer passes', () => {
    const withFeed = (updateFeedUrl: unknown) =>
      parseSettings({ ...defaultSettings(), updateFeedUrl }).updateFeedUrl;
    expect(withFeed('https://updates.example.nl/desk/')).toBe('https://updates.example.nl/desk/');
    expect(withFeed('HTTPS://Updates.Example.nl/desk')).toBe('https://updates.example.nl/desk');
    expect(withFeed('http://127.0.0.1:8123/feed/')).toBe('http://127.0.0.1:8123/feed/');
    for (const refused of [
      'http://updates.example.nl/desk/',
      'https://user:secret@updates.example.nl/',
      'file:///C:/feed/',
      'https://updates.example.nl/desk/ ',
      42,
    ]) {
      expect(withFeed(refused)).toBeNull();
    }
  });

  it('keeps valid table layouts and drops a damaged one', () => {
    const layout = { order: ['title', 'sku'], hidden: ['sku'], widths: { title: 320 } };
    const settings = parseSettings({
      ...defaultSettings(),
      tableLayouts: {
        'demo/manager@demo.test': { catalog: layout, 'discount-orders': { order: 'date' } },
        'demo/staff@demo.test': { catalog: { ...layout, widths: { title: 99_999 } } },
      },
    });
    expect(settings.tableLayouts).toEqual({
      'demo/manager@demo.test': { catalog: layout },
      'demo/staff@demo.test': {},
    });
  });

  it('leaves a current file as it is', () => {
    const current = { ...defaultSettings(), port: 9000 };
    expect(migrateSettings(current)).toEqual(current);
  });

  it('reads a file from a newer version for what it understands', () => {
    const settings = parseSettings({ schemaVersion: 99, port: 9001, someNewField: true });
    expect(settings.port).toBe(9001);
    expect(settings.schemaVersion).toBe(SETTINGS_SCHEMA_VERSION);
  });
});

describe('createSettingsStore', () => {
  it('writes the migrated file back once on open, then only on update', () => {
    const backend = memoryBackend({ csvDelimiter: ';' });
    const store = createSettingsStore(backend);
    expect(backend.writes).toHaveLength(1);
    expect(backend.writes[0]).toMatchObject({ schemaVersion: 6, csvDialect: 'follow-language' });
    expect(backend.writes[0]).not.toHaveProperty('csvDelimiter');

    store.read();
    expect(backend.writes).toHaveLength(1);
    expect(store.update({ language: 'en' }).language).toBe('en');
    expect(backend.writes).toHaveLength(2);
    expect(store.read().language).toBe('en');
    expect(store.path).toBe('/tmp/settings.json');
  });

  it('rewrites a version-2 file without lastFilters on open', () => {
    const backend = memoryBackend({
      ...defaultSettings(),
      schemaVersion: 2,
      lastFilters: { report: { from: '2026-01-01' } },
    });
    createSettingsStore(backend);
    expect(backend.writes).toHaveLength(1);
    expect(backend.writes[0]).toEqual(defaultSettings());
  });

  it('does not rewrite a current, valid file on open', () => {
    const backend = memoryBackend({ ...defaultSettings() });
    createSettingsStore(backend);
    expect(backend.writes).toHaveLength(0);
  });

  it('never stores an invalid value: it becomes the default', () => {
    const store = createSettingsStore(memoryBackend());
    expect(store.update({ port: -1 }).port).toBe(7411);
  });
});

describe('openHeadlessSettings (conf)', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'backoffice-settings-'));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('keeps the settings in <data-dir>/settings.json, readable by its owner only', async () => {
    const store = openHeadlessSettings(folder);
    expect(store.path).toBe(join(folder, 'settings.json'));
    store.update({ port: 7600, csvDialect: 'comma' });

    const onDisk = JSON.parse(await readFile(store.path, 'utf8')) as Record<string, unknown>;
    expect(onDisk).toMatchObject({ schemaVersion: 6, port: 7600, csvDialect: 'comma' });
    if (process.platform !== 'win32') expect((await stat(store.path)).mode & 0o777).toBe(0o600);
    expect(openHeadlessSettings(folder).read().port).toBe(7600);
  });

  // The port-in-use dialog sends people into this file; a stray comma must not lock them out.
  it('starts on defaults from a file that is not JSON, keeping that file beside it', async () => {
    const damaged = '{\n  "port": 7600,\n  "language": "en",\n}\n';
    await writeFile(join(folder, 'settings.json'), damaged);
    const settings = openHeadlessSettings(folder).read();
    expect(settings).toEqual(defaultSettings());
    const kept = (await readdir(folder)).filter((name) => name.startsWith('settings.damaged-'));
    expect(kept).toHaveLength(1);
    expect(await readFile(join(folder, kept[0] ?? ''), 'utf8')).toBe(damaged);
  });

  it('migrates an old file found in the data folder', async () => {
    await writeFile(
      join(folder, 'settings.json'),
      JSON.stringify({ upstreamUrl: 'https://{account}.example.nl', csvDelimiter: ';' }),
    );
    const settings = openHeadlessSettings(folder).read();
    expect(settings.upstream).toEqual({
      kind: 'platform',
      urlTemplate: 'https://{account}.example.nl',
    });
    expect(settings.csvDialect).toBe('follow-language');
  });
});
