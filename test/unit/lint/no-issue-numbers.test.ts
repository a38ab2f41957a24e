/**
 * Product code names no issue: "issue 48" is the history of a change, which the commit log
 * keeps; the code says the why itself, or links the decision that does. Tests and docs may
 * name issues.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PRODUCT = ['electron', 'shared', 'renderer/src', 'scripts'];
const CODE = /\.(ts|tsx|mts|cts|js|mjs|css|html)$/;
const ISSUE = /issue\s*#?\d+/i;

/** `file:line: text` of every line of `text` that names an issue. */
const issueLines = (file: string, text: string): string[] =>
  text
    .split('\n')
    .map((line, index) => `${file}:${index + 1}: ${line.trim()}`)
    .filter((line) => ISSUE.test(line.slice(line.indexOf(': ') + 2)));

const productFiles = (): string[] =>
  PRODUCT.flatMap((folder) =>
    readdirSync(ROOT + folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => CODE.test(name))
      .map((name) => `${folder}/${name.split('\\').join('/')}`),
  );

describe('no issue numbers in product code', () => {
  it('no product file names an issue', () => {
    const found = productFiles().flatMap((file) =>
      issueLines(file, readFileSync(ROOT + file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('finds an issue however it is written, and nothing else', () => {
    const planted = [
      '// Issue 48: the first screen.',
      ' * as the clerk asked (issue #58, item 2)',
      "const x = 'issue48';",
      ' * a tissue of 3 layers; the issue is 2 s; issues 4',
    ].join('\n');
    expect(issueLines('planted.ts', planted).map((line) => line.split(':')[1])).toEqual([
      '1',
      '2',
      '3',
    ]);
  });
});
