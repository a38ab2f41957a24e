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
 * Kept: the answers whose data all lives in the model, JSON and files alike (a file written as
 * a stream is kept as its bytes go out, once the whole of it has). Not kept: errors, anything
 * larger than MAX_ENTRY_BYTES.
 *
 * How they are held and sent (a large one gzipped): memo-entries.ts. An answer written in
 * chunks (a long list, page by page) is sent as its chunks with `sendChunks`, and kept too.
 */
import { PassThrough, pipeline, Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../core/clock.js';
import { partitionOfStateKey, stateKey } from '../../data/read-model/data-age.js';
import { partitionOf } from '../../data/read-model/partition.js';
import type { ReadModel } from '../../data/read-model/read-model.js';
import type { MemoSubject } from '../../data/read-model/timing.js';
import {
  KEPT_HEADERS,
  MAX_ENTRY_BYTES,
  MemoEntries,
  memoEntry,
  sendMemoEntry,
  type Answer,
  type MemoEntry,
} from './memo-entries.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Null where answers are not kept (no read model, not a GET, no caller). */
    sendMemoAnswer:
      | ((subjects: readonly MemoSubject[], variant: string) => Promise<boolean>)
      | null;
    /** The key to keep this request's answer under, given the versions it read. */
    memoKeyOf: ((versions: ReadonlyMap<string, number>) => string | null) | null;
  }
}

/**
 * For a route whose answer is computed from the read model's `subjects` alone: sends the
 * answer kept for this request, if any, and says whether it did; else arranges for the
 * answer about to be computed to be kept. It catches the model up first, which may ask the
 * platform, so a route calls it once its input is checked: a request refused as bad input
 * never reaches the platform. `variant`: what else the answer depends on besides the
 * request and the data, the same for every user of the partition (the exceptions' account
 * thresholds), so a change of it is another answer.
 */
export async function sendMemoAnswer(
  request: FastifyRequest,
  subjects: readonly MemoSubject[],
  variant = '',
): Promise<boolean> {
  return (await request.sendMemoAnswer?.(subjects, variant)) ?? false;
}

/**
 * Sends an answer computed in chunks (a long list written page by page) without joining them,
 * and keeps it where answers are kept, as a whole answer is kept on its way out (onSend).
 */
export function sendChunks(
  request: FastifyRequest,
  reply: FastifyReply,
  chunks: readonly Buffer[],
): FastifyReply {
  const keep = keepers.get(request);
  keepers.delete(request);
  keep?.(reply, chunks);
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  return reply.header('content-length', length).send(Readable.from(chunks));
}

/**
 * The stream's bytes as they go out, unchanged, and once all have (and no more than an entry
 * may hold), handed to `keep`.
 */
function keptAsItGoes(stream: Readable, keep: (chunks: Buffer[]) => void): Readable {
  const chunks: Buffer[] = [];
  let bytes = 0;
  const out = new PassThrough();
  stream.on('data', (chunk: Buffer | string) => {
    const bytesOf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    bytes += bytesOf.length;
    if (bytes <= MAX_ENTRY_BYTES) chunks.push(bytesOf);
  });
  pipeline(stream, out, (error) => {
    if (!error && bytes <= MAX_ENTRY_BYTES) keep(chunks);
  });
  return out;
}

/** How each request that may keep its answer keeps it (set up by the memo's preHandler). */
const keepers = new WeakMap<FastifyRequest, (reply: FastifyReply, answer: Answer) => void>();

/** The parts of a request an answer depends on besides its partition's data. */
function requestKeyOf(request: FastifyRequest, variant: string): string {
  const { accept = '', 'accept-language': language = '' } = request.headers;
  return `${request.url}\u0000${accept}\u0000${language}\u0000${variant}`;
}

/** The model answers are computed from, whose state they are kept under; the time. */
interface MemoDeps {
  model: Pick<ReadModel, 'caughtUpStateFor'>;
  clock: Clock;
}

