/**
 * A loopback proxy in front of the demo platform for tests that must see or change what the
 * service sends upstream: it records every request body, can rewrite bodies both ways
 * (e.g. a canary login that the demo platform does not know, turned into a demo user's), and
 * can hold a request back until the test lets it go (`before`).
 */
import { createServer } from 'node:http';
import type { DemoPlatform } from '../../electron/demo-platform/server.js';

export interface UpstreamProxy {
  /** Like the demo platform's, with `{account}`. */
  baseUrlTemplate: string;
  /** Every request body, in order. */
  bodies: string[];
  close(): Promise<void>;
}

export interface ProxyRewrite {
  request?: (body: string) => string;
  /** `url`: the request's path and query, which name the call (`function=…`). */
  response?: (body: string, url: string) => string;
  /** Called before a request goes on; the request waits for what it returns. */
  before?: (request: { url: string; body: string }) => Promise<void> | undefined;
}

export async function startUpstreamProxy(
  demo: DemoPlatform,
  rewrite: ProxyRewrite = {},
): Promise<UpstreamProxy> {
  const bodies: string[] = [];
  const target = demo.url.replace(/\/$/, '');
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      bodies.push(body);
      const sent = rewrite.request ? rewrite.request(body) : body;
      Promise.resolve(rewrite.before?.({ url: request.url ?? '/', body }))
        .then(() =>
          fetch(target + (request.url ?? '/'), {
            method: request.method ?? 'GET',
            headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
            body: request.method === 'GET' || request.method === 'HEAD' ? undefined : sent,
          }),
        )
        .then(async (answer) => {
          const text = await answer.text();
          const out = rewrite.response ? rewrite.response(text, request.url ?? '/') : text;
          response
            .writeHead(answer.status, {
              'content-type': answer.headers.get('content-type') ?? 'application/json',
              'content-length': Buffer.byteLength(out),
            })
            .end(out);
        })
        .catch(() => response.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrlTemplate: `http://127.0.0.1:${port}/{account}/`,
    bodies,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
