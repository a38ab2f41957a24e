/**
 * The month pack: POST /api/exports/month-pack writes the period's files into a folder,
 * GET …/runs lists the caller's runs, GET and PUT …/schedule keep the caller's schedule
 * (month-pack/service.ts; docs/api.md, "The month pack").
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiKeyAuthenticator } from '../../domain/auth/api-keys.js';
import type { AuthContext } from '../../core/caller.js';
import type { ServiceDeps } from '../../domain/deps.js';
import { unauthorized } from '../../core/errors.js';
import type { MonthPack } from '../../domain/month-pack/service.js';
import { ownerOf, type RunCaller } from '../../domain/scheduling/runs.js';
import { runView } from '../../domain/month-pack/views.js';
import { ClientWentAway } from '../../core/work-stopped.js';
import { defineRoute } from '../route.js';

/** The caller and the Authorization header they came with, for the pack's own requests. */
export function packCaller(request: FastifyRequest, auth: AuthContext): RunCaller {
  const authorization = request.headers.authorization;
  if (authorization === undefined) throw unauthorized('no bearer token');
  return { auth, authorization };
}

/** Fires when the client goes away before the answer (as plugins/request-work.ts tells it). */
export function clientLeft(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) controller.abort(new ClientWentAway());
  };
  // The body has been read (so the request stream has ended); the socket says whether the
  // client is still there.
  if (request.socket.destroyed) onClose();
  else reply.raw.once('close', onClose);
  return controller.signal;
}

export function registerExportsRoutes(
  app: FastifyInstance,
  deps: ServiceDeps,
  pack: MonthPack,
  apiKeys: ApiKeyAuthenticator,
): void {
  defineRoute(
    app,
    'GET /api/exports/folders',
    {
      summary: 'The folders files may be written into (the month pack, the digest)',
      description:
        'So a screen can name them before a folder is refused. 403 ' +
        '`files_not_allowed` for a caller who may not have files written (a user limited to a ' +
        'location, an API key without `may_write_files`).',
      tag: 'exports',
    },
    ({ auth }) => ({ folders: [...deps.config.exportFolders.listFor(auth)] }),
  );

  defineRoute(
    app,
    'POST /api/exports/month-pack',
    {
      summary: "Write the period's bookkeeping files into a folder on this computer",
      description:
        'The financial report as PDF and .xlsx, the VAT return (.xlsx), the discounted orders ' +
        '(CSV) and the journal (CSV and XAF), each byte for byte what its GET endpoint exports, ' +
        'named by period. All or none, also with overwrite and across a crash. 403 ' +
        '`folder_not_allowed` for a folder outside those allowed (`--export-folder`, the ' +
        "desktop app's picks), `files_not_allowed` for a location-locked user or an API key " +
        'made without `may_write_files`; 400 names a ' +
        'folder that is not absolute, a file or not writable; 409 `files_exist` lists files ' +
        'of the same names (`existing_files`) unless `overwrite: true`, `name_taken` for a ' +
        'name overwrite cannot take; 422 `no_data` for a period without orders or day closings; ' +
        "another file's error is answered as that endpoint answers it. A client that goes " +
        'away cancels it. Every run is logged (GET /api/exports/month-pack/runs).',
      tag: 'exports',
    },
    async ({ body, auth, request, reply }) =>
      runView(await pack.runNow(packCaller(request, auth), body, clientLeft(request, reply))),
  );

  defineRoute(
    app,
    'GET /api/exports/month-pack/runs',
    {
      summary: 'Your month-pack runs, newest first: when, period, files and outcome',
      description:
        'The last 100 runs, by hand and scheduled. A running one lists the files made so far ' +
        'of `file_count`: poll it to show progress. A user limited to a location sees only ' +
        'the runs of that location.',
      tag: 'exports',
    },
    ({ auth }) => {
      const runs = pack.runs(auth);
      return { count: runs.length, total: runs.length, data: runs };
    },
  );

  defineRoute(
    app,
    'GET /api/exports/month-pack/schedule',
    {
      summary: 'Your month-pack schedule, when it runs next and for which period',
      tag: 'exports',
    },
    ({ auth }) => pack.schedule(ownerOf(auth)),
  );

  defineRoute(
    app,
    'PUT /api/exports/month-pack/schedule',
    {
      summary: 'Set your month-pack schedule (monthly or weekly, at a time, into a folder)',
      description:
        'Enabled, it runs while the service runs, and a run missed while it was stopped runs ' +
        'at the next start; files of the same names get a suffix ` (2)`. It runs as you while ' +
        'nobody is logged in, so it keeps your credentials sealed under the vault key: with an ' +
        "API key that key's, with a session token the `password` you send (checked with the " +
        'platform; 403 `wrong_password`). Logging out or revoking that key pauses it. 403 ' +
        '`files_not_allowed` for a location-locked user or an API key made without ' +
        '`may_write_files`. 503 ' +
        '`vault_unavailable` without a vault key.',
      tag: 'exports',
    },
    async ({ body, auth, request }) =>
      pack.saveSchedule(packCaller(request, auth), body, apiKeys.apiKeyOf(auth)),
  );
}
