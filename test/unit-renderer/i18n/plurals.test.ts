/**
 * Plurals are said through `countKey` (a `.one` entry beside the plural), never with a
 * bracketed ending: "rekening(en)", "dag(en)", "account(s)" (issue 67). The digest, which the
 * service writes, says its counts in both forms too.
 */
import { describe, expect, it } from 'vitest';
import { digestWords } from '../../../shared/digest-words.js';
import { en } from '../../../renderer/src/i18n/en.js';
import { countKey, translate } from '../../../renderer/src/i18n/index.js';
import { nl } from '../../../renderer/src/i18n/nl.js';
import { BRACKETED_PLURAL } from './glossary-rules.js';
import { USER_STRINGS } from './user-strings.js';

describe.each(['en', 'nl'] as const)(
  'every %s string of the screens and the digest',
  (language) => {
    it('says a plural without a bracketed ending', () => {
      const hacks = USER_STRINGS[language]
        .filter(({ text }) => BRACKETED_PLURAL.test(text))
        .map(({ where, text }) => `${where}: ${text}`);
      expect(hacks).toEqual([]);
    });
  },
);

describe('a count in words', () => {
  it('has its plural beside every singular', () => {
    for (const dictionary of [nl, en]) {
      for (const key of Object.keys(dictionary).filter((name) => name.endsWith('.one'))) {
        expect(Object.hasOwn(dictionary, key.slice(0, -'.one'.length)), key).toBe(true);
      }
    }
  });

  it('says one day, one account, and several, in both languages', () => {
    const say = (
      language: 'en' | 'nl',
      key: 'journal.leftOutTitle' | 'ledger.rgsMissing',
      count: number,
    ) => translate(language, countKey(key, count), { count, accounts: '8000' });
    expect(say('nl', 'journal.leftOutTitle', 1)).toBe('Niet geboekt: 1 dag die niet sluit');
    expect(say('nl', 'journal.leftOutTitle', 3)).toBe('Niet geboekt: 3 dagen die niet sluiten');
    expect(say('en', 'journal.leftOutTitle', 1)).toBe('Not posted: 1 day that does not balance');
    expect(say('nl', 'ledger.rgsMissing', 1)).toBe('1 rekening zonder RGS-code: 8000.');
    expect(say('en', 'ledger.rgsMissing', 2)).toBe('2 accounts without an RGS code: 8000.');
  });

  it('in the digest: one closing, several closings', () => {
    expect(digestWords('nl').closings(1)).toBe('1 afsluiting');
    expect(digestWords('nl').closings(3)).toBe('3 afsluitingen');
    expect(digestWords('en').closings(1)).toBe('1 closing');
  });
});
