/**
 * The answers answer-memo.ts keeps, held in memory within a bound on their bytes (the least
 * recently used go first), and how a kept answer is sent.
 *
 * An answer of 16 KiB or more also gets a gzipped copy, made once in Node's thread pool, for
 * clients that accept gzip (browsers, curl --compressed, most HTTP libraries): a
 * 50,000-product price list is 15 MB of JSON and about a tenth of that gzipped, and sending it
 * again and again is what many clients on one catalog cost. An answer of a megabyte or more is
 * kept gzipped only (a 100,000-product list: 31 MB as JSON, 2.4 MB gzipped) and unzipped as it
 * is sent to a client that does not accept gzip, which costs that client a few milliseconds a
 * megabyte instead of every client the memory.
 */
import { createGunzip, createGzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const MAX_ENTRY_BYTES = 32 * 1024 * 1024;
const MAX_TOTAL_BYTES = 96 * 1024 * 1024;
/** Smaller answers are not worth a gzipped copy. */
const GZIP_FROM_BYTES = 16 * 1024;
/** Larger answers are kept gzipped only. */
const PLAIN_BELOW_BYTES = 1024 * 1024;

/** An answer as computed: its bytes, whole or in chunks (a list written page by page). */
export type Answer = Buffer | readonly Buffer[];

/** The answer's own headers, kept with it; the rest are the request's. */
export const KEPT_HEADERS = ['content-type', 'content-disposition', 'cache-control'] as const;

export interface MemoEntry {
  /** Bytes, not a string: an answer sent again is not encoded again each time. */
  body: Buffer | null;
  /** The same bytes gzipped, being made or made; null: not worth it, or failed. */
  gzipBody: Promise<Buffer | null> | null;
  headers: Partial<Record<(typeof KEPT_HEADERS)[number], string>>;
  /** Of the plain answer. */
  length: number;
  /** Held in memory. */
  bytes: number;
  expires: number;
}

/** Bytes gzipped in Node's thread pool, a chunk at a time; null when that failed. */
function gzipped(chunks: readonly Buffer[]): Promise<Buffer | null> {
  const zip = createGzip();
  const out: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    zip.once('end', resolve);
    zip.once('error', reject);
  });
  for (const chunk of chunks) zip.write(chunk);
  zip.end();
  return ended.then(() => Buffer.concat(out)).catch(() => null);
}

/** The entry to keep an answer as, its gzipped copy under way; null when it is too large. */
export function memoEntry(
  answer: Answer,
  headers: MemoEntry['headers'],
  expires: number,
): MemoEntry | null {
  const chunks = Buffer.isBuffer(answer) ? [answer] : answer;
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  if (length > MAX_ENTRY_BYTES) return null;
  const body =
    length >= PLAIN_BELOW_BYTES ? null : Buffer.isBuffer(answer) ? answer : Buffer.concat(chunks);
  const gzipBody = length < GZIP_FROM_BYTES ? null : gzipped(chunks);
  return { body, gzipBody, headers, length, bytes: body?.length ?? 0, expires };
}

export class MemoEntries {
  private readonly entries = new Map<string, MemoEntry>();
  private totalBytes = 0;
  /** Entries whose gzipped copy is counted once made (kept again under another key or not). */
  private readonly counting = new WeakSet<MemoEntry>();

  /** The entry under `key` if it has not expired, now the most recently used. */
  get(key: string, now: number): MemoEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expires <= now) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The bytes held, each key's entry counted (within MAX_TOTAL_BYTES). */
  get heldBytes(): number {
    return this.totalBytes;
  }

  has(key: string, entry: MemoEntry): boolean {
    return this.entries.get(key) === entry;
  }

  keep(key: string, entry: MemoEntry): void {
    this.forget(key);
    this.entries.set(key, entry);
    this.totalBytes += entry.bytes;
    this.makeRoom();
    // The gzipped copy counts once it is made, wherever the entry is kept by then.
    if (!this.counting.has(entry)) {
      this.counting.add(entry);
      void entry.gzipBody?.then((copy) => {
        // Without its copy an answer kept gzipped only is gone.
        if (!copy && !entry.body) this.drop(entry);
        if (!copy) return;
        entry.bytes += copy.length;
        for (const held of this.entries.values())
          if (held === entry) this.totalBytes += copy.length;
        this.makeRoom();
      });
    }
  }

  forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.totalBytes -= entry.bytes;
    this.entries.delete(key);
  }

  private drop(entry: MemoEntry): void {
    for (const [key, held] of this.entries) if (held === entry) this.forget(key);
  }

  private makeRoom(): void {
    for (const oldest of this.entries.keys()) {
      if (this.totalBytes <= MAX_TOTAL_BYTES) break;
      this.forget(oldest);
    }
  }
}

/**
 * Sends a kept answer, gzipped where the client accepts that. A copy still being made is
 * waited for: it takes a fraction of the time sending ten times the bytes would. False, with
 * nothing sent, when an answer kept gzipped only has no copy after all (gzip failed): it is
 * to be computed.
 */
export async function sendMemoEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: MemoEntry,
): Promise<boolean> {
  const accepted = request.headers['accept-encoding'];
  const gzipOk = accepted !== undefined && negotiate(accepted, ['gzip', 'identity']) === 'gzip';
  const copy = gzipOk || entry.body === null ? await entry.gzipBody : null;
  if (!copy && !entry.body) return false;
  for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
  reply.header('vary', 'Accept-Encoding');
  if (gzipOk && copy) {
    reply.header('content-encoding', 'gzip').send(copy);
  } else if (entry.body) {
    reply.send(entry.body);
  } else if (copy) {
    const plain = createGunzip();
    plain.end(copy);
    reply.header('content-length', entry.length).send(plain);
  }
  return true;
}
