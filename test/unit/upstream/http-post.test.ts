/**
 * One POST to the platform over node:http(s) (http-post.ts), against small real servers: what
 * it sends, answers decoded as their Content-Encoding says, https, and bodies cut short.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { httpPost, type PostRequest } from '../../../electron/upstream/http-post.js';

const TLS = {
  cert: readFileSync(new URL('./fixtures/test-tls-cert.pem', import.meta.url)),
  key: readFileSync(new URL('./fixtures/test-tls-key.pem', import.meta.url)),
};

/** Long enough to come in several chunks, with characters of two, three and four bytes. */
const ANSWER = JSON.stringify({
  success: true,
  response: Array.from({ length: 4_000 }, (_, id) => ({ id, title: `Thé € 🍵 ${id}` })),
});

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

let servers: Server[] = [];

async function serve(handler: Handler, server: Server = createServer()): Promise<string> {
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handler(request, Buffer.concat(chunks).toString('utf8'), response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return `${server instanceof https.Server ? 'https' : 'http'}://127.0.0.1:${port}/demo/?x=1`;
}

const post = (signal = new AbortController().signal): PostRequest => ({
  headers: { 'Content-Type': 'application/json' },
  body: '{"auth":null,"params":["é"]}',
  signal,
});

afterEach(async () => {
  await Promise.all(
    servers.map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
  servers = [];
});

describe('httpPost', () => {
  it('POSTs the body with its length, and answers the status and the text', async () => {
    let seen: { method?: string; length?: string; type?: string; encodings?: string } = {};
    let seenBody = '';
    const url = await serve((request, body, response) => {
      seen = {
        method: request.method,
        length: request.headers['content-length'],
        type: request.headers['content-type'],
        encodings: request.headers['accept-encoding'],
      };
      seenBody = body;
      response.writeHead(503).end(ANSWER);
    });
    const answer = await httpPost(url, post());
    expect(answer.status).toBe(503);
    expect(await answer.text()).toBe(ANSWER);
    expect(seenBody).toBe(post().body);
    expect(seen).toEqual({
      method: 'POST',
      length: String(Buffer.byteLength(post().body)),
      type: 'application/json',
      encodings: 'gzip, deflate, br',
    });
  });

  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ])('decodes an answer sent with Content-Encoding %s', async (encoding, encode) => {
    const url = await serve((_request, _body, response) => {
      response.writeHead(200, { 'Content-Encoding': encoding }).end(encode(ANSWER));
    });
    expect(await (await httpPost(url, post())).text()).toBe(ANSWER);
  });

  it('refuses an encoding it cannot decode', async () => {
    const url = await serve((_request, _body, response) => {
      response.writeHead(200, { 'Content-Encoding': 'zstd' }).end('????');
    });
    const answer = await httpPost(url, post());
    await expect(answer.text()).rejects.toMatchObject({
      code: 'UNKNOWN_ENCODING',
      message: 'the answer is encoded as zstd',
    });
  });

  it('rejects a body the connection cut short, as a connection closed (ECONNRESET)', async () => {
    const url = await serve((_request, _body, response) => {
      response.writeHead(200, { 'Content-Length': String(ANSWER.length) });
      response.write(ANSWER.slice(0, 1_000), () => response.socket?.destroy());
    });
    const answer = await httpPost(url, post());
    await expect(answer.text()).rejects.toMatchObject({ code: 'ECONNRESET' });
  });

  it('rejects a gzipped body the connection cut short', async () => {
    const url = await serve((_request, _body, response) => {
      const gzipped = gzipSync(ANSWER);
      response.writeHead(200, { 'Content-Encoding': 'gzip' });
      response.write(gzipped.subarray(0, 500), () => response.socket?.destroy());
    });
    const answer = await httpPost(url, post());
    await expect(answer.text()).rejects.toBeDefined();
  });

  it('stops reading the body when the signal aborts', async () => {
    const url = await serve((_request, _body, response) => {
      response.writeHead(200);
      response.write(ANSWER.slice(0, 1_000)); // and the rest never comes
    });
    const controller = new AbortController();
    const answer = await httpPost(url, post(controller.signal));
    const text = answer.text();
    controller.abort();
    await expect(text).rejects.toBeDefined();
  });

  describe('over https', () => {
    beforeAll(() => {
      // The test's own certificate, trusted by the global agent for these tests only.
      https.globalAgent.options.ca = TLS.cert;
    });
    afterAll(() => {
      delete https.globalAgent.options.ca;
    });

    it('sends an https URL over TLS', async () => {
      let secure = false;
      const url = await serve((request, _body, response) => {
        secure = 'encrypted' in request.socket;
        response.writeHead(200, { 'Content-Encoding': 'gzip' }).end(gzipSync(ANSWER));
      }, https.createServer(TLS));
      expect(url.startsWith('https://')).toBe(true);
      expect(await (await httpPost(url, post())).text()).toBe(ANSWER);
      expect(secure).toBe(true);
    });
  });
});
