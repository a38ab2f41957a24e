/**
 * Sends one planned request with node:http (not fetch: fetch refuses odd methods, bodies on
 * GET and header bytes a client may well send), on a fresh connection each time, so a
 * connection the service closes after a refusal cannot spoil the next request.
 */
import { request as httpRequest } from 'node:http';
import type { KnownValues } from './known-values.js';
import type { RequestPlan } from './requests.js';
import type { Value } from './values.js';

export interface Credentials {
  token: string;
  apiKey: string;
  /** A token of its own for a request that ends its session (logout). */
  freshToken(): Promise<string>;
}

export interface SentRequest {
  method: string;
  /** Path and query as sent. */
  target: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  /** Milliseconds from sending to the end of the answer. */
  ms: number;
}

const TIMEOUT_MS = 30_000;
const MAX_KEPT_BYTES = 8 * 1024 * 1024;

/** Percent-encodes everything but RFC 3986's unreserved characters, as UTF-8. */
export const encode = (text: string): string =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

function written(value: Value, known: KnownValues): string {
  if (value.kind === 'raw') return value.raw;
  if (value.kind === 'text') return encode(value.text);
  return encode(known.pick(value.key, value.index) ?? value.fallback);
}

/** Turns a plan into the exact bytes to send (credentials looked up now). */
export async function materialise(
  plan: RequestPlan,
  known: KnownValues,
  credentials: Credentials,
): Promise<SentRequest> {
  const path = plan.operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = plan.pathValues[name];
    return value ? written(value, known) : '';
  });
  const query = plan.query
    .map(({ name, value }) => encode(name) + (value === null ? '' : `=${written(value, known)}`))
    .join('&');
  const headers: Record<string, string> = { ...plan.headers };
  const auth = plan.auth;
  if (auth.kind === 'token') headers.Authorization = `Bearer ${credentials.token}`;
  if (auth.kind === 'apiKey') headers.Authorization = `Bearer ${credentials.apiKey}`;
  if (auth.kind === 'freshToken') {
    headers.Authorization = `Bearer ${await credentials.freshToken()}`;
  }
  if (auth.kind === 'header') headers.Authorization = auth.value;
  const { body } = plan;
  if (body.contentType !== null) headers['Content-Type'] = body.contentType;
  if (body.contentEncoding !== null) headers['Content-Encoding'] = body.contentEncoding;
  const bytes = body.text === null ? null : Buffer.from(body.text, body.latin1 ? 'latin1' : 'utf8');
  if (bytes && body.chunked) headers['Transfer-Encoding'] = 'chunked';
  else if (bytes) headers['Content-Length'] = String(bytes.length);
  return { method: plan.method, target: query ? `${path}?${query}` : path, headers, body: bytes };
}

/** Sends it; rejects only when no HTTP answer came (connection reset, timeout). */
export function send(base: URL, sent: SentRequest): Promise<Answer> {
  const started = performance.now();
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method: sent.method,
        path: sent.target,
        headers: sent.headers,
        agent: false,
        timeout: TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          kept += chunk.length;
          if (kept <= MAX_KEPT_BYTES) chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'] ?? '',
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    request.on('error', reject);
    // A refused body may be answered before it is all sent; the answer still counts.
    if (sent.body) request.end(sent.body);
    else request.end();
  });
}
