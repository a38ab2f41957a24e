/**
 * The login's answer is the session: hand-written answers in the shapes recorded auth objects
 * have (docs/upstream.md, "Sessions"), served by a real local HTTP server. The client keeps
 * each answer whole, sends exactly it back on later calls, and never logs it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UpstreamClient } from '../../../electron/upstream/client.js';
import { UpstreamTransportError } from '../../../electron/upstream/errors.js';
import { location } from '../../fixtures/recorded-shapes.js';
import {
  capturingLogger,
  listReply,
  ok,
  startRecordingServer,
  type RecordingServer,
} from './recording-server.js';

let server: RecordingServer;
let client: UpstreamClient;
const logged: string[] = [];
const logger = capturingLogger(logged);

beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  logged.length = 0;
  client = new UpstreamClient({ baseUrlTemplate: server.baseUrlTemplate, logger });
});

/** Answers the login with `answer`, and every other call with one location. */
function serveLogin(answer: unknown): void {
  server.handle((request) =>
    request.url.endsWith('function=startSessionByEmail')
      ? ok(answer)
      : listReply([location()], request.body.params),
  );
}

const HASH_ANSWER = {
  rights: 'subuser',
  mode: 'hash',
  account: 'winkel',
  subaccount: '0a1b2c3d-0000-4000-8000-00000000002a',
  user: 'kassa',
  hash: 'hash-5ecret-9f1e',
  client_name: 'Php Wrappers',
};

const APIKEY_ANSWER = {
  rights: 'subuser',
  mode: 'apikey',
  account: 'winkel',
  subaccount: '0a1b2c3d-0000-4000-8000-00000000002a',
  user: 'sync',
  apikey: 'apikey-5ecret-77aa',
};

describe('the login answer as the session', () => {
  it.each([
    ['hash mode with a sub-account', HASH_ANSWER, 'hash-5ecret-9f1e'],
    ['apikey mode', APIKEY_ANSWER, 'apikey-5ecret-77aa'],
  ])('%s: kept whole and sent back exactly', async (_name, answer, secret) => {
    serveLogin(answer);
    const session = await client.login('winkel', ' Kassa@Winkel.test ', 'pw-5ecret');
    expect(session).toStrictEqual(answer);
    expect(client.loginEmailOf(session)).toBe('kassa@winkel.test');

    await client.list('listLocations', session, { limit: 10 });
    expect(server.requests.map((request) => request.body.auth)).toStrictEqual([
      { mode: 'none', account: 'winkel', user: 'anonymous', rights: 'anonymous' },
      answer,
    ]);
    // No field of the auth object is invented: no `rights: "user"`, no `hash` for apikey.
    expect(Object.keys(server.requests[1]?.body.auth ?? {}).sort()).toEqual(
      Object.keys(answer).sort(),
    );
    const log = logged.join('\n');
    for (const text of [secret, 'pw-5ecret', answer.subaccount]) expect(log).not.toContain(text);
  });

  it.each([
    ['without a mode', { account: 'winkel', hash: 'h' }, /mode/],
    ['with an empty mode', { account: 'winkel', mode: '', hash: 'h' }, /mode: must not be empty/],
    ['without an account', { mode: 'hash', hash: 'h' }, /account/],
    ['that is not an object', 'ok', /a value we cannot read/],
  ])('an answer %s is a transport error naming the field', async (_name, answer, message) => {
    serveLogin(answer);
    const error: unknown = await client
      .login('winkel', 'kassa@winkel.test', 'pw')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamTransportError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('"h"');
  });

  it('refuses a session of another account: its account would steer every later call', async () => {
    serveLogin({ ...HASH_ANSWER, account: 'andere-winkel' });
    const error: unknown = await client
      .login('winkel', 'kassa@winkel.test', 'pw')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamTransportError);
    expect((error as Error).message).toBe('upstream answered a session of another account');
    expect(server.requests).toHaveLength(1);
  });

  it('takes the account as the answer writes it when only its case differs', async () => {
    serveLogin({ ...HASH_ANSWER, account: 'winkel' });
    const session = await client.login('Winkel', 'kassa@winkel.test', 'pw');
    expect(session.account).toBe('winkel');
  });
});
