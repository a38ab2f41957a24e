/**
 * Stopping the headless service: SIGTERM, SIGINT and SIGHUP each close it (exit status 0,
 * "shutting down" said) and free its port; and `npm run serve`, whose shell npm passes the
 * signal to rather than the service, stops the service too when npm is sent SIGTERM, SIGHUP or
 * SIGKILL (the service started by an npm script watches its parent and npm above it:
 * electron/service/boot/parent-watch.ts).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../harness.js';
import { call, startHeadless } from '../headless.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SMALL = ['--read-model', 'off', '--demo-products', '20', '--demo-history-days', '2'];

const portOf = (url: string): number => Number(new URL(url).port);

/** Whether the port can be listened on again: nothing holds it. */
const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

describe('stopping the headless service', () => {
  it('SIGTERM, SIGINT and SIGHUP each close it, exit status 0, and free its port', async () => {
    // One service per signal, side by side: a start is most of the time.
    const signals = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
    const services = await Promise.all(
      signals.map(() => startHeadless(SMALL, {}, { preferBuilt: true })),
    );
    await Promise.all(
      signals.map(async (signal, index) => {
        const service = services[index];
        if (!service) throw new Error('no service');
        const exited = new Promise<[number | null, string | null]>((resolve) =>
          service.child.once('exit', (code, by) => resolve([code, by])),
        );
        service.child.kill(signal);
        expect([signal, await exited]).toEqual([signal, [0, null]]);
        expect(service.output()).toContain(`${signal}: shutting down`);
        expect([signal, await portFree(portOf(service.url))]).toEqual([signal, true]);
      }),
    );
  });

  it('SIGTERM during a month pack: the pack answers 503 and is logged interrupted (issue 57)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'signals-pack-'));
    const folder = await mkdtemp(join(tmpdir(), 'signals-pack-folder-'));
    try {
      const service = await startHeadless(
        [
          ...['--data-dir', dataDir, '--export-folder', folder, '--read-model', 'off'],
          ...[
            '--demo-products',
            '20',
            '--demo-history-days',
            '40',
            '--demo-end-date',
            '2026-11-20',
          ],
        ],
        { BACKOFFICE_VAULT_KEY: randomBytes(32).toString('base64') },
        { preferBuilt: true },
      );
      const demoLine = () => /demo platform on (\S+)/.exec(service.output())?.[1];
      await expect.poll(demoLine).toBeTruthy();
      const demo = demoLine() ?? '';
      const login = await call(
        service.url,
        'POST',
        '/api/auth/login',
        undefined,
        DEMO_USERS.manager,
      );
      const token = (login.json as { token: string }).token;
      // Every platform call slow, so the pack is under way when the signal comes.
      const slow = await call(demo, 'POST', '/__admin/faults', undefined, { latencyMs: 2_000 });
      expect(slow.status, slow.text).toBe(200);
      const pack = call(service.url, 'POST', '/api/exports/month-pack', token, {
        month: '2026-10',
        folder,
      });
      await expect
        .poll(async () => {
          const runs = await call(service.url, 'GET', '/api/exports/month-pack/runs', token);
          return (runs.json as { data: { status: string }[] }).data[0]?.status;
        })
        .toBe('running');
      const exited = new Promise<number | null>((resolve) => service.child.once('exit', resolve));
      service.child.kill('SIGTERM');
      const answer = await pack;
      expect(answer.status, answer.text).toBe(503);
      expect(await exited).toBe(0);
      const log = JSON.parse(await readFile(join(dataDir, 'month-pack.json'), 'utf8')) as {
        runs: { status: string; files: unknown[] }[];
      };
      expect(log.runs).toMatchObject([{ status: 'interrupted', files: [] }]);
      expect(await readdir(folder)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await rm(folder, { recursive: true, force: true });
    }
  });

  // SIGTERM, which npm passes to the shell only; SIGHUP and SIGKILL, with which npm ends
  // without a word to anyone (issue 57): the service notices npm has gone, each time.
  it('`npm run serve` stops when npm is sent SIGTERM, SIGHUP or SIGKILL', async () => {
    const signals = ['SIGTERM', 'SIGHUP', 'SIGKILL'] as const;
    await Promise.all(
      signals.map(async (signal) => {
        const npm = spawn('npm', ['run', 'serve', '--', '--port', '0', ...SMALL], {
          cwd: ROOT,
          // Not the test runner's own npm script: the service must see `serve`'s.
          env: { ...process.env, npm_lifecycle_event: undefined },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
        npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
        const npmExited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
        await expect
          .poll(() => /listening on (\S+)/.exec(output)?.[1], { timeout: 30_000 })
          .toBeTruthy();
        const port = portOf(/listening on (\S+)/.exec(output)?.[1] ?? '');
        expect(await portFree(port)).toBe(false);
        npm.kill(signal);
        await npmExited;
        // The service notices within its watch interval, closes, and lets the port go.
        await expect.poll(() => portFree(port), { timeout: 10_000 }).toBe(true);
        await expect.poll(() => output, { timeout: 10_000 }).toContain('npm ended: shutting down');
      }),
    );
  });
});
