/**
 * The webhook receivers' guard against request forgery: every spelling of a loopback,
 * private, link-local, metadata or special-purpose address is refused when subscribing
 * unless the operator's flag allows its kind; at connect time a name resolving to such an
 * address (DNS rebinding) is never connected to; and a receiver that gives no HTTP answer,
 * for whatever reason, is one and the same outcome (no port scanner).
 */
import {
  createServer as createTcpServer,
  type AddressInfo,
  type Server,
  type Socket,
} from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../electron/service/core/errors.js';
import { addressKind } from '../../../electron/service/domain/webhooks/receiver-address.js';
import {
  ReceiverClient,
  type ResolveAll,
} from '../../../electron/service/domain/webhooks/receiver-post.js';
import {
  checkReceiverUrl,
  type ReceiverPolicy,
} from '../../../electron/service/domain/webhooks/receiver-url.js';

const STRICT: ReceiverPolicy = { allowPrivate: false, allowInsecure: false };
const PRIVATE: ReceiverPolicy = { allowPrivate: true, allowInsecure: false };
const INSECURE: ReceiverPolicy = { allowPrivate: false, allowInsecure: true };

/** The 400's message, or 'ok' when the URL is accepted. */
function verdict(url: string, policy: ReceiverPolicy): string {
  try {
    checkReceiverUrl(url, policy);
    return 'ok';
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    return error.message;
  }
}

const LOOPBACK_URLS = [
  'https://127.0.0.1:22/',
  'https://127.255.255.254/',
  'https://2130706433/', // decimal
  'https://0177.0.0.1/', // octal
  'https://0x7f.0.0.1/', // hex
  'https://0x7f000001/',
  'https://127.1/', // short form
  'https://[::1]/',
  'https://[0:0:0:0:0:0:0:1]/',
  'https://[::ffff:127.0.0.1]/', // IPv4-mapped
  'https://[::ffff:7f00:1]/',
  'https://[::127.0.0.1]/', // IPv4-compatible
  'https://[::ffff:0:127.0.0.1]/', // IPv4-translated
  'https://[64:ff9b::127.0.0.1]/', // NAT64
  'https://[2002:7f00:1::]/', // 6to4
  'https://localhost/',
  'https://LOCALHOST./',
  'https://api.localhost/',
];
const PRIVATE_URLS = [
  'https://10.0.0.1/',
  'https://012.0.0.1/',
  'https://167772161/',
  'https://172.16.0.1/',
  'https://172.31.255.255/',
  'https://192.168.1.1/',
  'https://3232235777/',
  'https://100.64.0.1/', // CGNAT
  'https://[fd12:3456::1]/', // unique-local
  'https://[::ffff:10.0.0.1]/',
  'https://[64:ff9b::192.168.0.1]/',
];
const FORBIDDEN_URLS = [
  'https://169.254.169.254/latest/meta-data/',
  'https://2852039166/', // 169.254.169.254
  'https://0xa9fea9fe/',
  'https://[::ffff:169.254.169.254]/',
  'https://[64:ff9b::a9fe:a9fe]/',
  'https://[fd00:ec2::254]/',
  'https://100.100.100.200/',
  'https://168.63.129.16/',
  'https://[fe80::1]/',
  'https://0.0.0.0/',
  'https://0/',
  'https://[::]/',
  'https://224.0.0.1/',
  'https://[ff02::1]/',
  'https://255.255.255.255/',
  'https://240.0.0.1/',
  'https://192.0.2.10/',
  'https://198.51.100.1/',
  'https://203.0.113.1/',
  'https://198.18.0.1/',
  'https://[2001:db8::1]/',
  'https://[3fff::1]/',
  'https://[100::1]/',
  'https://[64:ff9b:1::a00:1]/',
];
const PUBLIC_URLS = [
  'https://hooks.example.com/in',
  'https://93.184.215.14/',
  'https://[2606:4700::1111]/',
  'https://[::ffff:8.8.8.8]/',
  'https://[64:ff9b::8.8.8.8]/',
  'https://172.32.0.1/',
  'https://100.128.0.1/',
];

