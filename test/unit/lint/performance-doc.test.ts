/**
 * `docs/performance.md` holds the current figures and how to reproduce them, at most 300
 * lines: a run that replaces a figure moves the old one to `docs/performance/history/`, so the
 * page stays something a reader reads through instead of a diary that grows by every session.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PAGE = fileURLToPath(new URL('../../../docs/performance.md', import.meta.url));
const MOST_LINES = 300;

/** The lines of a Markdown text, its final newline not counted as one more. */
const linesOf = (text: string): number => text.replace(/\n$/, '').split('\n').length;

describe('docs/performance.md stays the current figures', () => {
  it(`has at most ${MOST_LINES} lines`, () => {
    expect(linesOf(readFileSync(PAGE, 'utf8'))).toBeLessThanOrEqual(MOST_LINES);
  });

  it('counts lines as an editor numbers them (a planted page one line over fails)', () => {
    const over = `${Array.from({ length: MOST_LINES + 1 }, (_, index) => `line ${index}`).join('\n')}\n`;
    expect(linesOf(over)).toBe(MOST_LINES + 1);
    expect(linesOf('one\ntwo\n')).toBe(2);
  });
});
