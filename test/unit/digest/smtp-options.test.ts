/**
 * The SMTP settings from `serve`'s flags: none without a host; a host needs a From address;
 * a login needs its password, which comes from the variable or an owner-only file, once.
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
});
