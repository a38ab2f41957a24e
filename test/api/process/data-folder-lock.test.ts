/**
 * One service per data folder, with real processes (issue 44, item 2, replayed as the issue
 * tells it): a second `serve` on a `--data-dir` in use refuses to start, naming the folder and
 * the process that has it, with exit status 1, so it never writes its copy of the folder's
 * files (api-keys.json) over what the first confirmed. And with the lock emptied while the
 * first runs (issue 57, item 3): a second still refuses, the first stops writing the folder
 * and says so, and leaves the lock that is no longer its own. The lock itself (dead holders,
 * reused pids, torn and emptied locks) is test/unit/service/data-folder-lock.test.ts.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdApiKeySchema } from '../../../shared/api/keys.js';
import { DEMO_USERS } from '../harness.js';
import { call, startHeadless } from '../headless.js';
import { expectError } from '../expect-error.js';
import { isBuilt } from '../../../scripts/build-inputs.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
let dataDir: string;
const env = {
  BACKOFFICE_VAULT_KEY: randomBytes(32).toString('base64'),
  BACKOFFICE_LOG_LEVEL: 'warn',
};
const args = () => ['--data-dir', dataDir, '--read-model', 'off', '--demo-products', '20'];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'backoffice-lock-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A second `serve` to its end: its exit status and what it printed. */
function secondServe(): Promise<{ status: number | null; output: string }> {
  const entry = isBuilt('node')
    ? ['dist/electron/service/cli.js']
    : ['--import', 'tsx', 'electron/service/cli.ts'];
  const child = spawn(process.execPath, [...entry, '--port', '0', ...args()], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('exit', (status) => resolve({ status, output })));
}

describe('two services on one data folder', () => {
  it(
    'the second refuses to start, naming the folder and the first one’s process',
    { timeout: 60_000 },
    async () => {
      const first = await startHeadless(args(), env, { preferBuilt: true });
      try {
        const login = await call(
          first.url,
          'POST',
          '/api/auth/login',
          undefined,
          DEMO_USERS.manager,
        );
        const token = (login.json as { token: string }).token;
        const created = await call(first.url, 'POST', '/api/api-keys', token, {
          name: 'confirmed',
          password: DEMO_USERS.manager.password,
        });
        expect(created.status, created.text).toBe(201);
        const { key } = createdApiKeySchema.parse(created.json);

        const second = await secondServe();
        expect(second.status).toBe(1);
        expect(second.output).toContain(
          `cannot start: the data folder ${dataDir} is in use by another Back-Office Desk ` +
            `service (npm run serve, process ${String(first.child.pid)}`,
        );
        expect(second.output).not.toContain('listening on');

        // The first serves on, its confirmed key with it; stopped, it lets the folder go.
        expect((await call(first.url, 'GET', '/api/me', key)).status).toBe(200);
        await first.stop();
        expect(await readdir(dataDir)).not.toContain('service.lock');
      } finally {
        await first.stop();
      }
    },
  );
});

describe('an emptied lock (issue 57)', () => {
  it(
    'the second still refuses; the first stops writing, says so, and leaves the lock',
    { timeout: 60_000 },
    async () => {
      const first = await startHeadless(args(), env, { preferBuilt: true });
      try {
        const login = await call(
          first.url,
          'POST',
          '/api/auth/login',
          undefined,
          DEMO_USERS.manager,
        );
        const token = (login.json as { token: string }).token;
        await truncate(join(dataDir, 'service.lock'), 0);

        // The system's hold names the first, alive, though its lock file says nothing.
        const second = await secondServe();
        expect(second.status, second.output).toBe(1);
        expect(second.output).toContain(
          `cannot start: the data folder ${dataDir} is in use by another Back-Office Desk ` +
            `service (npm run serve, process ${String(first.child.pid)}`,
        );

        // The first sees its lock is gone: it says so and keeps nothing more in the folder.
        let health: { status?: string; problems?: { code: string }[] } = {};
        for (let tries = 0; tries < 200 && health.status !== 'degraded'; tries += 1) {
          health = (await call(first.url, 'GET', '/healthz')).json as typeof health;
          if (health.status !== 'degraded') await new Promise((resolve) => setTimeout(resolve, 25));
        }
        expect(health.problems?.map((problem) => problem.code)).toEqual(['data_folder_lost']);
        const refused = await call(first.url, 'POST', '/api/api-keys', token, {
          name: 'not kept',
          password: DEMO_USERS.manager.password,
        });
        expect(expectError(refused, 503).code).toBe('data_folder_lost');
        expect(first.output()).toContain("the data folder is no longer this service's");

        // Stopped, it leaves the lock that is not its own (which the next service takes over,
        // the system's hold being free then: test/unit/service/data-folder-lock.test.ts).
        await first.stop();
        expect(await readFile(join(dataDir, 'service.lock'), 'utf8')).toBe('');
      } finally {
        await first.stop();
      }
    },
  );
});
