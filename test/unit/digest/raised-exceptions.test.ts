/**
 * The file variant of the raised exceptions (exception.raised tells each once per subscription):
 * kept per account and scope across a restart, old ones let go. The PostgreSQL variant:
 * test/api/read-model/shared-postgres.test.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileRaisedExceptions } from '../../../electron/service/data/raised-exceptions/store.js';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('the raised exceptions file', () => {
  it('tells what was not raised per account and scope, across a restart; lets old ones go', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'raised-'));
    folders.push(dataDir);
    const [a, b, c] = ['a', 'b', 'c'].map((digit) => digit.repeat(24)) as [string, string, string];
    const day = 86_400_000;
    const now = 1_800_000_000_000;
    const store = await FileRaisedExceptions.open(dataDir);
    expect(await store.unraised('demo', 'webhook:1', [a, b])).toEqual([a, b]);
    await store.record('demo', 'webhook:1', [a, b], now);
    const reopened = await FileRaisedExceptions.open(dataDir);
    expect(await reopened.unraised('Demo', 'webhook:1', [a, b, c])).toEqual([c]);
    expect(await reopened.unraised('demo', 'webhook:2', [a])).toEqual([a]);
    expect(await reopened.unraised('demo2', 'webhook:1', [a])).toEqual([a]);
    await reopened.record('demo', 'webhook:2', [c], now + 63 * day);
    expect(await reopened.unraised('demo', 'webhook:1', [a])).toEqual([a]);
    expect(
      await (await FileRaisedExceptions.open(dataDir)).unraised('demo', 'webhook:2', [c]),
    ).toEqual([]);
  });
});
