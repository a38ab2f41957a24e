/**
 * The embedded demo platform keeps its port across restarts (stored in the data folder), so an
 * order link exported before a restart still opens afterwards.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findAccount, idOf } from '../../../electron/demo-platform/accounts.js';
import { startTestService, type TestService } from '../harness.js';

const dataDirs: string[] = [];
const running: TestService[] = [];

async function freshDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'demo-port-'));
  dataDirs.push(dir);
  return dir;
}

async function start(dataDir: string | null): Promise<TestService> {
  const service = await startTestService({ dataDir });
  running.push(service);
  return service;
}

async function stop(service: TestService): Promise<void> {
  running.splice(running.indexOf(service), 1);
  await service.close();
}

const storedFile = async (dataDir: string): Promise<unknown> =>
  JSON.parse(await readFile(join(dataDir, 'demo-platform.json'), 'utf8')) as unknown;

const demoPortOf = (service: TestService): number => {
  if (!service.service.demoPlatform) throw new Error('no demo platform');
  return service.service.demoPlatform.port;
};

/** An order link as exports write it: the demo platform's page of the account's first order. */
const orderLinkOf = (service: TestService): string => {
  const account = findAccount('demo');
  if (!account) throw new Error('no demo account');
  return (service.service.demoPlatform?.backofficeUrlTemplate ?? '')
    .replace('{account}', account.name)
    .replace('{id}', String(idOf(account, 'order', 1)));
};

afterEach(async () => {
  await Promise.all(running.splice(0).map((service) => service.close()));
  await Promise.all(dataDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the demo platform port', () => {
  it('is the same after a restart, so an order link made before it still opens', async () => {
    const dataDir = await freshDataDir();
    const first = await start(dataDir);
    const port = demoPortOf(first);
    const link = orderLinkOf(first);
    const before = await fetch(link);
    expect(before.status).toBe(200);
    const page = await before.text();
    await stop(first);

    const second = await start(dataDir);
    expect(demoPortOf(second)).toBe(port);
    expect(second.service.demoPortTaken).toBeNull();
    const after = await fetch(link);
    expect(after.status).toBe(200);
    expect(await after.text()).toBe(page);
    expect(await storedFile(dataDir)).toEqual({ port });
  });

  it('moves to a free port, and says so, when another program took the stored one', async () => {
    const dataDir = await freshDataDir();
    const first = await start(dataDir);
    const port = demoPortOf(first);
    await stop(first);

    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      const second = await start(dataDir);
      expect(demoPortOf(second)).not.toBe(port);
      expect(second.service.demoPortTaken).toBe(port);
      expect(await storedFile(dataDir)).toEqual({ port: demoPortOf(second) });
    } finally {
      await new Promise<void>((resolve) => squatter.close(() => resolve()));
    }
  });

  it('is any free port without a data folder', async () => {
    const service = await start(null);
    expect(demoPortOf(service)).toBeGreaterThan(0);
    expect(service.service.demoPortTaken).toBeNull();
  });
});
