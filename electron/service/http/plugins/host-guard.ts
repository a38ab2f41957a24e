/**
 * Guards against DNS rebinding and cross-site requests from web pages: a page on evil.example
 * that resolves its own name to 127.0.0.1 sends `Host: evil.example`, and a foreign page sends
 * its own `Origin`. Only the service's own loopback names pass; no CORS headers are ever sent,
 * so browsers keep foreign origins from reading answers.
 */
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.js';

/**
 * The host name of a Host header that is exactly `host` or `host:port` (RFC 9110 §7.2: a
 * name, an IPv4 address or a bracketed IPv6 address, then at most a decimal port up to
 * 65535), lowercased: `127.0.0.1:7411` → `127.0.0.1`, `[::1]:7411` → `[::1]`. Null for
 * anything else, such as `127.0.0.1:7411@evil.example`, which a parser that reads the part
 * after `@` as the host would take for another host.
 */
function hostnameOf(hostHeader: string): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(
    hostHeader.trim().toLowerCase(),
  );
  if (match === null) return null;
  const [, name = '', port] = match;
  return port === undefined || Number(port) <= 65535 ? name : null;
}

/** The `host[:port]` of an http(s) origin, or null for anything else. */
function originHost(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** How many Host headers the request came with (rawHeaders: name, value, name, value, …). */
const hostHeaders = (raw: readonly string[]): number =>
  raw.filter((name, index) => index % 2 === 0 && name.toLowerCase() === 'host').length;

export function registerHostGuard(app: FastifyInstance, allowedHosts: readonly string[]): void {
  const allowed = new Set(allowedHosts.map((host) => host.toLowerCase()));
  app.addHook('onRequest', (request, reply, done) => {
    const host = request.headers.host;
    // HTTP/1.1 requires Host (RFC 9112 §3.2): its absence is a malformed request, not a
    // foreign one. Node's own check is off so that this answer has the error body.
    if (host === undefined || host.trim() === '') {
      void sendError(reply, 400, 'the request has no Host header');
      return;
    }
    // Node keeps the first of two Host headers; a proxy in front may have read the second:
    // which host the request is for is not clear, so it is refused (RFC 9112 §3.2).
    if (hostHeaders(request.raw.rawHeaders) > 1) {
      void sendError(reply, 400, 'the request has more than one Host header');
      return;
    }
    // RFC 9112 §3.2: a Host field with an invalid value is a 400, as two of them are.
    const hostname = hostnameOf(host);
    if (hostname === null) {
      void sendError(reply, 400, `the Host header ${JSON.stringify(host)} is not a host and port`);
      return;
    }
    if (!allowed.has(hostname)) {
      void sendError(reply, 403, `requests for host ${JSON.stringify(host)} are refused`);
      return;
    }
    // Browsers send Origin on cross-origin and on state-changing requests; only our own
    // origin (same host and port, e.g. the renderer we serve) may call us.
    const origin = request.headers.origin;
    if (origin !== undefined && originHost(origin) !== host.trim().toLowerCase()) {
      void sendError(reply, 403, 'cross-origin requests are refused');
      return;
    }
    done();
  });
}
