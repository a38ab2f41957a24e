/**
 * The morning digest: POST /api/digest writes (and mails) one day's digest, GET
 * /api/digest/runs lists the caller's runs, POST /api/digest/test-mail tries the SMTP
 * settings (digest/service.ts; docs/api.md, "The morning digest").
 */
import type { FastifyInstance } from 'fastify';
import type { ApiKeyAuthenticator } from '../../domain/auth/api-keys.js';
import type { Digest } from '../../domain/digest/service.js';
import { digestRunView } from '../../domain/digest/views.js';
import { defineRoute } from '../route.js';
import { clientLeft, packCaller } from './exports.js';

export function registerDigestRoutes(
  app: FastifyInstance,
  digest: Digest,
  apiKeys: ApiKeyAuthenticator,
): void {
  defineRoute(
    app,
    'POST /api/digest',
    {
      summary: "Write a day's digest (exceptions and figures) into a folder, and mail it",
      description:
        'The day’s exceptions (GET /api/exceptions of that day) and its figures against the ' +
        'same weekday last week and last year (GET /api/dashboard of that day), as ' +
        '`digest-<day>.txt` and `.html`, both or neither, into a folder the month pack may ' +
        'write into (the same 403s and 400s). Mailed to your e-mail address at the platform ' +
        'when the operator configured SMTP; a refused mail is told in `mail`, the files stay. ' +
        '409 `files_exist` unless `overwrite: true`; 409 `digest_running`.',
      tag: 'exports',
    },
    async ({ body, auth, request, reply }) =>
      digestRunView(
        await digest.runNow(packCaller(request, auth), body, clientLeft(request, reply)),
      ),
  );

  defineRoute(
    app,
    'GET /api/digest/runs',
    {
      summary: 'Your digest runs, newest first: day, files, findings and mail',
      description:
        'The last 100 runs, by hand and scheduled. A digest is of all locations: a user limited ' +
        'to a location sees none.',
      tag: 'exports',
    },
    ({ auth }) => {
      const runs = digest.runs(auth).map(digestRunView);
      return { count: runs.length, total: runs.length, data: runs };
    },
  );

  defineRoute(
    app,
    'GET /api/digest/schedule',
    {
      summary: 'Your daily digest schedule, when it runs next and for which day',
      tag: 'exports',
    },
    ({ auth }) => digest.scheduleOf(auth),
  );

  defineRoute(
    app,
    'PUT /api/digest/schedule',
    {
      summary: 'Set your daily digest (a time, a folder, a language)',
      description:
        'Enabled, it writes (and mails) the digest of the day before every day at `time` ' +
        '(Europe/Amsterdam) while the service runs; a run missed while it was stopped runs at ' +
        'the next start; files of the same names get a suffix ` (2)`. Its credentials are ' +
        "kept as the month-pack schedule keeps them: an API key's, or the `password` you send " +
        '(403 `wrong_password`); logging out or revoking that key pauses it. 403 as for POST ' +
        '/api/digest; 503 `vault_unavailable` without a vault key.',
      tag: 'exports',
    },
    async ({ body, auth, request }) =>
      digest.saveSchedule(packCaller(request, auth), body, apiKeys.apiKeyOf(auth)),
  );

  defineRoute(
    app,
    'POST /api/digest/test-mail',
    {
      summary: 'Send a test mail to your own address through the configured SMTP server',
      description:
        '409 `smtp_not_configured` without an SMTP server; 409 `email_not_usable` when the ' +
        'platform’s e-mail address for you is not one address (a list, a display name); ' +
        '502 `smtp_failed` with the ' +
        'server’s refusal (its code and reply; never the settings).',
      tag: 'exports',
    },
    ({ body, auth }) => digest.testMail(auth, body.lang ?? 'nl'),
  );
}
