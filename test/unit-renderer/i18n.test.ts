/**
 * The dictionaries and `translate`: both languages say the same things with the same
 * placeholders (the type check only sees that the keys match), and `t` fills them.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../renderer/src/i18n/en.js';
import { countKey, localeOf, translate } from '../../renderer/src/i18n/index.js';
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

describe('countKey', () => {
  it('says one of a thing in the singular, any other count in the plural (issue 58)', () => {
    const say = (count: number) =>
      translate('nl', countKey('today.hours.total', count), { turnover: '€ 5,00', orders: count });
    expect(say(1)).toBe('Totaal over de periode: € 5,00 incl. btw, 1 order');
    expect(say(2)).toBe('Totaal over de periode: € 5,00 incl. btw, 2 orders');
    expect(say(0)).toBe('Totaal over de periode: € 5,00 incl. btw, 0 orders');
    expect(translate('en', countKey('pack.runs.fileCount', 1), { count: 1 })).toBe('1 file');
    // A text without a singular of its own is said as it is.
    expect(countKey('app.name', 1)).toBe('app.name');
  });
});

describe('localeOf', () => {
  it('is Dutch for nl and British English for en (day before month)', () => {
    expect(localeOf('nl')).toBe('nl-NL');
    expect(localeOf('en')).toBe('en-GB');
  });
});
