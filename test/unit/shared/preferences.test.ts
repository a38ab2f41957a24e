/** The one definition of the display preferences, their defaults and how they are read. */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  delimiterOf,
  dialectOfDelimiter,
  preferencesChangeSchema,
  readPreferences,
  upgradeOldDefaultDialect,
  writtenDialectOf,
} from '../../../shared/preferences.js';

describe('the defaults', () => {
  it("are Dutch, CSV in the language's convention and day-first dates", () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      language: 'nl',
      csvDialect: 'follow-language',
      dateStyle: 'day-first',
      tableLayouts: {},
    });
  });
});

describe('readPreferences', () => {
  it('keeps valid fields and drops unknown ones', () => {
    expect(
      readPreferences({ language: 'en', csvDialect: 'comma', dateStyle: 'iso', lastFilters: {} }),
    ).toEqual({
      language: 'en',
      csvDialect: 'comma',
      dateStyle: 'iso',
      tableLayouts: {},
    });
  });

  it('replaces each invalid or missing field by its default', () => {
    expect(readPreferences({ language: 'de', dateStyle: 'us' })).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences({ csvDialect: 'comma' })).toEqual({
      language: 'nl',
      csvDialect: 'comma',
      dateStyle: 'day-first',
      tableLayouts: {},
    });
  });

  it.each([null, undefined, 'nl', 42, []])('reads %j as the defaults', (stored) => {
    expect(readPreferences(stored)).toEqual(DEFAULT_PREFERENCES);
  });
});

describe('preferencesChangeSchema', () => {
  it('accepts a partial change of known fields', () => {
    expect(preferencesChangeSchema.parse({ csvDialect: 'comma' })).toEqual({ csvDialect: 'comma' });
    expect(preferencesChangeSchema.parse({})).toEqual({});
  });

  it('accepts valid table layouts', () => {
    const tableLayouts = {
      'demo/manager@demo.test': {
        catalog: { order: ['title', 'sku'], hidden: ['sku'], widths: { title: 300 } },
        'reference.taxRates': { order: ['value'], hidden: [], widths: {} },
      },
    };
    expect(preferencesChangeSchema.parse({ tableLayouts })).toEqual({ tableLayouts });
  });

  const layout = { order: ['sku'], hidden: [], widths: {} };
  it.each([
    { lastFilters: {} },
    { port: 80 },
    { language: 'de' },
    { csvDialect: ';' },
    { tableLayouts: { 'demo/a@b.nl': { catalog: { ...layout, widths: { sku: 10 } } } } },
    { tableLayouts: { 'demo/a@b.nl': { catalog: { ...layout, order: ['a;b'] } } } },
    { tableLayouts: { 'demo/a@b.nl': { 'Not A Table': layout } } },
    { tableLayouts: { 'demo/a@b.nl': { catalog: { ...layout, extra: 1 } } } },
  ])('refuses %j', (change) => {
    expect(preferencesChangeSchema.safeParse(change).success).toBe(false);
  });
});

describe('dialects and delimiters', () => {
  it('map both ways', () => {
    expect(delimiterOf('excel-nl')).toBe(';');
    expect(delimiterOf('comma')).toBe(',');
    // Following the language sends none: the service applies the language's.
    expect(delimiterOf('follow-language')).toBeUndefined();
    expect(dialectOfDelimiter(';')).toBe('excel-nl');
    expect(dialectOfDelimiter(',')).toBe('comma');
    expect(dialectOfDelimiter(undefined)).toBe('comma');
  });

  it("are written in the language's convention unless one was chosen", () => {
    expect(writtenDialectOf('follow-language', 'nl')).toBe('excel-nl');
    expect(writtenDialectOf('follow-language', 'en')).toBe('comma');
    expect(writtenDialectOf('excel-nl', 'en')).toBe('excel-nl');
    expect(writtenDialectOf('comma', 'nl')).toBe('comma');
  });

  it('read a stored excel-nl, the old default, as following the language; comma stays', () => {
    expect(upgradeOldDefaultDialect('excel-nl')).toBe('follow-language');
    expect(upgradeOldDefaultDialect('comma')).toBe('comma');
    expect(upgradeOldDefaultDialect(undefined)).toBeUndefined();
  });
});