export function registerAnswerMemo(app: FastifyInstance, deps: MemoDeps, ttlMs: number): void {
  const kept = new MemoEntries();

  /** Answers being computed, by lookup key: they end when their request has been answered. */
  const computing = new Map<string, Promise<void>>();
  app.decorateRequest('memoKeyOf', null);
  app.decorateRequest('sendMemoAnswer', null);
  app.addHook('preHandler', async (request, reply) => {
    const { auth, work } = request;
    if (request.method !== 'GET' || !auth || !work) return;
    /** The answer this request computes for others to wait for (a renewed run asks again). */
    let computedHere: string | null = null;
    const lookUp = async (subjects: readonly MemoSubject[], variant: string): Promise<boolean> => {
      const requestKey = requestKeyOf(request, variant);
      const state = await deps.model.caughtUpStateFor(auth, subjects, work);
      const key = state === null ? null : `${state}\u0000${requestKey}`;
      // The same answer already being computed for someone else: wait for it, then take it.
      // While the partition holds nothing of the subjects yet, identical asks wait for the
      // first one's answer too, then look again: by then it is kept, under what it read.
      const firstAsk = work.age.catchUpFirst ? null : `${partitionOf(auth)}\u0000${requestKey}`;
      const computingKey = key ?? firstAsk;
      const waiting = (name: string | null) =>
        name !== null && name !== computedHere ? computing.get(name) : undefined;
      const other = waiting(computingKey);
      // A first ask that began before its rows were being read computes under `firstAsk`,
      // while an ask arriving once they are sees their provisional versions (first-reads.ts)
      // in its key: it waits for that first ask too, and finds its answer kept under them.
      // Else it would read the catalog back from the store once that is done, seconds later.
      const first = other ? undefined : waiting(firstAsk);
      if (other || first) {
        await (other ?? first);
        if (key === null || first) return lookUp(subjects, variant);
      }
      const entry = key === null ? undefined : kept.get(key, deps.clock.now());
      if (entry && (await sendMemoEntry(request, reply, entry))) return true;
      // A client that left while this looked up has had its 'close' already: an entry made
      // now would never be removed, and every identical ask after it would wait for ever.
      work.signal.throwIfAborted();
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
      keepers.set(request, (out, answer) => keepAnswer(request, out, answer));
      // Named as the lookup names it: a locked user reading the account's part names both.
      const partition = state === null ? partitionOf(auth) : partitionOfStateKey(state);
      request.memoKeyOf = (versions) => {
        const readAt = stateKey(partition, subjects, versions);
        return readAt === null ? null : `${readAt}\u0000${requestKey}`;
      };
      return false;
    };
    request.sendMemoAnswer = lookUp;
  });

  /** Keeps a 200 answer under the versions its rows were read at (provisional ones meanwhile). */
  const keepAnswer = (request: FastifyRequest, reply: FastifyReply, answer: Answer) => {
    const { memoKeyOf, work } = request;
    if (!memoKeyOf || !work || reply.statusCode !== 200) return;
    const headers: MemoEntry['headers'] = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    const entry = memoEntry(answer, headers, deps.clock.now() + ttlMs);
    if (!entry) return;
    // Rows answered as they were read, before being stored, are kept at once under their
    // provisional versions (first-reads.ts), for whoever asks before they are stored ...
    const provisional = work.age.provisionalVersions();
    const provisionalKey = provisional === null ? null : memoKeyOf(provisional);
    if (provisionalKey !== null) kept.keep(provisionalKey, entry);
    // ... and under the versions its rows were read at, once those are known. They may be
    // newer than the state the lookup saw: this very request may have read a month the model
    // did not hold yet.
    void work.age.settledVersions().then((versions) => {
      if (provisionalKey !== null && kept.has(provisionalKey, entry)) kept.forget(provisionalKey);
      const key = versions === null ? null : memoKeyOf(versions);
      if (key !== null) kept.keep(key, entry);
    });
  };

  app.addHook('onSend', async (request, reply, payload) => {
    // Encoded only to be kept: a 10 MB answer (a stock value's 50,000 lines) costs tens of ms.
    if (typeof payload === 'string') {
      if (request.memoKeyOf) keepAnswer(request, reply, Buffer.from(payload));
    } else if (Buffer.isBuffer(payload)) keepAnswer(request, reply, payload);
    else if (payload instanceof Readable && request.memoKeyOf) {
      return keptAsItGoes(payload, (chunks) => keepAnswer(request, reply, chunks));
    }
    return payload;
  });
}
