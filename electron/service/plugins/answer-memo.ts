/**
 * Answers computed from the read model, kept under the state of the data they were computed
 * from (read-model.ts `caughtUpStateFor`: the partition and the version of each subject it
 * holds). A later ask of the same thing, by any user of the partition, whose data has not
 * changed since gets the same bytes without recomputing: a year's report is a few hundred
 * thousand rows to read and add up, its answer a few kilobytes. Any write to the data changes
 * the key, so a kept answer is never older than the model; each kept answer also expires
 * after the full-refresh interval, so the scheduled reads of prices and reference data still
 * run.
 *
 * Kept: the JSON answers whose data all lives in the model. Not kept: errors, streamed bodies
 * (CSV, Excel), anything larger than MAX_ENTRY_BYTES.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceDeps } from '../deps.js';
import { stateKey } from '../read-model/data-age.js';
import { partitionOf } from '../read-model/partition.js';
import type { MemoSubject } from '../read-model/timing.js';

const MAX_ENTRY_BYTES = 32 * 1024 * 1024;
const MAX_TOTAL_BYTES = 96 * 1024 * 1024;
/** The answer's own headers, kept with it; the rest are the request's. */
const KEPT_HEADERS = ['content-type', 'content-disposition', 'cache-control'] as const;

interface KeptAnswer {
  /** Bytes, not a string: a large answer sent again is not encoded again each time. */
  body: Buffer;
  headers: Partial<Record<(typeof KEPT_HEADERS)[number], string>>;
  bytes: number;
  expires: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Null where answers are not kept (no read model, not a GET, no caller). */
    sendKeptAnswer: ((subjects: readonly MemoSubject[]) => Promise<boolean>) | null;
    /** The key to keep this request's answer under, given the versions it read. */
    memoKeyOf: ((versions: ReadonlyMap<string, number>) => string | null) | null;
  }
}

/**
 * For a route whose answer is computed from the read model's `subjects` alone: sends the
 * answer kept for this request, if any, and says whether it did; else arranges for the
 * answer about to be computed to be kept. It catches the model up first, which may ask the
 * platform, so a route calls it once its input is checked: a request refused as bad input
 * never reaches the platform.
 */
export async function sendKeptAnswer(
  request: FastifyRequest,
  subjects: readonly MemoSubject[],
): Promise<boolean> {
  return (await request.sendKeptAnswer?.(subjects)) ?? false;
}

/** The parts of a request an answer depends on besides its partition's data. */
function requestKeyOf(request: FastifyRequest): string {
  const { accept = '', 'accept-language': language = '' } = request.headers;
  return `${request.url}\u0000${accept}\u0000${language}`;
}

export function registerAnswerMemo(app: FastifyInstance, deps: ServiceDeps, ttlMs: number): void {
  const kept = new Map<string, KeptAnswer>();
  let totalBytes = 0;
  const forget = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    totalBytes -= entry.bytes;
    kept.delete(key);
  };

  /** Answers being computed, by lookup key: they end when their request has been answered. */
  const computing = new Map<string, Promise<void>>();
  app.decorateRequest('memoKeyOf', null);
  app.decorateRequest('sendKeptAnswer', null);
  app.addHook('preHandler', async (request, reply) => {
    const { readModel } = deps;
    const { auth, work } = request;
    if (request.method !== 'GET' || !readModel || !auth || !work) return;
    /** The answer this request computes for others to wait for (a renewed run asks again). */
    let computedHere: string | null = null;
    request.sendKeptAnswer = async (subjects) => {
      const state = await readModel.caughtUpStateFor(auth, subjects, work);
      const key = state === null ? null : `${state}\u0000${requestKeyOf(request)}`;
      // The same answer already being computed for someone else: wait for it, then take it.
      if (key !== null && key !== computedHere) await computing.get(key);
      const entry = key === null ? undefined : kept.get(key);
      if (key !== null && entry && entry.expires > deps.clock.now()) {
        // Most recently used last: the oldest go first when room is needed.
        kept.delete(key);
        kept.set(key, entry);
        for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
        reply.send(entry.body);
        return true;
      }
      if (key !== null && !computing.has(key)) {
        computedHere = key;
        let done!: () => void;
        computing.set(key, new Promise<void>((resolve) => (done = resolve)));
        // Ends with the answer (kept by then, unless its rows were still being stored) or its
        // failure, or when the client leaves.
        reply.raw.once('close', () => {
          computing.delete(key);
          done();
        });
      }
      request.memoKeyOf = (versions) => {
        const readAt = stateKey(partitionOf(auth), subjects, versions);
        return readAt === null ? null : `${readAt}\u0000${requestKeyOf(request)}`;
      };
      return false;
    };
  });

  const keep = (key: string, entry: KeptAnswer) => {
    forget(key);
    kept.set(key, entry);
    totalBytes += entry.bytes;
    for (const oldest of kept.keys()) {
      if (totalBytes <= MAX_TOTAL_BYTES) break;
      forget(oldest);
    }
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const { memoKeyOf, work } = request;
    if (!memoKeyOf || !work || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const bytes = Buffer.byteLength(payload);
    if (bytes > MAX_ENTRY_BYTES) return payload;
    const headers: KeptAnswer['headers'] = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const entry = { body, headers, bytes, expires: deps.clock.now() + ttlMs };
    // Rows answered as they were read, before being stored, are kept at once under their
    // provisional versions (being-stored.ts), for whoever asks while they are stored ...
    const provisional = work.age.provisionalVersions();
    const provisionalKey = provisional === null ? null : memoKeyOf(provisional);
    if (provisionalKey !== null) keep(provisionalKey, entry);
    // ... and under the versions its rows were read at, once those are known. They may be
    // newer than the state the lookup saw: this very request may have read a month the model
    // did not hold yet.
    void work.age.settledVersions().then((versions) => {
      if (provisionalKey !== null && kept.get(provisionalKey) === entry) forget(provisionalKey);
      const key = versions === null ? null : memoKeyOf(versions);
      if (key !== null) keep(key, entry);
    });
    return payload;
  });
}
