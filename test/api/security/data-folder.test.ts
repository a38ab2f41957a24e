/**
 * What a copy of the data folder gives away, tested on a real `npm run serve` process: a user
 * logs in with a canary e-mail and password (a proxy turns them into a demo user's for the
 * demo platform), makes an API key and a webhook subscription that keeps the password sealed,
 * and the service stops. In a copy of the folder, no file holds the password or the e-mail in
 * any usual encoding, nor the vault key, and nothing in the folder opens the sealed
 * credentials, which the vault key from the environment does open. The folder is private
 * (0700) and every file in it owner-only (0600), also a folder made by an older version.
 */
import { randomBytes } from 'node:crypto';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdApiKeySchema } from '../../../shared/api/keys.js';
import { createdWebhookSchema } from '../../../shared/api/webhooks.js';
import { startDemoPlatform, type DemoPlatform } from '../../../electron/demo-platform/server.js';
import { open, type SealedBox } from '../../../electron/service/core/credential-box.js';
import { DEMO_END_DATE, DEMO_USERS } from '../harness.js';
import { call, startHeadless } from '../headless.js';
import { startUpstreamProxy, type UpstreamProxy } from '../upstream-proxy.js';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';

const CANARY = {
  account: 'demo',
  email: 'canary.q7x4@example.test',
  password: 'Canary-Pw-3f9c1e7a5b-Zq',
};
const posix = process.platform !== 'win32';
/**
 * The embedded demo platform of the services that start their own, as small as the proxied
 * one below: the warm-up (on, as `serve` has it) reads its 13 months behind the test, and at
 * the flags' defaults (30 orders a day for 400 days) that reading was most of this file's CPU.
 * What the folder holds does not depend on how much the demo sells.
 */
const SMALL_DEMO = [
  '--demo-products',
  '40',
  '--demo-orders-per-day',
  '2',
  '--demo-history-days',
  '5',
];

let demo: DemoPlatform;
let proxy: UpstreamProxy;
let receiver: Receiver;
let root: string;

/**
 * The embedded database opens once the service is idle (decision 0073); its files are checked
 * with the others, so a test waits for it before stopping the service.
 */
async function readModelOpened(url: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const health = (await call(url, 'GET', '/healthz')).json as {
          read_model: { state: string } | null;
        };
        return health.read_model?.state;
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBe('ready');
}

/** The embedded read model's database, in its own folder of the data folder. */
const isReadModelFile = (name: string): boolean => name.startsWith('read-model/');

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The text as it could sit in a file: plain, UTF-16, URL-encoded, hex, base64 at any offset. */
function encodingsOf(text: string): Buffer[] {
  const bytes = Buffer.from(text, 'utf8');
  const forms = [
    text,
    text.toUpperCase(),
    encodeURIComponent(text),
    bytes.toString('hex'),
    bytes.toString('hex').toUpperCase(),
  ].map((form) => Buffer.from(form, 'utf8'));
  forms.push(Buffer.from(text, 'utf16le'));
  for (const offset of [0, 1, 2]) {
    const shifted = Buffer.concat([Buffer.alloc(offset), bytes]);
    // The characters that encode only the text's own bytes, whatever precedes or follows it.
    for (const encoding of ['base64', 'base64url'] as const) {
      forms.push(Buffer.from(shifted.toString(encoding).slice(offset === 0 ? 0 : 4, -4)));
    }
  }
  return forms;
}

interface FoundBox {
  id: string;
  box: SealedBox;
}

/** Every sealed box in a JSON value, with the id of the record that holds it. */
function sealedBoxesIn(value: unknown, id = '', found: FoundBox[] = []): FoundBox[] {
  if (Array.isArray(value)) {
    for (const item of value) sealedBoxesIn(item, id, found);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const ownId = typeof record.id === 'string' ? record.id : id;
    if (['salt', 'iv', 'ciphertext', 'tag'].every((field) => typeof record[field] === 'string')) {
      found.push({ id, box: record as unknown as SealedBox });
    }
    for (const child of Object.values(record)) sealedBoxesIn(child, ownId, found);
  }
  return found;
}

function stringsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) stringsIn(child, found);
  }
  return found;
}

/** Every JSON document in a file: the whole file, or each line of a JSON-lines journal. */
function documentsIn(text: string): unknown[] {
  try {
    return [JSON.parse(text)];
  } catch {
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as unknown);
  }
}

