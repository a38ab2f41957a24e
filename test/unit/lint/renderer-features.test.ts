/**
 * The renderer's features stand alone (decision 0114): a file outside `features/<name>/`
 * reaches that feature only through its public entry, `features/<name>/index.ts`; the shared
 * folders a feature builds on (components/, lib/, i18n/, platform/) import no feature at all;
 * and no features import each other round a circle. Imports are read by their specifier (a
 * folder's path or a path without `.js` counts as well), with the TypeScript pre-processor, so
 * the whole renderer is read in a fraction of a second. Each check is also run on a planted
 * import, to see it fire.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { cyclesWithin, repositoryRoot } from './import-graph.js';

const SOURCE = 'renderer/src';
const FEATURES = `${SOURCE}/features/`;
/** The folders features build on: they know no feature. app/ wires the features together. */
const BELOW_FEATURES = ['components', 'lib', 'i18n', 'platform'].map((f) => `${SOURCE}/${f}/`);

/** Each source file's relative imports, as repository paths without an extension. */
function importsOf(planted: Readonly<Record<string, string>>): Map<string, string[]> {
  const files = readdirSync(join(repositoryRoot, SOURCE), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) =>
      relative(repositoryRoot, join(entry.parentPath, entry.name)).split(sep).join('/'),
    );
  return new Map(
    files.map((file) => {
      const text = readFileSync(join(repositoryRoot, file), 'utf8') + (planted[file] ?? '');
      const imports = ts
        .preProcessFile(text, true, true)
        .importedFiles.map((imported) => imported.fileName)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) =>
          posix.join(posix.dirname(file), specifier).replace(/\.(js|ts|tsx)$/, ''),
        );
      return [file, imports];
    }),
  );
}

/** The feature a path lies in (`features/<name>/…`), or null. */
const featureOf = (path: string): string | null =>
  path.startsWith(FEATURES) ? (path.slice(FEATURES.length).split('/')[0] ?? null) : null;

/** Every import that reaches into a feature from outside it other than by its index. */
function reachingIn(imports: ReadonlyMap<string, readonly string[]>): string[] {
  const found: string[] = [];
  for (const [file, targets] of imports) {
    const own = featureOf(file);
    for (const target of targets) {
      const feature = featureOf(target);
      if (feature === null || feature === own) continue;
      const below = BELOW_FEATURES.some((folder) => file.startsWith(folder));
      if (below || target !== `${FEATURES}${feature}/index`) found.push(`${file} → ${target}`);
    }
  }
  return found;
}

/** The features that import each other round a circle, each circle's names sorted. */
function featureCircles(imports: ReadonlyMap<string, readonly string[]>): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const [file, targets] of imports) {
    const from = featureOf(file);
    if (from === null) continue;
    const edges = graph.get(from) ?? new Set<string>();
    for (const to of targets.map(featureOf)) if (to !== null && to !== from) edges.add(to);
    graph.set(from, edges);
  }
  const named = new Map([...graph].map(([from, to]) => [from, [...to]]));
  return cyclesWithin(named, '');
}

describe('renderer features', () => {
  const imports = importsOf({});

  it('reads the features and their imports', () => {
    expect(imports.get(`${FEATURES}settings/Page.tsx`)).toContain(`${FEATURES}month-pack/index`);
  });

  it('none is reached into but by its index.ts, and the shared folders reach none', () => {
    expect(reachingIn(imports)).toEqual([]);
  });

  it('none imports another round a circle', () => {
    expect(featureCircles(imports)).toEqual([]);
  });

  it.each([
    [`${FEATURES}login/Page.tsx`, "import { x } from '../settings/Page.js';", 'settings/Page'],
    [`${FEATURES}journal/Page.tsx`, "import { x } from '../ledger-mapping';", 'ledger-mapping'],
    [`${SOURCE}/app/Shell.tsx`, "import { x } from '../features/today/Page.js';", 'today/Page'],
    [
      `${SOURCE}/components/form/DayField.tsx`,
      "import { x } from '../../features/login/index.js';",
      'login/index',
    ],
  ])('a planted import in %s (%s) is found', (file, source, target) => {
    expect(reachingIn(importsOf({ [file]: `\n${source}\n` }))).toEqual([
      `${file} → ${FEATURES}${target}`,
    ]);
  });

  it("a planted import of settings' index by the month pack is a circle", () => {
    const planted = importsOf({
      [`${FEATURES}month-pack/Page.tsx`]: "\nimport { x } from '../settings/index.js';\n",
    });
    expect(reachingIn(planted)).toEqual([]);
    // The settings screen shows the month pack's schedule, and the digest's settings, which
    // share the month pack's folder field: all three are one circle.
    expect(featureCircles(planted)).toEqual([['digest', 'month-pack', 'settings']]);
  });
});