describe('subscribing: the URL as given', () => {
  it.each(LOOPBACK_URLS)('%s is loopback', (url) => {
    expect(verdict(url, STRICT)).toMatch(/loopback.*--allow-private-webhooks/);
    expect(verdict(url, PRIVATE)).toBe('ok');
    expect(verdict(url, INSECURE)).toBe('ok');
  });

  it.each(PRIVATE_URLS)('%s is on a local network', (url) => {
    expect(verdict(url, STRICT)).toMatch(/local network.*--allow-private-webhooks/);
    expect(verdict(url, INSECURE)).toMatch(/local network/);
    expect(verdict(url, PRIVATE)).toBe('ok');
  });

  it.each(FORBIDDEN_URLS)('%s is never a receiver', (url) => {
    for (const policy of [STRICT, PRIVATE, INSECURE, { allowPrivate: true, allowInsecure: true }]) {
      expect(verdict(url, policy)).toMatch(/no receiver may have/);
    }
  });

  it.each(PUBLIC_URLS)('%s is public', (url) => {
    expect(verdict(url, STRICT)).toBe('ok');
  });

  it('lets plain http reach only loopback, and only with the insecure flag', () => {
    expect(verdict('http://127.0.0.1:9/', INSECURE)).toBe('ok');
    expect(verdict('http://2130706433:9/', INSECURE)).toBe('ok');
    expect(verdict('http://127.0.0.1:9/', PRIVATE)).toMatch(/must be https/);
    expect(verdict('http://10.0.0.1/', { allowPrivate: true, allowInsecure: true })).toMatch(
      /plain http only for a loopback/,
    );
    expect(verdict('http://hooks.example.com/', INSECURE)).toMatch(/plain http only/);
  });
});

describe('the address kinds', () => {
  it('judges an IPv6 address by the IPv4 address it carries (Teredo inverts it)', () => {
    // Teredo: the client's address is the last 32 bits, inverted.
    expect(addressKind('2001:0:4136:e378:8000:63bf:80ff:fffe')).toBe('loopback');
    expect(addressKind('2001:0:4136:e378:8000:63bf:f7f7:f7f7')).toBe('public');
    expect(addressKind('fe80::1%eth0')).toBe('forbidden');
    expect(addressKind('receiver.example')).toBeNull();
  });
});

describe('connecting: the address the name resolves to', () => {
  const servers: Server[] = [];
  const sockets = new Set<Socket>();
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
  });
  const listen = async (server: Server): Promise<number> => {
    servers.push(server);
    server.on('connection', (socket: Socket) => sockets.add(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };
  /** A resolver that answers every name with these addresses (a rebinding name server). */
  const resolvingTo =
    (...addresses: string[]): ResolveAll =>
    (_name, _options, callback) =>
      callback(
        null,
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
  const request = (timeoutMs = 2_000) => ({
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(timeoutMs),
  });

  it('never connects to a name that now resolves to loopback (DNS rebinding)', async () => {
    let connections = 0;
    const server = createHttpServer((_req, res) => res.end('ok'));
    server.on('connection', () => (connections += 1));
    const port = await listen(server);
    const strict = new ReceiverClient(STRICT, resolvingTo('127.0.0.1'));
    const alsoPublic = new ReceiverClient(STRICT, resolvingTo('93.184.215.14', '127.0.0.1'));
    const literal = new ReceiverClient(STRICT, resolvingTo('93.184.215.14'));
    try {
      for (const [client, url] of [
        [strict, `http://rebound.example:${port}/`],
        [alsoPublic, `http://rebound.example:${port}/`],
        // A literal (stored before, or under another policy) is checked too: no lookup runs.
        [literal, `http://127.0.0.1:${port}/`],
      ] as const) {
        const outcome = await client.post(url, request());
        expect(outcome.statusCode).toBeNull();
        expect(outcome.unreachable).toMatch(/ERECEIVERADDRESS/);
      }
      expect(connections).toBe(0);
      // The same name and server with the flag: delivered, so the guard is what stopped it.
      const allowed = new ReceiverClient(INSECURE, resolvingTo('127.0.0.1'));
      expect(await allowed.post(`http://rebound.example:${port}/`, request())).toEqual({
        statusCode: 200,
        unreachable: null,
      });
      allowed.close();
      expect(connections).toBe(1);
    } finally {
      for (const client of [strict, alsoPublic, literal]) client.close();
    }
  });

  it('reports every receiver that gives no HTTP answer alike (closed, not HTTP, reset, silent)', async () => {
    const closed = createTcpServer();
    const closedPort = await listen(closed);
    await new Promise((done) => closed.close(done));
    servers.splice(servers.indexOf(closed), 1);
    const notHttp = await listen(
      createTcpServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n')),
    );
    const reset = await listen(createTcpServer((socket) => socket.resetAndDestroy()));
    const silent = await listen(createTcpServer(() => undefined));
    const client = new ReceiverClient(INSECURE);
    try {
      const outcomes = await Promise.all(
        [closedPort, notHttp, reset, silent].map((port) =>
          client.post(`http://127.0.0.1:${port}/`, request(150)),
        ),
      );
      // No status, only a reason for the log; the dispatcher records UNREACHABLE for each.
      for (const outcome of outcomes) {
        expect(outcome.statusCode).toBeNull();
        expect(outcome.unreachable).toMatch(/^[A-Z_]+: /);
      }
    } finally {
      client.close();
    }
  });
});
