/**
 * The preferences store end to end in jsdom: in the desktop app (window.backoffice present)
 * it reads from and saves through the bridge and leaves localStorage alone; in a plain
 * browser it keeps them in localStorage, upgrading what versions 1 to 3 wrote there. Each
 * test loads a fresh store module, as a page load would. Table layouts are kept per user.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RendererPreferences } from '../../shared/backoffice-bridge.js';
import { DEFAULT_PREFERENCES } from '../../shared/preferences.js';
import { bridgeWith } from './fake-bridge.js';

const KEY = 'backoffice-desk.settings';

async function freshStore() {
  vi.resetModules();
  return import('../../renderer/src/app/settings-store.js');
}

/** A bridge whose settings file holds `stored`; only preferences answer. */
function fakeBridge(stored: RendererPreferences) {
  let file = { ...stored };
  const preferences = {
    get: vi.fn(() => Promise.resolve({ ...file })),
    update: vi.fn((change: Partial<RendererPreferences>) => {
      file = { ...file, ...change };
      return Promise.resolve({ ...file });
    }),
  };
  const bridge = bridgeWith({ preferences });
  return { bridge, preferences, file: () => file };
}

const storedLocally = (): unknown => JSON.parse(localStorage.getItem(KEY) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  delete window.backoffice;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('in the desktop app (bridge present)', () => {
  it('loads the settings file before anything reads the store', async () => {
    const { bridge, preferences } = fakeBridge({
      language: 'en',
      csvDialect: 'comma',
      dateStyle: 'iso',
      tableLayouts: {},
    });
    window.backoffice = bridge;
    const { useSettingsStore, loadPreferences } = await freshStore();
    expect(useSettingsStore.getState()).toMatchObject(DEFAULT_PREFERENCES);

    await loadPreferences();
    expect(useSettingsStore.getState()).toMatchObject({
      language: 'en',
      csvDialect: 'comma',
      dateStyle: 'iso',
    });
    expect(preferences.get).toHaveBeenCalledOnce();
    expect(preferences.update).not.toHaveBeenCalled();
  });

  it('saves each change through the bridge and nothing in localStorage', async () => {
    const fake = fakeBridge({ ...DEFAULT_PREFERENCES });
    window.backoffice = fake.bridge;
    const { useSettingsStore, loadPreferences } = await freshStore();
    await loadPreferences();

    useSettingsStore.getState().setCsvDialect('comma');
    useSettingsStore.getState().setLanguage('en');
    useSettingsStore.getState().setDateStyle('iso');
    const saved = { language: 'en', csvDialect: 'comma', dateStyle: 'iso', tableLayouts: {} };
    await vi.waitFor(() => expect(fake.file()).toEqual(saved));
    expect(fake.preferences.update).toHaveBeenLastCalledWith(saved);
    expect(localStorage.getItem(KEY)).toBeNull();

    // The next start reads what was saved.
    const next = await freshStore();
    await next.loadPreferences();
    expect(next.useSettingsStore.getState()).toMatchObject({
      language: 'en',
      csvDialect: 'comma',
      dateStyle: 'iso',
    });
  });

  it("wins over this window's localStorage", async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ state: { language: 'en', csvDialect: 'comma' }, version: 2 }),
    );
    window.backoffice = fakeBridge({
      language: 'nl',
      csvDialect: 'excel-nl',
      dateStyle: 'day-first',
      tableLayouts: {},
    }).bridge;
    const { useSettingsStore, loadPreferences } = await freshStore();
    await loadPreferences();
    expect(useSettingsStore.getState()).toMatchObject({ language: 'nl', csvDialect: 'excel-nl' });
  });

  it('keeps the defaults and warns when the bridge cannot read the file', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fake = fakeBridge({ ...DEFAULT_PREFERENCES });
    fake.preferences.get.mockRejectedValueOnce(new Error('settings file locked'));
    window.backoffice = fake.bridge;
    const { useSettingsStore, loadPreferences } = await freshStore();

    await expect(loadPreferences()).resolves.toBeUndefined();
    expect(useSettingsStore.getState()).toMatchObject(DEFAULT_PREFERENCES);
    expect(warn).toHaveBeenCalledWith('could not read the saved preferences', expect.any(Error));
  });

  it('keeps a change on screen and warns when the bridge cannot save it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fake = fakeBridge({ ...DEFAULT_PREFERENCES });
    fake.preferences.update.mockRejectedValueOnce(new Error('disk full'));
    window.backoffice = fake.bridge;
    const { useSettingsStore, loadPreferences } = await freshStore();
    await loadPreferences();

    useSettingsStore.getState().setLanguage('en');
    expect(useSettingsStore.getState().language).toBe('en');
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'could not save the preferences in the app',
        expect.any(Error),
      ),
    );
  });
});

