/**
 * Stopping the headless service: SIGTERM, SIGINT and SIGHUP each close it (exit status 0,
 * "shutting down" said) and free its port; and `npm run serve`, whose shell npm passes the
 * signal to rather than the service, stops the service too when npm is sent SIGTERM (the
 * service started by an npm script watches its parent: electron/service/boot/parent-watch.ts).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startHeadless } from '../headless.js';

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

  it('`npm run serve` stops when npm is sent SIGTERM', async () => {
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
    npm.kill('SIGTERM');
    await npmExited;
    // The service notices within its watch interval, closes, and lets the port go.
    await expect.poll(() => portFree(port), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => output, { timeout: 10_000 }).toContain('npm ended: shutting down');
  });
});
