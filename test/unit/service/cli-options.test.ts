import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { optionsFromArgs } from '../../../electron/service/boot/cli-options.js';
import type { ServiceOptions } from '../../../electron/service/boot/server.js';

const options = (argv: string[]): ServiceOptions => {
  const parsed = optionsFromArgs(argv);
  if (parsed === 'help') throw new Error('unexpected help');
  return parsed;
};

afterEach(() => {
  delete process.env.BACKOFFICE_PORT;
  delete process.env.BACKOFFICE_UPSTREAM;
  delete process.env.BACKOFFICE_READ_MODEL;
  delete process.env.BACKOFFICE_SYNC_INTERVAL;
});

describe('serve flags', () => {
  it('defaults to loopback port 7411 and the demo platform', () => {
    expect(options([])).toMatchObject({
      port: 7411,
      host: '127.0.0.1',
      upstream: null,
      rateLimit: null,
    });
  });

  it('--max-range-years sets the longest day range (unset: the default 5), 1 to 100', () => {
    expect(options([]).maxRangeYears).toBeUndefined();
    expect(options(['--max-range-years', '2']).maxRangeYears).toBe(2);
    expect(() => options(['--max-range-years', '0'])).toThrow(
      '--max-range-years must be a whole number from 1 to 100, got "0"',
    );
  });

  it('takes flags, then BACKOFFICE_ variables', () => {
    process.env.BACKOFFICE_PORT = '8080';
    expect(options([]).port).toBe(8080);
    expect(options(['--port', '9090']).port).toBe(9090);
  });

  it('reads port and upstream from the settings file in --data-dir below flags and variables', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'serve-settings-'));
    writeFileSync(
      join(dataDir, 'settings.json'),
      JSON.stringify({
        schemaVersion: 2,
        port: 7600,
        upstream: { kind: 'platform', urlTemplate: 'https://api-{account}.example.test/' },
      }),
    );
    expect(options(['--data-dir', dataDir])).toMatchObject({
      port: 7600,
      upstream: 'https://api-{account}.example.test/',
      dataDir,
    });
    process.env.BACKOFFICE_UPSTREAM = 'https://api-{account}.other.test/';
    expect(options(['--data-dir', dataDir, '--port', '7700'])).toMatchObject({
      port: 7700,
      upstream: 'https://api-{account}.other.test/',
    });
  });

  it.each([
    [['--port', 'abc'], /--port must be a whole number/],
    [['--port', '70000'], /--port must be a whole number from 0 to 65535/],
    [['--upstream', 'ftp://x/{account}'], /--upstream must be an http\(s\) URL template/],
    [['--rate-limit', '0'], /--rate-limit must be a whole number/],
    [['--demo-port', '70000'], /--demo-port must be a whole number from 1 to 65535/],
    [['--headers-timeout', '0'], /--headers-timeout must be a whole number from 1 to 3600/],
    [['--webhook-poll-interval', '0'], /--webhook-poll-interval must be a whole number from 1/],
    [['--nonsense'], /Unknown option/],
  ])('refuses %j', (argv, message) => {
    expect(() => optionsFromArgs(argv)).toThrow(message);
  });

  it('--export-folder is repeatable and absolute; --export-file-mode is 600 or 640', () => {
    expect(options([])).toMatchObject({ exportFolders: undefined, exportFileMode: 0o600 });
    expect(
      options(['--export-folder', '/srv/packs', '--export-folder', '/home/a/Boekhouding']),
    ).toMatchObject({ exportFolders: ['/srv/packs', '/home/a/Boekhouding'] });
    expect(options(['--export-file-mode', '640']).exportFileMode).toBe(0o640);
    expect(() => options(['--export-folder', 'packs'])).toThrow(
      '--export-folder must be an absolute path, got packs',
    );
    expect(() => options(['--export-file-mode', '644'])).toThrow(
      '--export-file-mode must be 600 or 640, got 644',
    );
  });

  it('turns --rate-limit N into N per minute', () => {
    expect(options(['--rate-limit', '120']).rateLimit).toEqual({ max: 120, windowMs: 60_000 });
  });

  it('turns --webhook-poll-interval S into milliseconds, and leaves the default to the service', () => {
    expect(options(['--webhook-poll-interval', '5']).webhookPollIntervalMs).toBe(5_000);
    expect(options([])).not.toHaveProperty('webhookPollIntervalMs');
  });

  it('turns the timeout flags into milliseconds, and leaves the defaults to the service', () => {
    expect(options(['--headers-timeout', '5', '--request-timeout', '20']).httpTimeouts).toEqual({
      headersMs: 5_000,
      requestMs: 20_000,
    });
    expect(options([]).httpTimeouts).toEqual({});
  });

  it('takes a fixed demo platform port, and leaves it to the data folder otherwise', () => {
    expect(options(['--demo-port', '7412']).demo?.port).toBe(7412);
    expect(options([]).demo?.port).toBeUndefined();
  });
});

