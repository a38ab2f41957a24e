/**
 * The glossary's rules as the tests of words read them: the things of CONTRIBUTING.md's
 * "Glossary: one word per thing" with the words not used for each (its last column), a word
 * found in its inflections, and a plural said with a bracketed ending. The screens and the
 * digest (glossary.test.ts, plurals.test.ts here) and the exports
 * (test/unit/exports/glossary.test.ts) are held to the same rules: tsconfig.node.json names this
 * file, so the Node side's tests read it too. Pure, with no import, for both projects.
 */

export interface Concept {
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

/** A word with its plural ending in brackets: "dag(en)", "period(s)", "tijdvak(ken)". */
export const BRACKETED_PLURAL = /\p{L}\((?:s|es|en|n|e|ken|ies)\)/u;
