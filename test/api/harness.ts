/**
 * Starts the real service with its embedded demo platform on random loopback ports, for
 * API tests over real HTTP. The demo data's end date is pinned so figures are reproducible.
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { fixedVaultKey } from '../../electron/service/core/vault-key.js';
import {
  startService,
  type RunningService,
  type ServiceOptions,
} from '../../electron/service/boot/server.js';
import { rawPlatform, type RawPlatform } from './raw-platform.js';

export type { RawPlatform } from './raw-platform.js';

export const DEMO_END_DATE = '2026-11-20';

/**
 * The API tests run against the demo platform as it is (vitest project `api`) and, where the
 * outcome can depend on it (test/api/modes.ts), in its strict-public mode (`api-strict`), where
 * it answers only the calls and fields the real platform is publicly known to have
 * (docs/upstream.md). Tests of features that need an assumed call expect the documented 501 in
 * the strict run.
 */
export const STRICT_PUBLIC = process.env.BACKOFFICE_TEST_STRICT_PUBLIC === '1';

/**
 * The services under test answer from their read model (the default), except in the
 * `api-pass-through` run, where every read asks the platform: every file whose reads the model
 * answers passes in both (test/api/modes.ts), which proves the model answers what the platform
 * would (docs/decisions/0032-read-model.md).
 */
export const READ_MODEL_ON = process.env.BACKOFFICE_TEST_READ_MODEL !== 'off';

export const DEMO_USERS = {
  manager: { account: 'demo', email: 'manager@demo.test', password: 'demo' },
  staff: { account: 'demo', email: 'staff@demo.test', password: 'demo' },
  /** Same account and rights as `manager` (roles ['manager'], not locked); another user. */
  secondManager: { account: 'demo', email: 'manager2@demo.test', password: 'demo' },
  otherAccount: { account: 'demo2', email: 'manager@demo2.test', password: 'demo' },
} as const;

/**
 * The vault key of the services a test file starts on a PostgreSQL database, which keep their
 * sessions there sealed under it (docs/deployment.md): one per file, so each service on one
 * database opens the others' sessions, as instances given the same key do.
 */
const SHARED_VAULT_KEY = fixedVaultKey(randomBytes(32));

export interface TestService {
  service: RunningService;
  url: string;
  /** Logs in and returns a bearer token. */
  login(user?: keyof typeof DEMO_USERS): Promise<string>;
  /** GET with a token; returns status, headers and parsed JSON (or text for non-JSON). */
  get(path: string, token?: string, headers?: Record<string, string>): Promise<TestResponse>;
  post(
    path: string,
    body: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<TestResponse>;
  put(path: string, body: unknown, token?: string): Promise<TestResponse>;
  /** DELETE with a token; a body (an un-filing's reason) sent as JSON when given. */
  del(path: string, token?: string, body?: unknown): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else undefined. */
  json: unknown;
  text: string;
}

async function toTestResponse(response: Response): Promise<TestResponse> {
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  return {
    status: response.status,
    headers: response.headers,
    json: isJson ? JSON.parse(text) : undefined,
    text,
  };
}

export async function startTestService(options: ServiceOptions = {}): Promise<TestService> {
  const service = await startService({
    port: 0,
    rendererDir: null,
    logger: false,
    // Month packs go into throwaway folders under the system's temporary folder.
    exportFolders: [tmpdir()],
    ...options,
    vaultKey: options.vaultKey ?? (options.readModel?.databaseUrl ? SHARED_VAULT_KEY : undefined),
    // Reads wait for the embedded database's start, as tests of a first read that fills the
    // model expect (docs/decisions/0073-no-cold-start.md: a service asks the platform then).
    readModel: { enabled: READ_MODEL_ON, readsWaitForStart: true, ...options.readModel },
    // Off unless a test is about it: reading ahead would fill the model behind other tests'
    // first asks, and take the machine's time from them.
    warmUp: { enabled: false, ...options.warmUp },
    demo: {
      endDate: DEMO_END_DATE,
      productsPerAccount: 400,
      ordersPerDay: 12,
      historyDays: 420,
      strictPublic: STRICT_PUBLIC,
      ...options.demo,
    },
  });
  const url = service.url.replace(/\/$/, '');
  const request = async (
    method: string,
    path: string,
    body: unknown,
    token: string | undefined,
    headers: Record<string, string> = {},
  ) =>
    toTestResponse(
      await fetch(url + path, {
        method,
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body:
          body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  return {
    service,
    url,
    async login(user = 'manager') {
      const answer = await request('POST', '/api/auth/login', DEMO_USERS[user], undefined);
      if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.text}`);
      return (answer.json as { token: string }).token;
    },
    get: (path, token, headers) => request('GET', path, undefined, token, headers),
    post: (path, body, token, headers) => request('POST', path, body, token, headers),
    put: (path, body, token) => request('PUT', path, body, token),
    del: (path, token, body) => request('DELETE', path, body, token),
    close: () => service.close(),
  };
}

/**
 * A second service on the same demo platform with the read model off, so every read of it asks
 * the platform. A test that needs what the platform answers now, without filling the model of
 * the service under test (whose next read must still be a first ask, to reach the platform
 * read the test is about), reads it here. Faults set on the demo platform hit this one too.
 */
export function startPlatformReader(service: TestService): Promise<TestService> {
  const platform = service.service.demoPlatform;
  if (!platform) throw new Error('the test service runs without its demo platform');
  return startTestService({
    upstream: platform.baseUrlTemplate,
    backofficeUrlTemplate: platform.backofficeUrlTemplate,
    readModel: { enabled: false },
  });
}

/**
 * The test service's demo platform read with plain HTTP, logged in as a demo user: tests
 * compute what the service should answer from these raw rows instead of trusting the code
 * under test (raw-platform.ts).
 */
export function loginToDemoPlatform(
  service: TestService,
  user: keyof typeof DEMO_USERS = 'manager',
): Promise<RawPlatform> {
  const platform = service.service.demoPlatform;
  if (!platform) throw new Error('the test service runs without its demo platform');
  return rawPlatform(platform.baseUrlTemplate, DEMO_USERS[user]);
}

/**
 * Upstream timestamp (`2026-03-01 00:30:00+01:00`, or `+01` with microseconds) → epoch ms,
 * parsed by Date alone (the short offset written out first).
 */
export const instantOf = (upstreamTimestamp: string): number => {
  const iso = upstreamTimestamp.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) throw new Error(`unreadable timestamp ${upstreamTimestamp}`);
  return instant;
};
