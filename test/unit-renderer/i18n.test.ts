/**
 * The dictionaries and `translate`: both languages say the same things with the same
 * placeholders (the type check only sees that the keys match), and `t` fills them.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../renderer/src/i18n/en.js';
import { localeOf, translate } from '../../renderer/src/i18n/index.js';
import { nl, type MessageKey } from '../../renderer/src/i18n/nl.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
const keys = Object.keys(nl).filter((key): key is MessageKey => key in en);

describe('the dictionaries', () => {
  it('have the same keys, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(nl).sort());
    for (const key of keys) {
      expect(nl[key].trim(), key).not.toBe('');
      expect(en[key].trim(), key).not.toBe('');
    }
  });

  it('speak to the user as “je” in Dutch, never “u” (issue 58)', () => {
    for (const key of keys) expect(nl[key], key).not.toMatch(/\b(u|uw|uzelf)\b/i);
  });

  it('use the same placeholders in both languages', () => {
    for (const key of keys) {
      expect(placeholders(en[key]).sort(), key).toEqual(placeholders(nl[key]).sort());
    }
  });
});

describe('translate', () => {
  it('fills every placeholder it is given', () => {
    expect(translate('en', 'export.saved', { name: 'prijslijst.csv' })).toContain('prijslijst.csv');
    expect(translate('nl', 'export.saved', { name: 'prijslijst.csv' })).toContain('prijslijst.csv');
    expect(translate('en', 'export.saved', { name: 'a.csv' })).not.toMatch(/\{name\}/);
  });

  it('leaves a placeholder it is not given as it is, rather than printing "undefined"', () => {
    expect(translate('en', 'export.saved', {})).toContain('{name}');
  });

  it('answers the template itself without values', () => {
    expect(translate('nl', 'app.name')).toBe(nl['app.name']);
  });
});

describe('localeOf', () => {
  it('is Dutch for nl and British English for en (day before month)', () => {
    expect(localeOf('nl')).toBe('nl-NL');
    expect(localeOf('en')).toBe('en-GB');
  });
});
