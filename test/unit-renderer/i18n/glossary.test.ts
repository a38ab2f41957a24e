/**
 * One word per thing: the glossary in CONTRIBUTING.md names each thing's word on the screens
 * and the words not used for it (its last column). No string of the screens, in either
 * language, nor of the morning digest uses one of those, in any inflection.
 */
import { describe, expect, it } from 'vitest';
import CONTRIBUTING from '../../../CONTRIBUTING.md?raw';
import { USER_STRINGS } from './user-strings.js';

interface Concept {
  english: string;
  dutch: string;
  not: string[];
}

/** The glossary's rows of things the screens name (not "—" nor "(not on screens)"). */
export function glossaryConcepts(markdown: string): Concept[] {
  const section = markdown.split('## Glossary: one word per thing')[1]?.split('\n### ')[0] ?? '';
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  return rows
    .filter(([, english = '']) => english !== '—' && !english.startsWith('('))
    .map(([, english = '', dutch = '', , , not = '']) => ({
      english,
      dutch,
      not: not
        // A remark in brackets, or a link, is no word.
        .replace(/\([^)]*\)/g, '')
        .split(/[,;]/)
        .map((entry) => entry.trim())
        // `"till closing" in prose`: a rule for prose, not for the screens.
        .filter((entry) => entry !== '' && !entry.startsWith('"')),
    }));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The word and its inflections: plural -s, -es, -en, -n, and -y as -ies. */
export function wordPattern(word: string): RegExp {
  const forms = [`${escape(word)}(?:s|es|en|n)?`];
  if (word.endsWith('y')) forms.push(`${escape(word.slice(0, -1))}ies`);
  return new RegExp(`(?<![\\p{L}-])(?:${forms.join('|')})(?![\\p{L}-])`, 'iu');
}

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
