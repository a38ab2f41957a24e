/**
 * One word per thing in the exports too: no word of a CSV, Excel NL CSV, .xlsx, PDF or the
 * journal's files (export-strings.ts collects them, in both languages) is one the glossary in
 * CONTRIBUTING.md does not use for its thing, in any inflection; no plural is said with a
 * bracketed ending; and every sheet's title fits Excel's 31 characters. The screens and the
 * morning digest are held to the same rules (test/unit-renderer/i18n/glossary.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BRACKETED_PLURAL,
  glossaryConcepts,
  wordPattern,
  type Concept,
} from '../../unit-renderer/i18n/glossary-rules.js';
import { EXPORT_STRINGS, SHEET_TITLES, type ExportString } from './export-strings.js';

const CONTRIBUTING = readFileSync(new URL('../../../CONTRIBUTING.md', import.meta.url), 'utf8');
const concepts = glossaryConcepts(CONTRIBUTING).filter((concept) => concept.not.length > 0);

/** Each string that says a word the glossary does not use for the concept, with the word. */
const forbiddenIn = (strings: readonly ExportString[], concept: Concept): string[] =>
  concept.not.flatMap((word) =>
    strings
      .filter(({ text }) => wordPattern(word).test(text))
      .map(({ where, text }) => `${where} says "${word}": ${text}`),
  );

describe('the words of the exports', () => {
  it('are read from every kind of export, in both languages', () => {
    const texts = (language: 'en' | 'nl') => EXPORT_STRINGS[language].map(({ text }) => text);
    // A section's title, a column's header, a row label, a journal line, a bridge, a PDF's word.
    expect(texts('nl')).toEqual(
      expect.arrayContaining([
        'Omzet per omzetgroep',
        'Grootboekrekening',
        'Niet uit verkoopgegevens',
        'Fooien ontvangen',
        'Kasverschillen: geen orderregel, dus bij geen winkel',
        'Kassa-afsluitingen',
        'Momentopname',
      ]),
    );
    expect(texts('en')).toEqual(
      expect.arrayContaining(['Turnover by shop', 'Tips received', 'Printed at', 'Stock value']),
    );
  });

  it('finds a word planted in a table, and in its plural', () => {
    const planted = [
      { where: 'planted', text: 'Bestellingen niet bewaard' },
      { where: 'planted', text: 'Turnover groups' },
    ];
    const order = concepts.find((concept) => concept.english === 'order');
    if (!order) throw new Error('the glossary names no order');
    expect(forbiddenIn(planted, order)).toEqual([
      'planted says "bestelling": Bestellingen niet bewaard',
    ]);
  });
});

describe.each(['en', 'nl'] as const)('every %s word of the exports', (language) => {
  it.each(concepts)('calls $english / $dutch by no other name', (concept) => {
    expect(forbiddenIn(EXPORT_STRINGS[language], concept)).toEqual([]);
  });

  it('says a plural without a bracketed ending', () => {
    const hacks = EXPORT_STRINGS[language]
      .filter(({ text }) => BRACKETED_PLURAL.test(text))
      .map(({ where, text }) => `${where}: ${text}`);
    expect(hacks).toEqual([]);
  });
});

describe('the titles of sheets and zipped files', () => {
  it('fit a worksheet name, 31 characters', () => {
    expect(SHEET_TITLES.length).toBeGreaterThan(40);
    const long = SHEET_TITLES.filter(({ text }) => text.length > 31);
    expect(long.map(({ where, text }) => `${where}: ${text} (${text.length})`)).toEqual([]);
  });
});
