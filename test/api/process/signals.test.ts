/**
 * Stopping the headless service: SIGTERM, SIGINT and SIGHUP each close it (exit status 0,
 * "shutting down" said) and free its port; and `npm run serve`, whose shell npm passes the
 * signal to rather than the service, stops the service too when npm is sent SIGTERM, SIGHUP or
 * SIGKILL (the service started by an npm script watches its parent and npm above it:
 * electron/service/boot/parent-watch.ts).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ledgerMappingSchema } from '../../../shared/api/ledger-mapping.js';
import { completeMappingOf } from '../../fixtures/ledger-mapping.js';
import { DEMO_USERS } from '../harness.js';
import { call, startHeadless } from '../headless.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SMALL = ['--read-model', 'off', '--demo-products', '20', '--demo-history-days', '2'];

const portOf = (url: string): number => Number(new URL(url).port);

/**
 * Whether anything still listens on the port. Asked by connecting, not by listening on it: a
 * port the service let go may be taken at once as the local end of another test's connection
 * to its own service, and then could not be listened on although nothing listens there (that
 * made this test fail once in a busy run).
 */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });

/**
 * Whether a process of this id still runs: there, and not a zombie (ended, its exit status not
 * yet collected by a parent that does not reap).
 */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // No /proc (not Linux): there, as kill said.
  }
}

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
        expect([signal, await listening(portOf(service.url))]).toEqual([signal, false]);
      }),
    );
  });

  it('SIGTERM during a month pack and a posting run: each answers 503, the pack logged interrupted', async () => {
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
      // A posting run needs a connection and a complete ledger mapping before its journal.
      const connected = await call(service.url, 'PUT', '/api/bookkeeping/connection', token, {
        package: 'e-boekhouden',
        token: 'demo-signals',
      });
      expect(connected.status, connected.text).toBe(200);
      const [mapping, rates] = await Promise.all([
        call(service.url, 'GET', '/api/ledger-mapping', token),
        call(service.url, 'GET', '/api/tax-rates?limit=1000', token),
      ]);
      const rateIds = (rates.json as { data: { id: number }[] }).data.map((rate) => rate.id);
      const complete = completeMappingOf(ledgerMappingSchema.parse(mapping.json), rateIds);
      const mapped = await call(service.url, 'PUT', '/api/ledger-mapping', token, complete);
      expect(mapped.status, mapped.text).toBe(200);
      // Every platform call slow, so the pack and the run are under way when the signal comes.
      const slow = await call(demo, 'POST', '/__admin/faults', undefined, { latencyMs: 2_000 });
      expect(slow.status, slow.text).toBe(200);
      const pack = call(service.url, 'POST', '/api/exports/month-pack', token, {
        month: '2026-10',
        folder,
      });
      const posting = call(service.url, 'POST', '/api/bookkeeping/postings', token, {
        from: '2026-10-01',
        to: '2026-10-31',
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
      // The run read its journal from the domain, not through the closing server: its stop is
      // the one error shape's 503, never a 500 "Fastify has already been closed".
      const posted = await posting;
      expect(posted.status, posted.text).toBe(503);
      expect(posted.json).toMatchObject({ status: 503, code: 'service_unavailable' });
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
        const serve = npmRunServe();
        await expect
          .poll(() => serve.pid() > 0 && serve.url() !== '', { timeout: 30_000 })
          .toBe(true);
        const port = portOf(serve.url());
        expect(await listening(port)).toBe(true);
        serve.npm.kill(signal);
        await serve.npmExited;
        // The service notices within its watch interval, closes and ends; its port with it.
        await expect.poll(serve.output, { timeout: 10_000 }).toContain('npm ended: shutting down');
        await expect.poll(() => running(serve.pid()), { timeout: 10_000 }).toBe(false);
        expect(await listening(port)).toBe(false);
      }),
    );
  });

  // npm killed while the service is still starting: it used to note who started it only once
  // it listened, and by then npm was gone and not recognised; the service ran on.
  it('`npm run serve` stops when npm is killed before the service listens', async () => {
    const signals = ['SIGHUP', 'SIGKILL'] as const;
    await Promise.all(
      signals.map(async (signal) => {
        const serve = npmRunServe();
        // The build's last word, said before the shell starts the service.
        await expect.poll(serve.output, { timeout: 30_000 }).toMatch(/build: renderer /);
        serve.npm.kill(signal);
        await serve.npmExited;
        await expect.poll(serve.output, { timeout: 30_000 }).toContain('npm ended: shutting down');
        expect(serve.pid()).toBeGreaterThan(0);
        await expect.poll(() => running(serve.pid()), { timeout: 10_000 }).toBe(false);
      }),
    );
  });
});

/** `npm run serve` on any free port, with its output read as it comes. */
function npmRunServe() {
  const npm = spawn('npm', ['run', 'serve', '--', '--port', '0', ...SMALL], {
    cwd: ROOT,
    // Not the test runner's own npm script: the service must see `serve`'s.
    env: { ...process.env, npm_lifecycle_event: undefined, npm_lifecycle_script: undefined },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return {
    npm,
    npmExited: new Promise<void>((resolve) => npm.once('exit', () => resolve())),
    output: () => output,
    url: () => /listening on (\S+)/.exec(output)?.[1] ?? '',
    /** The service's own process (npm's is npm's): the id its log lines carry, or 0. */
    pid: () => Number(/"pid":(\d+)/.exec(output)?.[1] ?? 0),
  };
}
