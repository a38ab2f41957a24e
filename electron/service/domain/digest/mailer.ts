/**
 * The digest's e-mail, through the SMTP server the operator configured (`--smtp-host` and
 * its siblings; the password only from BACKOFFICE_SMTP_PASSWORD or `--smtp-password-file`,
 * never a flag or a file of the data folder). nodemailer writes and sends it: a
 * multipart/alternative message with the plain-text and the HTML part, each base64 so the
 * bytes arrive exactly as composed. The recipient is always the owner's own e-mail address
 * at the platform: the service mails nobody a user did not prove to be.
 */
import { onFirstUse } from '../../core/on-first-use.js';
import type { SmtpSettings } from '../deps.js';
import { fieldOf } from '../../../../shared/guards.js';

const nodemailer = onFirstUse(async () => (await import('nodemailer')).default);

interface Mail {
  /** One address (`singleAddress`). */
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** How long the SMTP server has to answer each step: a digest is not worth a stuck run. */
const SMTP_TIMEOUT_MS = 20_000;

/** Sends one mail; resolves with the Message-ID the server accepted, or throws its refusal. */
export async function sendMail(settings: SmtpSettings, mail: Mail): Promise<string> {
  const transport = (await nodemailer()).createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    auth:
      settings.user === null
        ? undefined
        : { user: settings.user, pass: settings.password ?? undefined },
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  try {
    const info = await transport.sendMail({
      from: settings.from,
      // An address as given, never a list for nodemailer to read out of the text.
      to: { name: '', address: mail.to },
      subject: mail.subject,
      text: mail.text,
      textEncoding: 'base64',
      ...(mail.html === undefined ? {} : { html: mail.html }),
    });
    return info.messageId;
  } finally {
    transport.close();
  }
}

const NOT_IN_AN_ADDRESS = /[\s,;:<>()[\]"\\\p{C}]/u;

/**
 * The one address a mail goes to, from the platform's e-mail field: a plain `local@domain`
 * and nothing else (no second address, display name, comment, space or control), so a field
 * that holds `a@shop.test, b@evil.test` sends to nobody, never to a second address the field smuggles in; null when it is
 * not one address.
 */
export function singleAddress(text: string): string | null {
  const address = text.trim();
  const [local, domain, ...more] = address.split('@');
  const ok =
    more.length === 0 &&
    local !== undefined &&
    local !== '' &&
    domain !== undefined &&
    /^[^.]+(\.[^.]+)+$/u.test(domain) &&
    !NOT_IN_AN_ADDRESS.test(address);
  return ok ? address : null;
}

/** Why nothing was mailed to the platform's e-mail field `text` (not one address). */
export const notOneAddress = (text: string): string =>
  `the platform's e-mail address for you, ${JSON.stringify(text)}, is not one address: ` +
  'nothing was mailed; have it corrected on the platform';

/**
 * The system's codes of a TLS connection that failed: a certificate not trusted, expired or of
 * another name, or a server that does not speak TLS where it was asked to.
 */
const TLS_FAILURE = /CERT|SELF_SIGNED|UNABLE_TO|TLS|SSL|EPROTO/u;

/**
 * The SMTP server's refusal as the run may show it: its code and reply, never the settings
 * (the password is not in nodemailer's errors; the user name is not repeated either). Without
 * a reply, the system's code of what failed (nodemailer keeps it as `originalCode` under its
 * own `ESOCKET`): a refused connection is `ECONNREFUSED`, an expired certificate
 * `CERT_HAS_EXPIRED`, which the operator can act on; the message is left out, as it names the
 * host and port.
 */
export function mailFailure(error: unknown): string {
  const [code, originalCode, responseCode, response, message] = [
    'code',
    'originalCode',
    'responseCode',
    'response',
    'message',
  ].map((field) => fieldOf(error, field));
  if (typeof response === 'string') {
    return `the SMTP server refused it (${String(responseCode ?? code)}): ${response}`;
  }
  const system = typeof originalCode === 'string' ? originalCode : null;
  if (system !== null && TLS_FAILURE.test(system)) {
    return `the TLS connection to the SMTP server failed (${system})`;
  }
  const why =
    system ?? (typeof code === 'string' ? code : typeof message === 'string' ? message : 'error');
  return `the SMTP server could not be reached (${why})`;
}
