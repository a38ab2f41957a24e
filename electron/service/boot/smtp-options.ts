/**
 * The SMTP server the morning digest is mailed through, from `serve`'s flags (or their
 * BACKOFFICE_SMTP_* variables). The password is a secret and has no flag of its own (a
 * process's arguments are visible to every local user, `ps`): it comes from
 * BACKOFFICE_SMTP_PASSWORD or from the file `--smtp-password-file` names, which, like the
 * vault key's file, must be readable by its owner only. Without `--smtp-host` nothing is
 * mailed; a host without `--smtp-from`, a user without a password, or a password that would go
 * in clear over a network (`--smtp-security none` to another computer), is refused at start.
 */
import { readFileSync, statSync } from 'node:fs';
import { isIPv4 } from 'node:net';
import type { SmtpSecurity, SmtpSettings } from '../domain/deps.js';
import { isOneOf } from '../../../shared/guards.js';

export const SMTP_PASSWORD_VARIABLE = 'BACKOFFICE_SMTP_PASSWORD';
const SMTP_SECURITIES: readonly SmtpSecurity[] = ['starttls', 'tls', 'none'];
const DEFAULT_PORTS: Record<SmtpSecurity, number> = { tls: 465, starttls: 587, none: 25 };

export interface SmtpFlags {
  host: string | undefined;
  port: number | undefined;
  security: string | undefined;
  user: string | undefined;
  from: string | undefined;
  passwordFile: string | undefined;
  /** The value of BACKOFFICE_SMTP_PASSWORD. */
  passwordFromEnvironment: string | undefined;
  platform?: NodeJS.Platform;
}

function readPasswordFile(path: string, platform: NodeJS.Platform): string {
  let mode: number;
  try {
    mode = statSync(path).mode;
  } catch {
    throw new Error(`--smtp-password-file ${path} cannot be read`);
  }
  if (platform !== 'win32' && (mode & 0o077) !== 0) {
    throw new Error(
      `--smtp-password-file ${path} may be read by other users: run chmod 600 on it first`,
    );
  }
  // One line: a trailing newline an editor adds is not part of the password.
  return readFileSync(path, 'utf8').replace(/\r?\n$/, '');
}

function passwordOf(flags: SmtpFlags): string | null {
  const fromEnvironment = flags.passwordFromEnvironment ?? '';
  if (fromEnvironment !== '' && flags.passwordFile !== undefined) {
    throw new Error(
      `give the SMTP password once: ${SMTP_PASSWORD_VARIABLE} or --smtp-password-file, not both`,
    );
  }
  if (fromEnvironment !== '') return fromEnvironment;
  if (flags.passwordFile !== undefined) {
    return readPasswordFile(flags.passwordFile, flags.platform ?? process.platform);
  }
  return null;
}

/** A host on this computer, where a password sent in clear never crosses a network. */
function isLoopback(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || (isIPv4(name) && name.startsWith('127.'));
}

/** The SMTP settings the flags give; null without `--smtp-host`. */
export function smtpSettingsOf(flags: SmtpFlags): SmtpSettings | null {
  if (flags.host === undefined || flags.host === '') {
    for (const [name, value] of [
      ['smtp-from', flags.from],
      ['smtp-port', flags.port],
      ['smtp-security', flags.security],
      ['smtp-user', flags.user],
      ['smtp-password-file', flags.passwordFile],
    ] as const) {
      if (value !== undefined) throw new Error(`--${name} needs --smtp-host`);
    }
    return null;
  }
  const security = flags.security ?? 'starttls';
  if (!isOneOf(SMTP_SECURITIES, security)) {
    throw new Error(`--smtp-security must be starttls, tls or none, got ${security}`);
  }
  const from = flags.from;
  if (from === undefined || !/^[^\s@]+@[^\s@]+$/.test(from.replace(/^.*<(.*)>$/, '$1'))) {
    throw new Error('--smtp-host needs --smtp-from, the address the digest is sent from');
  }
  const password = passwordOf(flags);
  const user = flags.user ?? null;
  if (user !== null && password === null) {
    throw new Error(
      `--smtp-user needs a password: ${SMTP_PASSWORD_VARIABLE} or --smtp-password-file`,
    );
  }
  if (security === 'none' && user !== null && !isLoopback(flags.host)) {
    throw new Error(
      `--smtp-security none would send --smtp-user's password in clear to ${flags.host}: ` +
        'use starttls or tls, or an SMTP server on this computer (localhost, 127.0.0.1, ::1)',
    );
  }
  return {
    host: flags.host,
    port: flags.port ?? DEFAULT_PORTS[security],
    security,
    user,
    password,
    from,
  };
}
