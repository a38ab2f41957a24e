/**
 * A service whose port is taken (the desktop app's "port in use" dialog, `serve` on a busy
 * port) answers the failure only once everything it had started has stopped: its schedules
 * (month pack, digest, postings) look for due runs no more, so none runs while the data
 * folder's lock is already let go.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startService } from '../../../electron/service/boot/server.js';
import { fixedVaultKey } from '../../../electron/service/core/vault-key.js';

let dataDir: string;
let taken: Server;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'backoffice-port-taken-'));
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => taken.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

it('stops its schedules before it answers that the port is taken', async () => {
  // The schedules read the service's clock at each look: a read after the answer is a look.
  let reads = 0;
  let onRead: (() => void) | null = null;
  const clock = {
    now: () => {
      reads += 1;
      onRead?.();
      return Date.now();
    },
  };
  const { port } = taken.address() as AddressInfo;
  await expect(
    startService({
      port,
      dataDir,
      upstream: 'http://127.0.0.1:9/{account}',
      readModel: { enabled: false },
      rendererDir: null,
      logger: false,
      vaultKey: fixedVaultKey(randomBytes(32)),
      clock,
      monthPackTiming: { tickMs: 10 },
    }),
  ).rejects.toMatchObject({ code: 'EADDRINUSE' });
  expect(reads).toBeGreaterThan(0); // they had started
  const lookedAgain = await Promise.race([
    new Promise<boolean>((resolve) => (onRead = () => resolve(true))),
    // Twenty ticks of the schedules' timer.
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 200)),
  ]);
  expect(lookedAgain).toBe(false);
});