describe('read model flags', () => {
  it("default: the model on, embedded, with the service's default timing", () => {
    expect(options([]).readModel).toEqual({ enabled: true, databaseUrl: null });
  });

  it('--read-model on|off, also as BACKOFFICE_READ_MODEL; the flag wins', () => {
    expect(options(['--read-model', 'off']).readModel?.enabled).toBe(false);
    expect(options(['--read-model', 'on']).readModel?.enabled).toBe(true);
    process.env.BACKOFFICE_READ_MODEL = 'off';
    expect(options([]).readModel?.enabled).toBe(false);
    expect(options(['--read-model', 'on']).readModel?.enabled).toBe(true);
  });

  it('--database-url takes a postgres:// or postgresql:// URL', () => {
    for (const url of ['postgres://desk@db.example:5432/desk', 'postgresql://db.example/desk']) {
      expect(options(['--database-url', url]).readModel?.databaseUrl).toBe(url);
    }
  });

  it('--sync-interval S is seconds (0: catch up on every read), also as a variable', () => {
    expect(options(['--sync-interval', '30']).readModel?.syncIntervalMs).toBe(30_000);
    expect(options(['--sync-interval', '0']).readModel?.syncIntervalMs).toBe(0);
    expect(options(['--sync-interval', '86400']).readModel?.syncIntervalMs).toBe(86_400_000);
    process.env.BACKOFFICE_SYNC_INTERVAL = '5';
    expect(options([]).readModel?.syncIntervalMs).toBe(5_000);
  });

  it('--full-refresh-minutes N is minutes, from 1 to a week', () => {
    expect(options(['--full-refresh-minutes', '60']).readModel?.fullRefreshMs).toBe(3_600_000);
    expect(options(['--full-refresh-minutes', '1']).readModel?.fullRefreshMs).toBe(60_000);
    expect(options(['--full-refresh-minutes', '10080']).readModel?.fullRefreshMs).toBe(604_800_000);
  });

  it.each([
    [['--read-model', 'yes'], '--read-model must be on or off, got "yes"'],
    [['--read-model', 'OFF'], '--read-model must be on or off, got "OFF"'],
    [['--database-url', 'mysql://db.example/desk'], '--database-url must be a postgres://'],
    [['--database-url', '/var/lib/desk.db'], '--database-url must be a postgres://'],
    [['--sync-interval=-1'], '--sync-interval must be a whole number from 0 to 86400, got "-1"'],
    [['--sync-interval', '1.5'], '--sync-interval must be a whole number from 0 to 86400'],
    [['--sync-interval', '86401'], '--sync-interval must be a whole number from 0 to 86400'],
    [['--sync-interval', 'soon'], '--sync-interval must be a whole number from 0 to 86400'],
    [
      ['--full-refresh-minutes', '0'],
      '--full-refresh-minutes must be a whole number from 1 to 10080',
    ],
    [
      ['--full-refresh-minutes', '10081'],
      '--full-refresh-minutes must be a whole number from 1 to 10080',
    ],
  ])('refuses %j', (argv, message) => {
    expect(() => optionsFromArgs(argv)).toThrow(message);
  });
});
