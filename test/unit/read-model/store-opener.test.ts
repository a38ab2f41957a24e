/**
 * Who opens the read model's database (read-model/store-opener.ts): the first read that needs
 * it where reads wait for the embedded engine's start (the API tests' services), else the
 * service once it is idle (boot/app.ts, plugins/open-when-idle.ts; a PostgreSQL server at
 * start). Nothing here opens a database: the opener opens only when asked (`get`).
 */
import { describe, expect, it } from 'vitest';
import {
  StoreOpener,
  type StoreSetup,
} from '../../../electron/service/data/read-model/store-opener.js';

describe('the store opener', () => {
  it.each<[string, StoreSetup, boolean]>([
    [
      'embedded, reads wait for its start',
      { engine: 'pglite', folder: null, readsWaitForStart: true },
      true,
    ],
    [
      'embedded, in a folder, reads wait',
      { engine: 'pglite', folder: '/x', readsWaitForStart: true },
      true,
    ],
    ['embedded, reads ask the platform meanwhile', { engine: 'pglite', folder: null }, false],
    ['embedded, said so', { engine: 'pglite', folder: null, readsWaitForStart: false }, false],
    ['a PostgreSQL server', { engine: 'postgres', url: 'postgres://127.0.0.1:1/x' }, false],
  ])('%s: opens at the first read %s', (_name, setup, atFirstRead) => {
    const opener = new StoreOpener(setup, { clock: { now: () => 0 }, log: console });
    expect(opener.opensAtFirstRead).toBe(atFirstRead);
    // Reads are answered from the store at once exactly where they wait for its start.
    expect(opener.answering).toBe(atFirstRead);
    expect(opener.isOpen).toBe(false);
    expect(opener.state).toBe('starting');
  });
});
