/**
 * One POST to the platform over `node:http` or `node:https`, its answer read as text. This
 * is what the transport sends its calls with, rather than `fetch`: undici's fetch builds a
 * web Request and Response, reads the body through a web stream and decodes it apart, and
 * a 50,000-product catalog is 50 answers of 0.75 MB; that was some 50 ms of the service's
 * thread on a first price list's path (docs/performance.md).
 *
 * It does what fetch did for us: connections kept alive and reused (Node's global agents),
 * a compressed answer decoded (gzip, deflate, br, as `Content-Encoding` says), and the call
 * stopped when `signal` aborts, the answer's body too. Failures are Node's socket errors,
 * with their codes (ECONNRESET, ECONNREFUSED, …), or UNKNOWN_ENCODING for an answer in an
 * encoding it cannot decode; transport.ts turns the codes into messages.
 */
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';

export interface PostRequest {
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

interface PostAnswer {
  status: number;
  /** The answer's `Retry-After` (a refusal to take more calls now says when to try again). */
  retryAfter?: string | undefined;
  /** The body, decoded; rejects when the connection ends before all of it came. */
  text(): Promise<string>;
}

/** How the transport sends a call: `httpPost`, or a test's wrapper around it. */
export type UpstreamPost = (url: string, request: PostRequest) => Promise<PostAnswer>;

const DECODERS: Record<string, () => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress> = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

const ACCEPTED_ENCODINGS = 'gzip, deflate, br';

export const httpPost: UpstreamPost = (url, { headers, body, signal }) => {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'Accept-Encoding': ACCEPTED_ENCODINGS,
          'Content-Length': String(Buffer.byteLength(body)),
        },
        signal,
      },
      (response) =>
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'],
          text: () => textOf(response),
        }),
    );
    // Kept for the whole call: an error after the answer began is the body's (textOf).
    request.on('error', reject);
    request.end(body);
  });
};

/** The answer's body as text, decoded as its `Content-Encoding` says. */
async function textOf(response: IncomingMessage): Promise<string> {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder = encoding === '' || encoding === 'identity' ? null : DECODERS[encoding];
  if (decoder === undefined) {
    response.destroy();
    throw Object.assign(new Error(`the answer is encoded as ${encoding}`), {
      code: 'UNKNOWN_ENCODING',
    });
  }
  let body: Readable = response;
  if (decoder !== null) {
    const decoding = decoder();
    // A connection that ends mid-body fails the decoding with the socket's error.
    body = pipeline(response, decoding, () => undefined);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of body) {
    // No encoding is set on the stream, so it yields Buffers; anything else would lose bytes.
    if (!Buffer.isBuffer(chunk)) throw new TypeError('an answer body chunk that is not bytes');
    chunks.push(chunk);
  }
  // A connection that closed before the whole body came, without an error of its own.
  if (!response.complete) throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
  return Buffer.concat(chunks).toString('utf8');
}
