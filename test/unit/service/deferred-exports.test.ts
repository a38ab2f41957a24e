/**
 * A run's journal exports are kept only when the run keeps them; a request with no deferral,
 * or with a key the service did not give out, keeps its export at once.
 */
import { describe, expect, it } from 'vitest';
import { DeferredJournalExports } from '../../../electron/service/domain/folder-writing/deferred-exports.js';

describe('deferred journal exports', () => {
  it('are kept when the run keeps them, in their order, and never when it drops them', async () => {
    const exports = new DeferredJournalExports();
    const kept: string[] = [];
    const keeping = exports.begin();
    await exports.record(keeping.key, () => Promise.resolve(void kept.push('csv')));
    await exports.record(keeping.key, () => Promise.resolve(void kept.push('xaf')));
    expect(kept).toEqual([]);
    await keeping.keep();
    expect(kept).toEqual(['csv', 'xaf']);

    const dropping = exports.begin();
    await exports.record(dropping.key, () => Promise.resolve(void kept.push('dropped')));
    dropping.drop();
    // Its key is closed: a request still carrying it keeps its export at once.
    await exports.record(dropping.key, () => Promise.resolve(void kept.push('late')));
    expect(kept).toEqual(['csv', 'xaf', 'late']);
  });

  it('keep at once without a deferral or with a key not given out', async () => {
    const exports = new DeferredJournalExports();
    exports.begin();
    const kept: string[] = [];
    await exports.record(undefined, () => Promise.resolve(void kept.push('plain')));
    await exports.record('guessed', () => Promise.resolve(void kept.push('guessed')));
    await exports.record(['a', 'b'], () => Promise.resolve(void kept.push('twice')));
    expect(kept).toEqual(['plain', 'guessed', 'twice']);
  });
});
