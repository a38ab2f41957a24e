/**
 * A run's requests to the service's own endpoints (the month pack's, the digest's), made in
 * process (Fastify's inject: no socket, no port) with the caller's authorization, so each goes
 * through the same authentication, access rules, validation and limits as a request from outside,
 * and its answer is byte for byte what that endpoint exports. The run's signal cancels them: an
 * aborted request closes as a client that went away does, which stops its upstream reads. A file's
 * answer streams straight into its temporary file.
 */
import { createWriteStream } from 'node:fs';
import { chmod, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { errorBodySchema, type ErrorBodyFields } from '../../../../shared/api/error-body.js';
import { ApiError } from '../../core/errors.js';
import { writeFailure } from './folder.js';
import type { MadeFile } from './placing.js';
import { assertUnmoved, newPath, type Stage } from './stage.js';

/** The Host the service always accepts (registerHostGuard's loopback names). */
const HOST = '127.0.0.1';

export interface InProcessCaller {
  app: FastifyInstance;
  /** The caller's `Authorization` header, as it came (or minted for a scheduled run). */
  authorization: string;
  signal: AbortSignal;
  /** Headers of the run's own besides those (a deferral's key: deferred-exports.ts). */
  headers?: Record<string, string> | undefined;
}

/** A file a run makes: its name in the folder, and the GET of the service's own that answers it. */
export interface EndpointFile {
  name: string;
  url: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** An endpoint's error answer as this request's error, its message prefixed with `what`. */
function answerError(what: string, status: number, text: string): ApiError {
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not the error body: said by status alone below.
  }
  const record = isRecord(body) ? body : {};
  const message = typeof record.message === 'string' ? record.message : `status ${status}`;
  const fields: ErrorBodyFields = {};
  if (typeof record.feature === 'string') fields.feature = record.feature;
  if (Array.isArray(record.missing_calls)) {
    fields.missing_calls = record.missing_calls.filter((call) => typeof call === 'string');
  }
  const params = errorBodySchema.shape.params.safeParse(record.params);
  if (params.success && params.data) fields.params = params.data;
  const code = typeof record.code === 'string' ? record.code : undefined;
  return new ApiError(status, `${what}: ${message}`, {}, { code, fields });
}

const inject = (caller: InProcessCaller, url: string, payloadAsStream: boolean) =>
  caller.app
    .inject({
      method: 'GET',
      url,
      headers: { ...caller.headers, authorization: caller.authorization, host: HOST },
      signal: caller.signal,
      payloadAsStream,
    })
    .catch((error: unknown) => {
      throw caller.signal.aborted ? (caller.signal.reason as Error) : error;
    });

/** The JSON answer of a GET, or the endpoint's error as an ApiError about `what`. */
export async function getJson(
  caller: InProcessCaller,
  url: string,
  what: string,
): Promise<unknown> {
  const response = await inject(caller, url, false);
  if (response.statusCode !== 200) throw answerError(what, response.statusCode, response.body);
  return response.json();
}

async function textOf(stream: AsyncIterable<Buffer | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One file of a run, written whole into the run's stage, created with `mode` (0600, or
 * 0640 where the operator asks: it holds the business's figures).
 */
export async function makeFile(
  caller: InProcessCaller,
  file: EndpointFile,
  stage: Stage,
  mode: number,
): Promise<MadeFile> {
  const folder = stage.folder;
  const response = await inject(caller, file.url, true);
  if (response.statusCode !== 200) {
    throw answerError(file.name, response.statusCode, await textOf(response.stream()));
  }
  const temporary = newPath(stage, file.name);
  try {
    await pipeline(response.stream(), createWriteStream(temporary, { flags: 'wx', mode }), {
      signal: caller.signal,
    });
  } catch (error) {
    await rm(temporary, { force: true });
    if (caller.signal.aborted) throw caller.signal.reason as Error;
    // A file-system error names its system call; anything else broke in the answer itself.
    if (isRecord(error) && typeof error.syscall === 'string') throw writeFailure(folder, error);
    throw new ApiError(500, `${file.name}: its answer broke off before the end`);
  }
  // The mode asked for, whatever the process's umask took away or left.
  await chmod(temporary, mode);
  await assertUnmoved(folder);
  return { name: file.name, bytes: (await stat(temporary)).size };
}
