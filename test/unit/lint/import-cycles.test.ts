/**
 * No import cycle runs through electron/service/domain/deps.ts, nor anywhere else in the service:
 * deps.ts names the modules it gathers (the read source and the read model, the caches, the
 * token store), so none of them may import it back, and feature modules that take
 * `Pick<ServiceDeps, …>` must stay out of what deps.ts reaches. The import graph is drawn as
 * madge draws it (import-graph.ts); each check is also run on a planted import, to see it fire.
 */
import { describe, expect, it } from 'vitest';
import { cycleThrough, cyclesWithin, importGraph, repositoryRoot } from './import-graph.js';

const DEPS = 'electron/service/domain/deps.ts';
const graphOf = (planted: Record<string, string> = {}) =>
  importGraph(repositoryRoot, 'electron', planted);

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
