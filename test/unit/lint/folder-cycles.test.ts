/**
 * No two folders of the service's domain or data layer lean on each other, however far round.
 * import-cycles.test.ts sees a cycle of files; two folders can import each other with no file
 * cycle between them (the journal read the ledger mapping while the ledger took a VAT code
 * from the journal), and then neither can be read, moved or changed without the other. Here
 * each folder directly under electron/service/domain/ and data/ is one node, its sub-folders
 * part of it (folderGraph in import-graph.ts), a file at either layer's top a node of its own,
 * with an arrow from one folder to another when one of its files imports one of the other's,
 * type imports included. Each check is also run on a planted import, to see it fire.
 */
import { describe, expect, it } from 'vitest';
import {
  cyclesWithin,
  folderGraph,
  importGraph,
  repositoryRoot,
  type ImportGraph,
} from './import-graph.js';

const DOMAIN = 'electron/service/domain/';
const DATA = 'electron/service/data/';

const foldersOf = (planted: Record<string, string> = {}): ImportGraph =>
  folderGraph(importGraph(repositoryRoot, ['electron', 'shared'], planted), [DOMAIN, DATA]);

/** The loops among the folders, each its folders sorted, as paths from the layer. */
const loops = (folders: ImportGraph): string[][] =>
  cyclesWithin(folders, 'electron/service/').map((loop) =>
    loop.map((node) => node.replace('electron/service/', '')),
  );

describe('folder cycles in the domain and data layers', () => {
  const folders = foldersOf();

  it('draws a node per folder, a top file as its own, and the arrows between them', () => {
    expect(folders.get(`${DOMAIN}journal/`)).toContain(`${DOMAIN}ledger/`);
    expect(folders.get(`${DOMAIN}financial-report/`)).toContain(`${DOMAIN}sales-figures/`);
    expect(folders.get(`${DOMAIN}access.ts`)).toContain(`${DOMAIN}reference/`);
    expect(folders.get(`${DATA}read-source.ts`)).toContain(`${DATA}read-model/`);
    // A sub-folder is part of its folder: the read model's engines are the read model.
    expect(folders.has(`${DATA}read-model/pglite/`)).toBe(false);
    expect(folders.get(`${DOMAIN}downloads/`)).toContain(`${DOMAIN}financial-report/`);
  });

  it('has no loop of folders', () => {
    expect(loops(folders)).toEqual([]);
  });

  it('sees a planted loop of two folders, and one round three', () => {
    const planted = foldersOf({
      [`${DOMAIN}ledger/planted.ts`]: "import { x } from '../journal/journal-texts.js';\n",
      [`${DATA}secrets/planted.ts`]: "import type { x } from '../rate-windows/store.js';\n",
      [`${DATA}rate-windows/planted.ts`]: "export { x } from '../digests/store.js';\n",
      [`${DATA}digests/planted.ts`]: "import { x } from '../secrets/postgres.js';\n",
    });
    expect(loops(planted)).toHaveLength(2);
    expect(loops(planted)).toEqual(
      expect.arrayContaining([
        ['domain/journal/', 'domain/ledger/'],
        ['data/digests/', 'data/rate-windows/', 'data/secrets/'],
      ]),
    );
  });

  it('sees a loop through a file at the top, and none inside one folder', () => {
    const planted = foldersOf({
      [`${DATA}database/planted.ts`]: "import { x } from '../kept-database.js';\n",
      [`${DOMAIN}financial-report/pdf/planted.ts`]: "import { x } from '../report-pdf-user.js';\n",
      [`${DOMAIN}financial-report/report-pdf-user.ts`]: "import { x } from './pdf/planted.js';\n",
    });
    const [loop, ...others] = loops(planted);
    expect(others).toEqual([]);
    expect(loop).toEqual(expect.arrayContaining(['data/database/', 'data/kept-database.ts']));
  });
});
