/**
 * A path named in a code comment or a Markdown doc exists, so the map the comments and docs
 * draw stays the house's. How a named path is found and resolved: repo-paths.ts, and
 * test/unit/lint/README.md ("Paths that exist").
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deadInComments, deadInMarkdown, repositoryEntries, withoutHistory } from './repo-paths.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const entries = repositoryEntries(ROOT);
const files = [...entries];

const CODE = /^(electron|shared|renderer|scripts|test)\/.*\.(ts|tsx|mts|cts|js|mjs)$/;
/**
 * The dated performance history tells what was measured on the code of its day, under the
 * paths of its day; docs/performance.md, which is checked, holds the current figures.
 */
const HISTORY = /^docs\/performance\/history\//;

const read = (file: string): string => readFileSync(ROOT + file, 'utf8');

describe('paths named in comments and docs exist', () => {
  it('every path in a code comment exists', () => {
    const dead = files
      .filter((file) => CODE.test(file))
      .flatMap((file) => deadInComments(file, read(file), entries));
    expect(dead).toEqual([]);
  });

  it('every path in a Markdown doc exists', () => {
    const dead = files
      .filter((file) => file.endsWith('.md') && !HISTORY.test(file))
      .flatMap((file) => deadInMarkdown(file, withoutHistory(file, read(file)), entries));
    expect(dead).toEqual([]);
  });

  it('finds a planted dead path, and takes the ways the house writes a living one', () => {
    const comment = [
      '/**',
      ' * Reads go through data/read-source.ts (electron/service/data/read-source.ts), never',
      ' * data/read-sauce.ts; the money is shared/money, the seam `../../data/read-source.js`.',
      ' * text/csv, Europe/Amsterdam and a PHP path Exports/OrderExport.php are not ours.',
      ' */',
      "const x = 'http://example.com/data/gone.ts'; // see plugins/answer-memo.ts",
      '// and docs/decisions/0087, domain/financial-report/, electron/service/domain/gone/ too',
    ].join('\n');
    expect(deadInComments('electron/service/domain/orders/planted.ts', comment, entries)).toEqual([
      'electron/service/domain/orders/planted.ts:3: data/read-sauce.ts (tried from electron/service/)',
      'electron/service/domain/orders/planted.ts:7: electron/service/domain/gone/ (tried from ./)',
    ]);
  });

  it("finds a dead link from the doc's folder, and skips a decision's Context only", () => {
    const record = [
      '# 9999. Planted',
      '',
      'Status: accepted',
      '',
      '## Context',
      '',
      'It lived in `auth/token-store.ts` then.',
      '',
      '## Decision',
      '',
      'See [0087](0087-service-layers.md), [gone](0000-gone.md) and `auth/token-store.ts`.',
    ].join('\n');
    const doc = 'docs/decisions/9999-planted.md';
    expect(deadInMarkdown(doc, withoutHistory(doc, record), entries)).toEqual([
      `${doc}:11: 0000-gone.md (link from docs/decisions/)`,
      `${doc}:11: auth/token-store.ts (tried from electron/service/domain/)`,
    ]);
  });
});
