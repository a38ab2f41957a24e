/**
 * The import graph of electron/ and shared/ runs only down: every import goes from a layer to
 * one it may use (docs/architecture.md, "Layers"), and inside the service's domain a shared
 * room (the files at domain/'s top, and the folders every feature builds on) imports no
 * feature folder (docs/decisions/0113-shared-engines-in-rooms-of-their-own.md). ESLint checks
 * each import as it is written (eslint.boundaries.js); this reads the whole graph as it is,
 * type imports included, so a layer that slipped past a rule still shows. Each check is also
 * run on a planted import, to see it fire.
 */
import { describe, expect, it } from 'vitest';
import { importGraph, repositoryRoot, type ImportGraph } from './import-graph.js';

/** Each layer, by folder, and the layers it may import besides its own. */
const LAYERS: Readonly<Record<string, readonly string[]>> = {
  'electron/desktop/': ['electron/service/boot/', 'electron/settings/', 'shared/'],
  'electron/service/cli.ts': [
    'electron/service/boot/',
    'electron/service/http/',
    'electron/service/domain/',
    'electron/service/data/',
    'electron/service/core/',
    'electron/upstream/',
    'electron/settings/',
    'shared/',
  ],
  'electron/service/boot/': [
    'electron/service/http/',
    'electron/service/domain/',
    'electron/service/data/',
    'electron/service/core/',
    'electron/demo-platform/',
    'electron/upstream/',
    'electron/settings/',
    'shared/',
  ],
  'electron/service/http/': [
    'electron/service/domain/',
    'electron/service/data/',
    'electron/service/core/',
    'electron/upstream/',
    'electron/settings/',
    'shared/',
  ],
  'electron/service/domain/': [
    'electron/service/data/',
    'electron/service/core/',
    'electron/upstream/',
    'electron/settings/',
    'shared/',
  ],
  'electron/service/data/': [
    'electron/service/core/',
    'electron/upstream/',
    'electron/settings/',
    'shared/',
  ],
  'electron/service/core/': ['electron/upstream/', 'electron/settings/', 'shared/'],
  'electron/demo-platform/': ['electron/upstream/', 'shared/'],
  'electron/settings/': ['shared/'],
  'electron/upstream/': ['shared/'],
  'shared/': [],
};

const layerOf = (file: string): string | undefined =>
  Object.keys(LAYERS).find((layer) => file.startsWith(layer));

/** The imports that leave their layer for one it may not use, as `from → to`. */
function arrowsUp(graph: ImportGraph): string[] {
  const wrong: string[] = [];
  for (const [file, imports] of graph) {
    const from = layerOf(file);
    if (from === undefined) {
      wrong.push(`${file}: in no layer`);
      continue;
    }
    for (const target of imports) {
      const to = layerOf(target);
      if (to !== from && (to === undefined || !LAYERS[from]?.includes(to))) {
        wrong.push(`${file} → ${target}`);
      }
    }
  }
  return wrong;
}

const DOMAIN = 'electron/service/domain/';
/**
 * The domain's shared rooms, which the features build on: the reference lists everything is
 * read against, what an export is, the page tallies, identity and API keys, the scheduling
 * engine and the folder writing. Every other folder of domain/ is a feature.
 */
const SHARED_ROOMS = ['reference', 'export', 'progress', 'auth', 'scheduling', 'folder-writing'];

/** The room of a domain file: its folder, or '' for a file at domain/'s top. */
const roomOf = (file: string): string => {
  const rest = file.slice(DOMAIN.length);
  return rest.includes('/') ? (rest.split('/')[0] ?? '') : '';
};
const isShared = (file: string): boolean =>
  roomOf(file) === '' || SHARED_ROOMS.includes(roomOf(file));

/** Imports of a feature folder by a shared module of the domain, as `from → to`. */
function sharedOnFeatures(graph: ImportGraph): string[] {
  const wrong: string[] = [];
  for (const [file, imports] of graph) {
    if (!file.startsWith(DOMAIN) || !isShared(file)) continue;
    for (const target of imports) {
      if (target.startsWith(DOMAIN) && !isShared(target)) wrong.push(`${file} → ${target}`);
    }
  }
  return wrong;
}

const graphOf = (planted: Record<string, string> = {}) =>
  importGraph(repositoryRoot, ['electron', 'shared'], planted);

describe('the import graph of electron/ and shared/', () => {
  const graph = graphOf();

  it('reads both folders and the imports between them', () => {
    expect(graph.get('electron/service/domain/deps.ts')).toContain(
      'electron/service/data/read-source.ts',
    );
    expect(graph.get('electron/service/domain/vat/vat-return.ts')).toContain(
      'shared/api/vat-return.ts',
    );
    expect(graph.get(`${DOMAIN}digest/schedule.ts`)).toContain(
      `${DOMAIN}scheduling/scheduled-runs.ts`,
    );
  });

  it('has no arrow from a layer to one above it or beside it', () => {
    expect(arrowsUp(graph)).toEqual([]);
  });

  it("has no arrow from the domain's shared modules to a feature", () => {
    expect(sharedOnFeatures(graph)).toEqual([]);
  });

  it('names each shared room that exists', () => {
    for (const room of SHARED_ROOMS) {
      expect([...graph.keys()].some((file) => file.startsWith(`${DOMAIN}${room}/`))).toBe(true);
    }
  });

  it('sees a planted import of a layer above', () => {
    const planted = graphOf({
      'electron/service/data/read-model/partition.ts':
        "\nimport type { ServiceDeps } from '../../domain/deps.js';\n",
      'shared/planted.ts': "import { UpstreamError } from '../electron/upstream/errors.js';\n",
      'electron/upstream/planted.ts': "import { x } from '../settings/schema.js';\n",
    });
    expect(arrowsUp(planted).sort()).toEqual(
      [
        'electron/service/data/read-model/partition.ts → electron/service/domain/deps.ts',
        'shared/planted.ts → electron/upstream/errors.ts',
        'electron/upstream/planted.ts → electron/settings/schema.ts',
      ].sort(),
    );
  });

  it('sees a planted import of a feature by a shared module', () => {
    const planted = graphOf({
      [`${DOMAIN}deps.ts`]: "\nimport type { SmtpSettings } from './digest/mailer.js';\n",
      [`${DOMAIN}scheduling/planted.ts`]: "import { packFiles } from '../month-pack/files.js';\n",
      [`${DOMAIN}month-pack/planted.ts`]: "import { ownerOf } from '../scheduling/runs.js';\n",
    });
    expect(sharedOnFeatures(planted)).toEqual([
      `${DOMAIN}deps.ts → ${DOMAIN}digest/mailer.ts`,
      `${DOMAIN}scheduling/planted.ts → ${DOMAIN}month-pack/files.ts`,
    ]);
  });
});
