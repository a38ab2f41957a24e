/**
 * Product code and the docs a reader meets name no issue: "issue 48" is the history of a
 * change, which the commit log keeps; the code and the docs say the why themselves, or link the
 * decision that does, and name a thing by what it is. Tests, the decisions and the performance
 * history may name issues.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repositoryEntries } from './repo-paths.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PRODUCT = ['electron', 'shared', 'renderer/src', 'scripts'];
const CODE = /\.(ts|tsx|mts|cts|js|mjs|css|html)$/;
const ISSUE = /issue\s*#?\d+/i;
/**
 * The docs a reader meets: every README, the root's guides, and docs/*.md; not the decision
 * records nor the performance history, which tell what was decided or measured when.
 */
const READER_DOC = /^(.*\/)?README\.md$|^(CONTRIBUTING|SECURITY)\.md$|^docs\/[^/]+\.md$/;
const NOT_FOR_READERS = /^docs\/(decisions|performance\/history)\//;

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

const readerDocs = (): string[] =>
  [...repositoryEntries(ROOT)].filter(
    (path) => READER_DOC.test(path) && !NOT_FOR_READERS.test(path),
  );

describe('no issue numbers in product code or the docs a reader meets', () => {
  it('no product file names an issue', () => {
    const found = productFiles().flatMap((file) =>
      issueLines(file, readFileSync(ROOT + file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('no README, guide or doc of docs/ names an issue, nor a bench flag', () => {
    const found = readerDocs().flatMap((file) =>
      issueLines(file, readFileSync(ROOT + file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('reads the docs a reader meets, not the decisions or the history', () => {
    const docs = readerDocs();
    expect(docs).toEqual(
      expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/api.md', 'test/README.md']),
    );
    expect(docs).not.toContain('docs/decisions/README.md');
    expect(docs).not.toContain('docs/performance/history/README.md');
    expect(docs.some((doc) => doc.startsWith('docs/decisions/0'))).toBe(false);
  });

  it('finds an issue however it is written, and nothing else', () => {
    const planted = [
      '// Issue 48: the first screen.',
      ' * as the clerk asked (issue #58, item 2)',
      "const x = 'issue48';",
      '`npm run bench -- --issue43`',
      ' * a tissue of 3 layers; the issue is 2 s; issues 4',
    ].join('\n');
    expect(issueLines('planted.ts', planted).map((line) => line.split(':')[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
  });
});