/** What an attacker with the folder can try as the secret: anything in it, decoded any way. */
function candidateSecrets(contents: Buffer[], strings: string[]): Buffer[] {
  const candidates: Buffer[] = [];
  for (const bytes of contents) {
    candidates.push(bytes);
    for (let start = 0; start + 32 <= bytes.length; start += 1) {
      candidates.push(bytes.subarray(start, start + 32));
    }
  }
  for (const text of strings) {
    candidates.push(Buffer.from(text, 'utf8'), Buffer.from(text, 'base64url'));
    candidates.push(Buffer.from(text, 'base64'));
    if (/^[0-9a-f]+$/i.test(text) && text.length % 2 === 0)
      candidates.push(Buffer.from(text, 'hex'));
  }
  return candidates.filter((candidate) => candidate.length > 0);
}

beforeAll(async () => {
  demo = await startDemoPlatform({
    port: 0,
    endDate: DEMO_END_DATE,
    sizing: { productsPerAccount: 40, ordersPerDay: 2, historyDays: 5 },
  });
  // The demo platform knows only its own users: the canary login becomes the demo manager's.
  const manager = DEMO_USERS.manager;
  proxy = await startUpstreamProxy(demo, {
    request: (body) =>
      body.replaceAll(CANARY.email, manager.email).replaceAll(CANARY.password, manager.password),
    response: (body) => body.replaceAll(manager.email, CANARY.email),
  });
  receiver = await startReceiver();
  root = await mkdtemp(join(tmpdir(), 'backoffice-data-folder-'));
});

afterAll(async () => {
  await receiver.close();
  await proxy.close();
  await demo.close();
  await rm(root, { recursive: true, force: true });
});

/**
 * A hang guard, not a time the test is held to: each case starts a real process and waits for
 * its embedded database, which on a machine busy with other work took longer than the suite's
 * 30 s (docs/performance.md).
 */
const PROCESS_CASE_TIMEOUT_MS = 120_000;

describe('a copy of the data folder', { timeout: PROCESS_CASE_TIMEOUT_MS }, () => {
  it('holds neither the password nor the e-mail, and nothing in it opens the credentials', async () => {
    const dataDir = join(root, 'service-data');
    const vaultKey = randomBytes(32);
    const service = await startHeadless(
      ['--data-dir', dataDir, '--upstream', proxy.baseUrlTemplate, '--allow-insecure-webhooks'],
      { BACKOFFICE_VAULT_KEY: vaultKey.toString('base64'), BACKOFFICE_LOG_LEVEL: 'warn' },
      { preferBuilt: true },
    );
    let subscriptionId: string;
    try {
      const login = await call(service.url, 'POST', '/api/auth/login', undefined, CANARY);
      expect(login.status, login.text).toBe(200);
      const token = (login.json as { token: string }).token;
      const me = await call(service.url, 'GET', '/api/me', token);
      expect((me.json as { user: { email: string } }).user.email).toBe(CANARY.email);
      const created = await call(service.url, 'POST', '/api/api-keys', token, {
        name: 'canary',
        password: CANARY.password,
      });
      expect(created.status, created.text).toBe(201);
      const key = createdApiKeySchema.parse(created.json).key;
      const webhook = await call(service.url, 'POST', '/api/webhooks', key, {
        url: receiver.url,
        events: ['product.updated'],
      });
      expect(webhook.status, webhook.text).toBe(201);
      subscriptionId = createdWebhookSchema.parse(webhook.json).id;
      expect(
        (await call(service.url, 'POST', `/api/webhooks/${subscriptionId}/ping`, key)).status,
      ).toBe(200);
      await readModelOpened(service.url);
    } finally {
      await service.stop();
    }

    const copy = join(root, 'copied');
    await cp(dataDir, copy, { recursive: true });
    const files = await filesUnder(copy);
    const names = files.map((file) => file.slice(copy.length + 1));
    expect(names.filter((name) => !isReadModelFile(name)).sort()).toEqual([
      'api-keys.json',
      'delta-cursor-secret.json',
      'settings.json',
      'webhooks.jsonl',
    ]);
    expect(names).toContain('read-model/PG_VERSION');
    const contents = await Promise.all(files.map((file) => readFile(file)));
    const documents = contents
      .filter((_, index) => !isReadModelFile(names[index] ?? ''))
      .flatMap((bytes) => documentsIn(bytes.toString('utf8')));

    // The sealed credentials are there, and the vault key from the environment opens them.
    const boxes = documents.flatMap((document) => sealedBoxesIn(document));
    const sealedSubscription = boxes.find((found) => found.id === subscriptionId);
    if (!sealedSubscription) throw new Error('the subscription keeps no sealed credentials');
    expect(open(vaultKey, subscriptionId, sealedSubscription.box)?.password).toBe(CANARY.password);

    // Not a byte of the copy holds the password, the e-mail or the vault key in any encoding.
    const needles = [
      ...encodingsOf(CANARY.password),
      ...encodingsOf(CANARY.email),
      vaultKey,
      ...['base64', 'base64url', 'hex'].map((encoding) =>
        Buffer.from(vaultKey.toString(encoding as BufferEncoding)),
      ),
    ];
    for (const [index, bytes] of contents.entries()) {
      for (const needle of needles) {
        expect(bytes.includes(needle), `${files[index] ?? ''} holds ${needle.toString()}`).toBe(
          false,
        );
      }
    }

    // Everything in the folder, as a secret, against every sealed box under every record id.
    // The read model's database pages are searched for the needles above, but are not tried
    // as keys: thousands of binary pages would make millions of tries, and none is a secret.
    const candidates = candidateSecrets(
      contents.filter((_, index) => !isReadModelFile(names[index] ?? '')),
      documents.flatMap((document) => stringsIn(document)),
    );
    const ids = [...new Set(boxes.map((found) => found.id))];
    expect(candidates.length).toBeGreaterThan(1000);
    let opened = 0;
    for (const { box } of boxes) {
      for (const id of ids) {
        for (const candidate of candidates) if (open(candidate, id, box)) opened += 1;
      }
    }
    expect(opened).toBe(0);
  });
});

