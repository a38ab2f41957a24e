/** Small node:http helpers: read a capped body, send JSON, HTML or text. */
import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError('request body over 1 MiB');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function send(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string,
): void {
  response.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  response.end(body);
}

export const sendJson = (response: ServerResponse, status: number, value: unknown): void =>
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(value));

export const sendText = (response: ServerResponse, status: number, text: string): void =>
  send(response, status, 'text/plain; charset=utf-8', text);
