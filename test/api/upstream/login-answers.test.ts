/**
 * Logging in against hand-written login answers (docs/upstream.md, "Sessions"): the service
 * over a scripted upstream on a real local HTTP server. An answer with an account and a mode
 * is a session, whatever else it carries, and is sent back as is; one without is a 502
 * naming the field.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildService } from '../../../electron/service/boot/app.js';
import { ExportFolders } from '../../../electron/service/domain/folder-writing/export-folders.js';
import { UpstreamClient } from '../../../electron/upstream/client.js';
import { meSchema, tokenSchema } from '../../../shared/api/auth.js';
import { location } from '../../fixtures/recorded-shapes.js';
import {
  failure,
  listReply,
  ok,
  startRecordingServer,
  type RecordingServer,
} from '../../unit/upstream/recording-server.js';
import { expectUpstreamFailure } from '../expect-error.js';

let server: RecordingServer;
let app: FastifyInstance;
const logText: string[] = [];
let loginAnswer: unknown = null;

beforeAll(async () => {
  server = await startRecordingServer();
  server.handle((request) => {
    if (request.url.endsWith('function=startSessionByEmail')) return ok(loginAnswer);
    if (request.url.endsWith('function=getSessionInfo')) {
      return failure('General', 'Unknown function RelationsModule::getSessionInfo');
    }
    return listReply(request.url.endsWith('function=listLocationsForHook') ? [location()] : [], [
      ...request.body.params,
    ]);
  });
  app = await buildService({
    upstream: new UpstreamClient({ baseUrlTemplate: server.baseUrlTemplate }),
    logger: {
      level: 'debug',
      stream: new Writable({
        write(chunk: Buffer | string, _encoding, done) {
          logText.push(chunk.toString());
          done();
        },
      }),
    },
    config: {
      version: '0.0.0-test',
      backofficeUrlTemplate: 'https://{account}.example.test/order/{id}',
      allowedHosts: ['127.0.0.1'],
      rendererDir: null,
      dataDir: null,
      allowInsecureWebhooks: false,
      allowPrivateWebhooks: false,
      probeAccount: 'winkel',
      rateLimit: null,
      maxRangeYears: 5,
      exportFileMode: 0o600,
      exportFolders: new ExportFolders([]),
    },
  });
});
afterAll(async () => {
  await app.close();
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

const CREDENTIALS = { account: 'winkel', email: 'Kassa@Winkel.test', password: 'pw-5ecret' };

const inject = (method: 'GET' | 'POST', url: string, token?: string, body?: unknown) =>
  app
    .inject({
      method,
      url,
      headers: { host: '127.0.0.1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    })
    .then((response) => ({
      status: response.statusCode,
      text: response.body,
      json: response.json<unknown>(),
      headers: new Headers(response.headers as Record<string, string>),
    }));

describe('login answers', () => {
  it.each([
    [
      'hash mode with a sub-account',
      {
        rights: 'subuser',
        mode: 'hash',
        account: 'winkel',
        subaccount: '0a1b2c3d-0000-4000-8000-00000000002a',
        user: 'kassa',
        hash: 'hash-5ecret-31',
      },
    ],
    [
      'apikey mode',
      { rights: 'subuser', mode: 'apikey', account: 'winkel', user: 'sync', apikey: 'key-5ecret' },
    ],
  ])('%s: a session, sent back whole on later calls', async (_name, answer) => {
    loginAnswer = answer;
    // A user of its own per case, so no reference list is served from the cache.
    const email = `${answer.mode}-Kassa@Winkel.test`;
    const login = await inject('POST', '/api/auth/login', undefined, { ...CREDENTIALS, email });
    expect(login.status, login.text).toBe(200);
    const { token } = tokenSchema.parse(login.json);
    const me = meSchema.parse((await inject('GET', '/api/me', token)).json);
    // Who logged in comes from the login e-mail, not from the answer's `user`.
    expect(me).toMatchObject({ account: 'winkel', user: { email: email.toLowerCase() } });
    expect((await inject('GET', '/api/locations', token)).status).toBe(200);
    const later = server.requests.slice(1);
    expect(later.length).toBeGreaterThan(0);
    for (const request of later) expect(request.body.auth).toStrictEqual(answer);
    const log = logText.join('');
    for (const secret of ['5ecret', 'subaccount']) expect(log).not.toContain(secret);
  });

  it('an answer without a mode is a 502 naming the field', async () => {
    loginAnswer = { account: 'winkel', user: 'kassa', hash: 'h-1' };
    const login = await inject('POST', '/api/auth/login', undefined, CREDENTIALS);
    expectUpstreamFailure(login, /mode/);
  });

  it('an answer for another account is a 502', async () => {
    loginAnswer = { mode: 'hash', account: 'andere-winkel', hash: 'h-2' };
    const login = await inject('POST', '/api/auth/login', undefined, CREDENTIALS);
    expectUpstreamFailure(login, /session of another account/);
  });
});