describe.runIf(posix)('the data folder', { timeout: PROCESS_CASE_TIMEOUT_MS }, () => {
  it('is created 0700 and every file the service writes in it is 0600', async () => {
    const dataDir = join(root, 'nested', 'new-folder');
    const service = await startHeadless(
      ['--data-dir', dataDir, '--allow-insecure-webhooks', ...SMALL_DEMO],
      { BACKOFFICE_VAULT_KEY: randomBytes(32).toString('hex'), BACKOFFICE_LOG_LEVEL: 'warn' },
      { preferBuilt: true },
    );
    try {
      await exerciseEveryWriter(service.url);
      await readModelOpened(service.url);
    } finally {
      await service.stop();
    }
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    const files = await filesUnder(dataDir);
    const names = files.map((file) => file.slice(dataDir.length + 1));
    expect(names.filter((name) => !isReadModelFile(name)).sort()).toEqual([
      'api-keys.json',
      'delta-cursor-secret.json',
      'demo-platform.json',
      'settings.json',
      'webhooks.jsonl',
    ]);
    // The read model's database files (orders, customers) are private too.
    expect(names).toContain('read-model/PG_VERSION');
    for (const file of files)
      expect([file, (await stat(file)).mode & 0o777]).toEqual([file, 0o600]);
  });

  it('is made private again when an older version left it open (0755)', async () => {
    const dataDir = join(root, 'old-folder');
    await mkdir(dataDir);
    await chmod(dataDir, 0o755);
    const service = await startHeadless(
      ['--data-dir', dataDir, ...SMALL_DEMO],
      { BACKOFFICE_LOG_LEVEL: 'warn' },
      { preferBuilt: true },
    );
    await service.stop();
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
  });
});

/** Logs in, makes an API key and a webhook, and reads a delta feed: every file gets written. */
async function exerciseEveryWriter(base: string): Promise<void> {
  const login = await call(base, 'POST', '/api/auth/login', undefined, DEMO_USERS.manager);
  const token = (login.json as { token: string }).token;
  const created = await call(base, 'POST', '/api/api-keys', token, {
    name: 'modes',
    password: DEMO_USERS.manager.password,
  });
  const key = createdApiKeySchema.parse(created.json).key;
  const webhook = await call(base, 'POST', '/api/webhooks', key, {
    url: receiver.url,
    events: ['product.updated'],
  });
  expect(webhook.status, webhook.text).toBe(201);
  expect((await call(base, 'GET', '/api/products/delta?since=2026-11-01', token)).status).toBe(200);
}
