/**
 * No import cycle runs through electron/service/domain/deps.ts, nor anywhere else in electron/
 * but the demo platform (a stand-in for the platform, not part of the product), nor in shared/:
 * deps.ts names the modules it gathers (the read source and the read model, the caches, the
 * token store), so none of them may import it back, and feature modules that take
 * `Pick<ServiceDeps, …>` must stay out of what deps.ts reaches. The import graph is drawn as
 * madge draws it (import-graph.ts); each check is also run on a planted import, to see it fire.
 */
import { describe, expect, it } from 'vitest';
import {
  cycleThrough,
  cyclesWithin,
  importGraph,
  repositoryRoot,
  type ImportGraph,
} from './import-graph.js';

const DEPS = 'electron/service/domain/deps.ts';
const graphOf = (planted: Record<string, string> = {}) =>
  importGraph(repositoryRoot, ['electron', 'shared'], planted);

/** The cycles of electron/ and shared/, but those wholly inside the demo platform. */
const productCycles = (graph: ImportGraph): string[][] =>
  [...cyclesWithin(graph, 'electron/'), ...cyclesWithin(graph, 'shared/')].filter(
    (cycle) => !cycle.every((file) => file.startsWith('electron/demo-platform/')),
  );

describe('import cycles', () => {
  const graph = graphOf();

  it('reads the service and what it imports', () => {
    expect(graph.get(DEPS)).toContain('electron/service/data/read-source.ts');
    expect(graph.get('electron/service/data/read-source.ts')).toContain(
      'electron/service/data/read-model/read-model.ts',
    );
  });

  it('none runs through deps.ts', () => {
    expect(cycleThrough(graph, DEPS)).toBeNull();
  });

  it('none runs through any file of the service', () => {
    expect(cyclesWithin(graph, 'electron/service/')).toEqual([]);
  });

  it('none runs through electron/ outside the demo platform, nor through shared/', () => {
    expect(productCycles(graph)).toEqual([]);
  });

  it('a planted cycle in the desktop shell or shared/ is seen; one in the demo platform is not', () => {
    const planted = graphOf({
      'electron/desktop/planted-a.ts': "import { b } from './planted-b.js';\n",
      'electron/desktop/planted-b.ts': "import { a } from './planted-a.js';\n",
      'shared/planted-a.ts': "export { b } from './planted-b.js';\n",
      'shared/planted-b.ts': "import type { a } from './planted-a.js';\n",
      'electron/demo-platform/planted-a.ts': "import { b } from './planted-b.js';\n",
      'electron/demo-platform/planted-b.ts': "import { a } from './planted-a.js';\n",
    });
    expect(productCycles(planted)).toEqual([
      ['electron/desktop/planted-a.ts', 'electron/desktop/planted-b.ts'],
      ['shared/planted-a.ts', 'shared/planted-b.ts'],
    ]);
  });

  it('a type import of deps.ts planted in the read model is a cycle through deps.ts', () => {
    const planted = graphOf({
      'electron/service/data/read-model/partition.ts':
        "\nimport type { ServiceDeps } from '../../domain/deps.js';\n",
    });
    const chain = cycleThrough(planted, DEPS);
    expect(chain?.at(0)).toBe(DEPS);
    expect(chain?.at(-1)).toBe(DEPS);
    expect(chain).toContain('electron/service/data/read-model/partition.ts');
  });

  it('a planted import of the read source by a platform read is a cycle in the service', () => {
    const planted = graphOf({
      'electron/service/data/platform/fetch-orders.ts':
        "\nexport { ReadSource } from '../read-source.js';\n",
    });
    expect(cycleThrough(planted, DEPS)).toBeNull();
    const [cycle, ...others] = cyclesWithin(planted, 'electron/service/');
    expect(others).toEqual([]);
    expect(cycle).toEqual(
      expect.arrayContaining([
        'electron/service/data/platform/fetch-orders.ts',
        'electron/service/data/read-source.ts',
      ]),
    );
  });
});
