/**
 * The headless service on Linux runs with the settings only read at a start
 * (start-settings.ts): it starts itself again in place, so the process the caller started
 * (same id, same output) is the one that serves, with the tunable in its environment and the
 * young generation's size and V8's helper pool for this machine among its arguments.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  STEADY_MALLOC_TUNABLE,
  YOUNG_GENERATION_FLAGS,
  helperPoolFlag,
} from '../../../electron/service/boot/start-settings.js';
import { startHeadless, type HeadlessService } from '../headless.js';

const onLinux = process.platform === 'linux';
if (!onLinux) console.warn('start-settings: skipped, the restart happens on Linux only');

const listOf = async (pid: number, file: 'environ' | 'cmdline') =>
  (await readFile(`/proc/${pid}/${file}`, 'utf8')).split('\0').filter(Boolean);

let service: HeadlessService | null = null;
let dataDir: string | null = null;
afterEach(async () => {
  await service?.stop();
  service = null;
  if (dataDir !== null) await rm(dataDir, { recursive: true, force: true });
  dataDir = null;
});

const start = async (tunables: string | undefined) => {
  dataDir = await mkdtemp(join(tmpdir(), 'backoffice-start-'));
  const env = {
    GLIBC_TUNABLES: tunables,
    BACKOFFICE_VAULT_KEY: randomBytes(32).toString('base64'),
    BACKOFFICE_LOG_LEVEL: 'warn',
  };
  // The built service, as `npm run serve` runs it, with a small demo: what is tested is the
  // process, not what it reads.
  return startHeadless(
    [
      '--data-dir',
      dataDir,
      '--read-model',
      'off',
      '--demo-products',
      '20',
      '--demo-history-days',
      '2',
    ],
    env,
    { preferBuilt: true },
  );
};

describe.skipIf(!onLinux)('the headless service on Linux', () => {
  it('serves from the process it was started as, with the tunable set', async () => {
    service = await start(undefined);
    const pid = service.child.pid ?? 0;
    expect(await listOf(pid, 'environ')).toContain(`GLIBC_TUNABLES=${STEADY_MALLOC_TUNABLE}`);
    const args = await listOf(pid, 'cmdline');
    expect(args).toEqual(expect.arrayContaining(YOUNG_GENERATION_FLAGS));
    expect(args).toContain(helperPoolFlag(availableParallelism()));
    const health = await fetch(`${service.url}/healthz`);
    expect(health.status).toBe(200);
  });

  it("keeps a threshold of the user's own", async () => {
    const own = 'glibc.malloc.mmap_threshold=65536';
    service = await start(own);
    expect(await listOf(service.child.pid ?? 0, 'environ')).toContain(`GLIBC_TUNABLES=${own}`);
  });
});
