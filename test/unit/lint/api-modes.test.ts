/**
 * The API suite leaves a file out of a mode's project only when its outcome cannot depend on
 * that mode (test/api/modes.ts). A file that names the mode (STRICT_PUBLIC, READ_MODEL_ON)
 * says what it answers there, so it must run in that project; and every entry of the lists
 * must still name a file, so a renamed test does not drop out of a project unnoticed.
 */
import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  fullRunOnlyTests,
  runOnceTests,
  sameOnStrictPlatform,
  sameWithoutTheModel,
} from '../../api/modes.js';

const filesOf = (patterns: readonly string[]): Set<string> =>
  new Set(patterns.flatMap((pattern) => globSync(pattern)));

/** The files that name `mark` but are left out of its project by `leftOut`. */
function leftOutThoughNamed(
  contents: ReadonlyMap<string, string>,
  mark: string,
  leftOut: ReadonlySet<string>,
): string[] {
  return [...contents]
    .filter(([file, text]) => text.includes(mark) && leftOut.has(file))
    .map(([file]) => file);
}

const contents = new Map(
  globSync('test/api/**/*.test.ts').map((file) => [file, readFileSync(file, 'utf8')]),
);

describe('the API modes', () => {
  it('run every file that names the strict platform in api-strict', () => {
    const leftOut = filesOf([...runOnceTests, ...sameOnStrictPlatform]);
    expect(leftOutThoughNamed(contents, 'STRICT_PUBLIC', leftOut)).toEqual([]);
  });

  it('run every file that names the read model switch in api-pass-through', () => {
    const leftOut = filesOf([...runOnceTests, ...sameWithoutTheModel]);
    expect(leftOutThoughNamed(contents, 'READ_MODEL_ON', leftOut)).toEqual([]);
  });

  it('name only files that exist', () => {
    for (const pattern of [
      ...runOnceTests,
      ...sameOnStrictPlatform,
      ...sameWithoutTheModel,
      ...fullRunOnlyTests,
    ]) {
      expect(globSync(pattern), pattern).not.toEqual([]);
    }
  });

  it('notice a planted file that names its mode but is left out of it', () => {
    const planted = new Map([
      ['test/api/a.test.ts', 'if (STRICT_PUBLIC) expect(status).toBe(501);'],
      ['test/api/b.test.ts', 'expect(status).toBe(200);'],
    ]);
    const leftOut = new Set(['test/api/a.test.ts', 'test/api/b.test.ts']);
    expect(leftOutThoughNamed(planted, 'STRICT_PUBLIC', leftOut)).toEqual(['test/api/a.test.ts']);
  });
});
