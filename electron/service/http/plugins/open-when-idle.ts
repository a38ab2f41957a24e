/**
 * When the embedded database starts (docs/decisions/0073-no-cold-start.md): once the service
 * has answered everything it was asked and nothing came for `quietMs`, or `latestMs` after
 * the service was built, whichever is first. Its start takes a core for a second or two
 * (compiling PostgreSQL's WebAssembly, starting it), which a first answer made meanwhile
 * would share on a two-core machine; reads made before it is open ask the platform. A read
 * that waits for the database (`readsWaitForStart`) or the warm-up opens it itself. The
 * embedded demo platform's catalogs are made then too, with the warm-up on
 * (boot/idle-work.ts).
 */
import type { FastifyInstance } from 'fastify';

interface IdleOpenTiming {
  quietMs: number;
  latestMs: number;
}

const IDLE_OPEN: IdleOpenTiming = { quietMs: 300, latestMs: 5_000 };

/** A request that may read data; a progress line's polls and the health page are not. */
const NOT_READS = new Set(['/api/warm-up', '/api/progress', '/healthz']);
const isRead = (url: string): boolean => !NOT_READS.has(url.split('?')[0] ?? '');

/** Work started once the service is idle; a failure is logged as `failed`, the service runs on. */
export interface IdleWork {
  start: () => Promise<unknown>;
  failed: string;
}

export function openWhenIdle(
  app: FastifyInstance,
  work: readonly IdleWork[],
  timing: IdleOpenTiming = IDLE_OPEN,
): void {
  if (work.length === 0) return;
  const open = () => {
    for (const { start, failed } of work) {
      start().catch((error: unknown) => app.log.error({ err: error }, failed));
    }
  };
  let inFlight = 0;
  let opened = false;
  let quiet: NodeJS.Timeout | undefined;
  const openNow = () => {
    if (opened) return;
    opened = true;
    clearTimeout(quiet);
    clearTimeout(latest);
    open();
  };
  const latest = setTimeout(openNow, timing.latestMs);
  const waitForQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(openNow, timing.quietMs);
  };
  app.addHook('onRequest', (request, _reply, done) => {
    if (isRead(request.url)) {
      inFlight += 1;
      clearTimeout(quiet);
    }
    done();
  });
  // Also after an aborted request (Fastify answers onResponse when the socket closes); one
  // that never ends only delays the start to `latestMs`.
  app.addHook('onResponse', (request, _reply, done) => {
    if (isRead(request.url)) {
      inFlight = Math.max(0, inFlight - 1);
      if (inFlight === 0 && !opened) waitForQuiet();
    }
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    opened = true;
    clearTimeout(quiet);
    clearTimeout(latest);
    done();
  });
  waitForQuiet();
}
