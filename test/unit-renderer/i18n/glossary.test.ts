/**
 * One word per thing: the glossary in CONTRIBUTING.md names each thing's word on the screens
 * and the words not used for it (its last column). No string of the screens, in either
 * language, nor of the morning digest uses one of those, in any inflection. The exports are
 * held to the same rules by test/unit/exports/glossary.test.ts.
 */
import { describe, expect, it } from 'vitest';
import CONTRIBUTING from '../../../CONTRIBUTING.md?raw';
import { glossaryConcepts, wordPattern } from './glossary-rules.js';
import { USER_STRINGS } from './user-strings.js';

const concepts = glossaryConcepts(CONTRIBUTING);

describe('the glossary read from CONTRIBUTING.md', () => {
  it('holds the things the screens name, each with its words not used', () => {
    const named = concepts.map((concept) => concept.dutch);
    expect(named).toEqual(
      expect.arrayContaining(['kassa-afsluiting', 'omzet', 'aanbetalingen', 'ochtendoverzicht']),
    );
    const digest = concepts.find((concept) => concept.english === 'morning digest');
    expect(digest?.not).toEqual(['dagoverzicht', 'daily digest']);
    const closing = concepts.find((concept) => concept.english === 'till closing');
    expect(closing?.not).toEqual(['dagafsluiting', 'kassasluiting']);
  });

  it('finds a word in its inflections, and not inside another word', () => {
    expect(wordPattern('bestelling').test('Bestellingen die het veroorzaakten')).toBe(true);
    expect(wordPattern('journal entry').test('two journal entries')).toBe(true);
    expect(wordPattern('verkoop').test('Verkoop per uur')).toBe(true);
    expect(wordPattern('verkoop').test('Verkoopprijs')).toBe(false);
    expect(wordPattern('verkoop').test('Verkopen')).toBe(false);
    expect(wordPattern('revenue').test('non-revenue lines')).toBe(false);
  });
});

describe.each(['en', 'nl'] as const)(
  'every %s string of the screens and the digest',
  (language) => {
    it.each(concepts.filter((concept) => concept.not.length > 0))(
      'calls $english / $dutch by no other name',
      (concept) => {
        const found = concept.not.flatMap((word) =>
          USER_STRINGS[language]
            .filter(({ text }) => wordPattern(word).test(text))
            .map(({ where, text }) => `${where} says "${word}": ${text}`),
        );
        expect(found).toEqual([]);
      },
    );
  },
);
