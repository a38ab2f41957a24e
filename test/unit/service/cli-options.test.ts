import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { optionsFromArgs } from '../../../electron/service/cli-options.js';
import type { ServiceOptions } from '../../../electron/service/server.js';

const options = (argv: string[]): ServiceOptions => {
  const parsed = optionsFromArgs(argv);
  if (parsed === 'help') throw new Error('unexpected help');
  return parsed;
};

afterEach(() => {
  delete process.env.BACKOFFICE_PORT;
  delete process.env.BACKOFFICE_UPSTREAM;
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
    [['--nonsense'], /Unknown option/],
  ])('refuses %j', (argv, message) => {
    expect(() => optionsFromArgs(argv)).toThrow(message);
  });

  it('turns --rate-limit N into N per minute', () => {
    expect(options(['--rate-limit', '120']).rateLimit).toEqual({ max: 120, windowMs: 60_000 });
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
