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
 *
 * A large kept answer is also kept gzipped, compressed once off the main thread, for clients
 * that accept gzip (browsers, curl --compressed, most HTTP libraries): a 50,000-product
 * price list is 15 MB of JSON and about a tenth of that gzipped, and sending it again and
 * again is what many clients on one catalog cost. Answers computed for one ask are sent as
 * they are: compressing them would cost more time than it saves on this machine's loopback.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceDeps } from '../deps.js';
import { stateKey } from '../read-model/data-age.js';
import { partitionOf } from '../read-model/partition.js';
import type { MemoSubject } from '../read-model/timing.js';

const MAX_ENTRY_BYTES = 32 * 1024 * 1024;
const MAX_TOTAL_BYTES = 96 * 1024 * 1024;
/** The answer's own headers, kept with it; the rest are the request's. */
const KEPT_HEADERS = ['content-type', 'content-disposition', 'cache-control'] as const;
/** Smaller answers are not worth a gzipped copy. */
const GZIP_FROM_BYTES = 16 * 1024;
const gzipAsync = promisify(gzip);

/** A large answer's gzipped copy, made off the main thread; null: not worth it, or failed. */
const gzipCopyOf = (body: Buffer): Promise<Buffer | null> =>
  body.length < GZIP_FROM_BYTES ? Promise.resolve(null) : gzipAsync(body).catch(() => null);

interface KeptAnswer {
  /** Bytes, not a string: a large answer sent again is not encoded again each time. */
  body: Buffer;
  /** The same bytes gzipped, made once the answer is kept; null: not worth it, or failed. */
  gzipBody: Promise<Buffer | null> | null;
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

/**
 * Sends a kept answer, gzipped where the client accepts that. A copy still being made is
 * waited for: it takes a fraction of the time sending ten times the bytes would.
 */
async function sendKept(request: FastifyRequest, reply: FastifyReply, entry: KeptAnswer) {
  for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
  reply.header('vary', 'Accept-Encoding');
  const accepted = request.headers['accept-encoding'];
  const gzipped = accepted && negotiate(accepted, ['gzip', 'identity']) === 'gzip';
  const copy = gzipped ? await entry.gzipBody : null;
  if (copy) reply.header('content-encoding', 'gzip');
  reply.send(copy ?? entry.body);
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
    const lookUp = async (subjects: readonly MemoSubject[]): Promise<boolean> => {
      const state = await readModel.caughtUpStateFor(auth, subjects, work);
      const key = state === null ? null : `${state}\u0000${requestKeyOf(request)}`;
      // The same answer already being computed for someone else: wait for it, then take it.
      // While the partition holds nothing of the subjects yet, identical asks wait for the
      // first one's answer too, then look again: by then it is kept, under what it read.
      const firstAsk = `${partitionOf(auth)}\u0000${requestKeyOf(request)}`;
      const computingKey = key ?? (work.age.catchUpFirst ? null : firstAsk);
      const other = computingKey && computingKey !== computedHere && computing.get(computingKey);
      if (other) {
        await other;
        if (key === null) return lookUp(subjects);
      }
      const entry = key === null ? undefined : kept.get(key);
      if (key !== null && entry && entry.expires > deps.clock.now()) {
        // Most recently used last: the oldest go first when room is needed.
        kept.delete(key);
        kept.set(key, entry);
        await sendKept(request, reply, entry);
        return true;
      }
      if (computingKey && !computing.has(computingKey)) {
        computedHere = computingKey;
        let done!: () => void;
        computing.set(computingKey, new Promise<void>((resolve) => (done = resolve)));
        // Ends with the answer (kept by then) or its failure, or when the client leaves.
        reply.raw.once('close', () => {
          computing.delete(computingKey);
          done();
        });
      }
      request.memoKeyOf = (versions) => {
        const readAt = stateKey(partitionOf(auth), subjects, versions);
        return readAt === null ? null : `${readAt}\u0000${requestKeyOf(request)}`;
      };
      return false;
    };
    request.sendKeptAnswer = lookUp;
  });

  const makeRoom = () => {
    for (const oldest of kept.keys()) {
      if (totalBytes <= MAX_TOTAL_BYTES) break;
      forget(oldest);
    }
  };
  const keep = (key: string, entry: KeptAnswer) => {
    forget(key);
    kept.set(key, entry);
    totalBytes += entry.bytes;
    makeRoom();
    if (entry.gzipBody) return;
    entry.gzipBody = gzipCopyOf(entry.body);
    void entry.gzipBody.then((copy) => countCopy(entry, copy));
  };
  /** Counts an entry's gzipped copy wherever it is kept by the time the copy is made. */
  const countCopy = (entry: KeptAnswer, copy: Buffer | null) => {
    if (!copy) return;
    entry.bytes += copy.length;
    for (const held of kept.values()) if (held === entry) totalBytes += copy.length;
    makeRoom();
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
    const expires = deps.clock.now() + ttlMs;
    const entry: KeptAnswer = { body, gzipBody: null, headers, bytes, expires };
    // Rows answered as they were read, before being stored, are kept at once under their
    // provisional versions (first-reads.ts), for whoever asks before they are stored ...
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
