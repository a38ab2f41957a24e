/**
 * The SMTP settings from `serve`'s flags: none without a host; a host needs a From address;
 * a login needs its password, which comes from the variable or an owner-only file, once, and
 * never goes in clear to another computer.
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { smtpSettingsOf, type SmtpFlags } from '../../../electron/service/boot/smtp-options.js';

const none: SmtpFlags = {
  host: undefined,
  port: undefined,
  security: undefined,
  user: undefined,
  from: undefined,
  passwordFile: undefined,
  passwordFromEnvironment: undefined,
  platform: 'linux',
};
const folders: string[] = [];

afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('smtpSettingsOf', () => {
  it('is null without a host, and refuses the other flags without one', () => {
    expect(smtpSettingsOf(none)).toBeNull();
    expect(() => smtpSettingsOf({ ...none, from: 'desk@shop.test' })).toThrow(
      '--smtp-from needs --smtp-host',
    );
    expect(() => smtpSettingsOf({ ...none, port: 2525 })).toThrow('--smtp-port needs --smtp-host');
  });

  it('takes STARTTLS on 587 by default and needs a From address', () => {
    expect(() => smtpSettingsOf({ ...none, host: 'mail.shop.test' })).toThrow(/--smtp-from/);
    expect(
      smtpSettingsOf({ ...none, host: 'mail.shop.test', from: 'Desk <desk@shop.test>' }),
    ).toEqual({
      host: 'mail.shop.test',
      port: 587,
      security: 'starttls',
      user: null,
      password: null,
      from: 'Desk <desk@shop.test>',
    });
    expect(() => smtpSettingsOf({ ...none, host: 'h', from: 'a@b.test', security: 'ssl' })).toThrow(
      '--smtp-security must be starttls, tls or none, got ssl',
    );
  });

  it('takes the password from the variable or an owner-only file, once', async () => {
    const base = { ...none, host: 'h', from: 'a@b.test', security: 'tls', user: 'desk' };
    expect(() => smtpSettingsOf(base)).toThrow(/--smtp-user needs a password/);
    expect(smtpSettingsOf({ ...base, passwordFromEnvironment: 's3cret' })).toMatchObject({
      port: 465,
      user: 'desk',
      password: 's3cret',
    });
    const folder = await mkdtemp(join(tmpdir(), 'smtp-'));
    folders.push(folder);
    const file = join(folder, 'password');
    await writeFile(file, 'fr0m-file\n', { mode: 0o644 });
    expect(() => smtpSettingsOf({ ...base, passwordFile: file })).toThrow(/chmod 600/);
    await chmod(file, 0o600);
    expect(smtpSettingsOf({ ...base, passwordFile: file })?.password).toBe('fr0m-file');
    expect(() =>
      smtpSettingsOf({ ...base, passwordFile: file, passwordFromEnvironment: 'x' }),
    ).toThrow(/not both/);
  });

  it('refuses a password in clear to another computer (issue 57): none only on loopback', () => {
    const base = { ...none, from: 'a@b.test', security: 'none', user: 'desk' };
    const clear = { ...base, passwordFromEnvironment: 's3cret' };
    for (const host of ['192.0.2.2', 'mail.shop.test', '128.0.0.1']) {
      expect(() => smtpSettingsOf({ ...clear, host }), host).toThrow(
        `--smtp-security none would send --smtp-user's password in clear to ${host}`,
      );
    }
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]']) {
      expect(smtpSettingsOf({ ...clear, host }), host).toMatchObject({
        security: 'none',
        port: 25,
      });
    }
    // Without a login nothing secret goes over the wire: none stays the operator's choice.
    expect(
      smtpSettingsOf({ ...none, host: '192.0.2.2', from: 'a@b.test', security: 'none' }),
    ).toMatchObject({ user: null });
  });
});
