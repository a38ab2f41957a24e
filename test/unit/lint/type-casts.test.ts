/**
 * Casts in product code stay at or under their ceiling, which only comes down. A cast is a
 * type the compiler was told to trust; the way out is a type that fits (a schema's inferred
 * type, a brand minted where a value is checked, a type guard, a generic). Counting
 * (type-casts.ts) is by the TypeScript parser, so the check is also run on planted casts.
 */
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from './import-graph.js';
import { castLines, productCasts, productFiles } from './type-casts.js';

/** Lower it when you remove casts; never raise it (type the value instead). */
const CEILING = 70;

describe('type casts in product code', () => {
  it.each([
    ['const a = b as Foo;', [1]],
    ['const a = <Foo>b;', [1]],
    ['const a = b as unknown as Foo;', [1, 1]],
    ['const a = (b as Foo[]).map((c) => c as Bar);', [1, 1]],
  ])('counts %s', (source, lines) => {
    expect(castLines('planted.ts', source)).toEqual(lines);
  });

  it.each([
    "const a = ['x', 'y'] as const;",
    'const a = { b: 1 } satisfies Foo;',
    "import { a as b } from './c.js';",
    "export { a as b } from './c.js';",
    "const a = 'read as text'; // b as Foo",
    'const a = <div>as if</div>;',
  ])('does not count %s', (source) => {
    expect(castLines('planted.tsx', source)).toEqual([]);
  });

  const casts = productCasts(repositoryRoot);

  it('reads the product: the service, the desktop shell, the renderer and shared/', () => {
    const files = productFiles(repositoryRoot);
    expect(files).toEqual(
      expect.arrayContaining([
        'electron/service/domain/deps.ts',
        'electron/desktop/main.ts',
        'renderer/src/main.tsx',
        'shared/dates.ts',
      ]),
    );
  });

  it(`finds at most ${CEILING} casts`, () => {
    expect(casts.length, casts.join('\n')).toBeLessThanOrEqual(CEILING);
  });

  it('sees a planted cast, in a file of its own and at the end of one', () => {
    const planted = productCasts(repositoryRoot, {
      'shared/planted.ts': 'export const a = JSON.parse("1") as number;\n',
      'shared/money.ts': '\nexport const b = JSON.parse("2") as number;\n',
    });
    expect(planted.length).toBe(casts.length + 2);
    expect(planted).toContain('shared/planted.ts:1');
  });
});