describe('in a plain browser (no bridge)', () => {
  it('starts from the shared defaults with nothing stored', async () => {
    const { useSettingsStore, loadPreferences } = await freshStore();
    await loadPreferences();
    expect(useSettingsStore.getState()).toMatchObject({
      language: 'nl',
      csvDialect: 'follow-language',
    });
    expect(useSettingsStore.getState()).toMatchObject(DEFAULT_PREFERENCES);
  });

  it('keeps changes in localStorage for the next page load', async () => {
    const { useSettingsStore, loadPreferences } = await freshStore();
    await loadPreferences();
    useSettingsStore.getState().setCsvDialect('comma');
    expect(storedLocally()).toEqual({
      state: { language: 'nl', csvDialect: 'comma', dateStyle: 'day-first', tableLayouts: {} },
      version: 4,
    });

    const next = await freshStore();
    await next.loadPreferences();
    expect(next.useSettingsStore.getState().csvDialect).toBe('comma');
  });

  // `;` named Excel NL, the old default, which version 4 reads as following the language.
  it.each([
    [';', 'follow-language'],
    [',', 'comma'],
  ] as const)(
    'upgrades version 1 (csvDelimiter %j) to the dialect %s',
    async (delimiter, dialect) => {
      localStorage.setItem(
        KEY,
        JSON.stringify({ state: { language: 'en', csvDelimiter: delimiter }, version: 1 }),
      );
      const { useSettingsStore, loadPreferences } = await freshStore();
      await loadPreferences();
      expect(useSettingsStore.getState()).toMatchObject({ language: 'en', csvDialect: dialect });
      expect(storedLocally()).toEqual({
        state: { language: 'en', csvDialect: dialect, dateStyle: 'day-first', tableLayouts: {} },
        version: 4,
      });
    },
  );

  // Excel NL was the default and saved with every change, so it says nothing of a choice.
  it.each([
    ['excel-nl', 'follow-language'],
    ['comma', 'comma'],
  ] as const)('upgrades version 3 (csvDialect %s) to %s', async (stored, dialect) => {
    const state = { language: 'en', csvDialect: stored, dateStyle: 'iso', tableLayouts: {} };
    localStorage.setItem(KEY, JSON.stringify({ state, version: 3 }));
    const { useSettingsStore, loadPreferences } = await freshStore();
    await loadPreferences();
    expect(useSettingsStore.getState()).toMatchObject({ language: 'en', csvDialect: dialect });
    expect(storedLocally()).toEqual({ state: { ...state, csvDialect: dialect }, version: 4 });
  });

  it('reads damaged storage field by field: what is invalid becomes the default', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ state: { language: 'de', csvDialect: 'comma', extra: 1 }, version: 2 }),
    );
    const { useSettingsStore, loadPreferences } = await freshStore();
    await loadPreferences();
    const { language, csvDialect } = useSettingsStore.getState();
    expect({ language, csvDialect }).toEqual({ language: 'nl', csvDialect: 'comma' });
    expect(useSettingsStore.getState()).not.toHaveProperty('extra');
  });

  it('starts with the defaults when the stored text is not JSON', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(KEY, '{not json');
    const { useSettingsStore, loadPreferences } = await freshStore();
    await loadPreferences();
    expect(useSettingsStore.getState()).toMatchObject(DEFAULT_PREFERENCES);
  });
});

describe('table layouts, per user', () => {
  const ANNA = 'demo/anna@demo.test';
  const BOB = 'demo/bob@demo.test';
  const narrow = { order: ['title', 'sku'], hidden: ['sku'], widths: { title: 300 } };

  it('upgrades version 2 (no layouts) to version 4 with none, keeping the rest', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ state: { language: 'en', csvDialect: 'comma' }, version: 2 }),
    );
    const { useSettingsStore, loadPreferences } = await freshStore();
    await loadPreferences();
    expect(useSettingsStore.getState()).toMatchObject({
      language: 'en',
      csvDialect: 'comma',
      tableLayouts: {},
    });
    expect(storedLocally()).toEqual({
      state: { language: 'en', csvDialect: 'comma', dateStyle: 'day-first', tableLayouts: {} },
      version: 4,
    });
  });

  it("keeps each user's layout apart, for the next page load", async () => {
    const { useSettingsStore, loadPreferences } = await freshStore();
    await loadPreferences();
    useSettingsStore.getState().setTableLayout(ANNA, 'catalog', narrow);
    useSettingsStore.getState().setTableLayout(ANNA, 'reference.shops', narrow);

    const next = await freshStore();
    await next.loadPreferences();
    const { tableLayouts } = next.useSettingsStore.getState();
    expect(tableLayouts[ANNA]?.catalog).toEqual(narrow);
    expect(tableLayouts[BOB]).toBeUndefined();

    // Forgetting one table keeps the other; forgetting the last forgets the user.
    next.useSettingsStore.getState().setTableLayout(ANNA, 'catalog', null);
    expect(next.useSettingsStore.getState().tableLayouts).toEqual({
      [ANNA]: { 'reference.shops': narrow },
    });
    next.useSettingsStore.getState().setTableLayout(ANNA, 'reference.shops', null);
    expect(storedLocally()).toMatchObject({ state: { tableLayouts: {} } });
  });

  it('drops a damaged layout and keeps the others', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        state: {
          language: 'nl',
          csvDialect: 'comma',
          tableLayouts: {
            [ANNA]: {
              catalog: narrow,
              'discount-orders': { order: ['date'], hidden: [], widths: { date: 'wide' } },
              'Bad Table!': narrow,
            },
            [BOB]: 'not a layout',
          },
        },
        version: 3,
      }),
    );
    const { useSettingsStore, loadPreferences } = await freshStore();
    await loadPreferences();
    expect(useSettingsStore.getState().tableLayouts).toEqual({
      [ANNA]: { catalog: narrow },
      [BOB]: {},
    });
  });

  it('are saved through the bridge in the desktop app', async () => {
    const fake = fakeBridge({ ...DEFAULT_PREFERENCES });
    window.backoffice = fake.bridge;
    const { useSettingsStore, loadPreferences } = await freshStore();
    await loadPreferences();
    useSettingsStore.getState().setTableLayout(ANNA, 'catalog', narrow);
    await vi.waitFor(() =>
      expect(fake.file().tableLayouts).toEqual({ [ANNA]: { catalog: narrow } }),
    );
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
