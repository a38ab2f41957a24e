/**
 * The morning digest's SMTP flags of `npm run serve` (cli-flags.ts lists every flag;
 * smtp-options.ts reads them). The password has no flag: a process's arguments are visible
 * to every local user.
 */
export const SMTP_FLAGS = [
  {
    name: 'smtp-host',
    value: 'HOST',
    default: 'none: the morning digest is written to its folder, not mailed',
    meaning:
      "SMTP server the morning digest is mailed through, to each digest's owner at their " +
      'platform e-mail address',
    see: 'docs/api.md',
  },
  {
    name: 'smtp-port',
    value: 'N',
    default: '587 (`starttls`), 465 (`tls`), 25 (`none`)',
    meaning: "the SMTP server's port",
  },
  {
    name: 'smtp-security',
    value: 'MODE',
    default: 'starttls',
    meaning:
      '`starttls` (TLS required after connecting), `tls` (TLS from the start) or `none` ' +
      '(plain: a relay on this machine only; with `--smtp-user` refused for any host but ' +
      'localhost, 127.0.0.0/8 or ::1, which would get the password in clear)',
  },
  {
    name: 'smtp-user',
    value: 'NAME',
    default: 'none: no login',
    meaning:
      'SMTP login name; its password only in `BACKOFFICE_SMTP_PASSWORD` or `--smtp-password-file`',
  },
  {
    name: 'smtp-password-file',
    value: 'PATH',
    default: 'none',
    meaning:
      'file with the SMTP password (`chmod 600`); or the password itself in ' +
      '`BACKOFFICE_SMTP_PASSWORD`. Never a flag of its own, never logged or answered',
  },
  {
    name: 'smtp-from',
    value: 'ADDRESS',
    default: 'none (needed with `--smtp-host`)',
    meaning: 'the From address of the digest mails, e.g. `Back-Office Desk <desk@shop.nl>`',
  },
] as const;
