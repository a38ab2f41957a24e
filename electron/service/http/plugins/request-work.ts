/**
 * Each request's upstream work: one signal that fires when the client of a read goes away
 * before its answer (the socket closed, the fetch aborted) or the answer deadline passes, so
 * every upstream call made for it stops, and one page tally, which the client can follow with
 * GET /api/progress when it sent an `X-Progress-Id` header. Routes hand `request.work` to
 * every fetcher they call.
 *
 * The answer deadline: no request waits without end, whatever it waits for (the platform, the
 * database, another request's read). Past it the client gets 503 `answer_deadline` in the one
 * error shape, with Retry-After, and a read's work stops; a write (never cancelled: it runs to
 * its end) is told that it may still complete.
 */
import { CallSlots } from '../../../upstream/call-slots.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PROGRESS_ID_HEADER, progressIdSchema } from '../../../../shared/api/progress.js';
import type { AuthContext } from '../../core/caller.js';
import { badRequest } from '../../core/errors.js';
import { sendError } from './errors.js';
import type { ProgressBoard } from '../../domain/progress/board.js';
import { PageTally } from '../../domain/progress/tally.js';
import { DATA_AS_OF_HEADER, DATA_STALE_HEADER } from '../../../../shared/api/freshness.js';
import { DataAge, type ReadWork } from '../../data/read-model/data-age.js';
import type { Clock } from '../../core/clock.js';
import { AnswerDeadlinePassed, ClientWentAway } from '../../core/work-stopped.js';

export interface RequestWork extends ReadWork {
  signal: AbortSignal;
  pages: PageTally;
  /** How fresh the answer's data is, noted by the read model; sent as X-Data-As-Of. */
  age: DataAge;
}

declare module 'fastify' {
  interface FastifyRequest {
    work: RequestWork | null;
  }
}

interface RequestWorkSettings {
  /** A request's upstream calls in flight at most, over all its reads. */
  callsInFlight: number;
  /** From the request's start until its answer begins (http/server-options.ts). */
  answerMs: number;
}

/** Seconds a client is asked to wait before it asks again after a deadline. */
const RETRY_AFTER_S = 5;

/** Answers 503 once `ms` have passed without an answer begun; `stop` stops a read's work. */
function holdAnswerDeadline(
  request: FastifyRequest,
  reply: FastifyReply,
  ms: number,
  stop: (() => void) | null,
): void {
  const timer = setTimeout(() => {
    if (reply.sent || reply.raw.headersSent) return;
    stop?.();
    const seconds = Math.round(ms / 1000);
    const message = stop
      ? `no answer could be made within ${seconds} s; try again, or ask for less (a shorter period)`
      : `the change did not finish within ${seconds} s and may still complete; look before trying again`;
    request.log.warn({ deadlineMs: ms }, 'the answer deadline passed');
    sendError(
      reply,
      503,
      message,
      { 'Retry-After': String(RETRY_AFTER_S) },
      {
        code: 'answer_deadline',
      },
    );
  }, ms);
  timer.unref();
  reply.raw.once('close', () => clearTimeout(timer));
}

/** Progress belongs to the user (and account) who asked, whichever credential they used. */
export const progressOwnerOf = (auth: AuthContext): string =>
  `${auth.account}\u0000${auth.user.key}`;

function progressIdOf(request: FastifyRequest): string | null {
  const header = request.headers[PROGRESS_ID_HEADER.toLowerCase()];
  if (header === undefined) return null;
  const parsed = progressIdSchema.safeParse(header);
  if (!parsed.success) {
    throw badRequest(`the ${PROGRESS_ID_HEADER} header ${parsed.error.issues[0]?.message}`);
  }
  return parsed.data;
}

/** The work of a request that is not a read: never cancelled (a write runs to its end). */
const uncancellable = (now: number): RequestWork => ({
  signal: new AbortController().signal,
  pages: new PageTally(),
  age: new DataAge(false, now),
});

/** `Cache-Control: no-cache` (or `no-store`, `max-age=0`): the client wants no held answer. */
const wantsFreshData = (request: FastifyRequest): boolean =>
  /(^|,)\s*(no-cache|no-store|max-age=0)\s*(,|$)/i.test(request.headers['cache-control'] ?? '');

export function registerRequestWork(
  app: FastifyInstance,
  board: ProgressBoard,
  clock: Clock,
  settings: RequestWorkSettings,
): void {
  app.decorateRequest('work', null);
  app.addHook('onSend', async (request, reply) => {
    const age = request.work?.age;
    if (age?.asOf == null) return;
    reply.header(DATA_AS_OF_HEADER, new Date(age.asOf).toISOString());
    if (age.stale) reply.header(DATA_STALE_HEADER, 'true');
  });
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET') {
      request.work = uncancellable(clock.now());
      holdAnswerDeadline(request, reply, settings.answerMs, null);
      return;
    }
    const controller = new AbortController();
    holdAnswerDeadline(request, reply, settings.answerMs, () =>
      controller.abort(new AnswerDeadlinePassed()),
    );
    const tally = new PageTally();
    let closed!: () => void;
    request.work = {
      signal: controller.signal,
      pages: tally,
      slots: new CallSlots(settings.callsInFlight),
      age: new DataAge(wantsFreshData(request), clock.now()),
      answered: new Promise<void>((resolve) => (closed = resolve)),
    };
    const id = request.auth ? progressIdOf(request) : null;
    const owner = request.auth ? progressOwnerOf(request.auth) : '';
    if (id !== null) board.track(owner, id, tally);
    const onClose = () => {
      const cancelled = !reply.raw.writableFinished;
      if (cancelled) {
        controller.abort(new ClientWentAway());
        // One line, not an error: a user cancelling a slow report is routine.
        const { pages_read, pages_total } = tally.snapshot();
        request.log.info(
          { pagesRead: pages_read, pagesTotal: pages_total },
          'the client went away before the answer; its upstream reads were stopped',
        );
      }
      tally.end(cancelled);
      if (id !== null) board.ended(owner, id, tally);
      closed();
    };
    // A client that left while the request was being authenticated has closed already.
    if (request.raw.destroyed) onClose();
    else reply.raw.once('close', onClose);
  });
}
