/**
 * A full disk (issue 57, item 2): the data folder on a tmpfs of 4 MB (test/api/tiny-disk.ts),
 * filled to the last page. /healthz then says `degraded`, naming `disk_full` (issue 67), until
 * the room is freed. Every store's write answers 507 `disk_full` with nothing
 * changed, now and after a restart: a key whose revocation was refused still authenticates, a
 * key, filing, mapping, threshold, seen mark, webhook, schedule or run refused is not there.
 *
 * With `--database-url` the service's tables are moved to a tablespace on the same tiny disk
 * (the write-ahead log stays on the server's own disk, as an operator would have it): a write
 * that needs a new page of the table answers 507, one that fits in a page the table has is
 * kept, and either way what answered is what a restart finds. The schedules and runs are in
 * the data folder there too.
 */
import { randomBytes } from 'node:crypto';
import { chown, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exceptionsResponseSchema, type Exception } from '../../../shared/api/exceptions.js';
import { healthSchema } from '../../../shared/api/meta.js';
import { fixedVaultKey } from '../../../electron/service/core/vault-key.js';
import { expectError } from '../expect-error.js';
import { startTestService, type TestResponse, type TestService } from '../harness.js';
import {
  findPostgres,
  postgresMissing,
  startPostgresServer,
  type PostgresServer,
} from '../postgres-server.js';
import { mountTinyDisk, tinyDiskMissing, type TinyDisk } from '../tiny-disk.js';

/** A small shop that still has May and June, with their exceptions. */
const DEMO = { productsPerAccount: 40, ordersPerDay: 3, historyDays: 200 };
const THRESHOLDS = {
  cash_difference: '5.00',
  repeated_difference: '2.00',
  repeated_days: 3,
  refund_share: 10,
  refund_amount: '100.00',
  discount_share: 30,
  line_loss: '0.00',
};
const MAPPING = {
  company: { name: 'Winkel BV', vat_number: '' },
  revenue: [],
  vat: [],
  clearing: [],
  accounts: {
    debtors: '1300',
    cash_differences: null,
    gift_cards: null,
    tips: null,
    prepayments: null,
  },
};
const SCHEDULE = { enabled: false, time: '07:00', folder: '' };

const noDisk = tinyDiskMissing('The full-disk test');
const withPostgres = !noDisk && !postgresMissing('The full-disk test with --database-url');
let disk: TinyDisk | null = null;
let server: PostgresServer | null = null;

beforeAll(() => {
  if (!noDisk) disk = mountTinyDisk(4);
});
afterAll(async () => {
  await server?.stop();
  disk?.unmount();
});

/** Moves every table and index of the database to a tablespace on the tiny disk. */
async function tablesOnTinyDisk(url: string, folder: string): Promise<void> {
  const found = findPostgres();
  await mkdir(folder);
  if (found.installed && found.install.runAs) {
    await chown(folder, found.install.runAs.uid, found.install.runAs.gid);
  }
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(`create tablespace tiny location '${folder}'`);
    await db.query('alter table all in tablespace pg_default set tablespace tiny');
    await db.query('alter index all in tablespace pg_default set tablespace tiny');
  } finally {
    await db.end();
  }
}

interface Mode {
  name: string;
  database: boolean;
}
const modes: Mode[] = [
  { name: 'in the data folder', database: false },
  ...(withPostgres ? [{ name: 'with --database-url', database: true }] : []),
];

describe.skipIf(noDisk).each(modes)('a full disk $name', ({ name, database }) => {
  let api: TestService;
  let start: () => Promise<TestService>;
  let manager: string;
  let key: { id: string; key: string };
  let webhook: string;
  let filing: string;
  let exception: Exception;

  beforeAll(async () => {
    if (!disk) throw new Error('no tiny disk');
    const folder = join(disk.path, database ? 'database' : 'files');
    await mkdir(folder);
    let url: string | null = null;
    if (database) {
      server ??= await startPostgresServer();
      url = await server.createDatabase();
    }
    const vaultKey = fixedVaultKey(randomBytes(32));
    start = () =>
      startTestService({
        dataDir: join(folder, 'data'),
        vaultKey,
        readModel: { enabled: false, databaseUrl: url },
        demo: DEMO,
      });
    api = await start();
    if (url !== null) await tablesOnTinyDisk(url, join(folder, 'tablespace'));
    manager = await api.login('manager');
    // What was confirmed before the disk filled.
    const made = await api.post('/api/api-keys', { name: 'kept', password: 'demo' }, manager);
    expect(made.status, made.text).toBe(201);
    key = made.json as { id: string; key: string };
    const hook = await api.post(
      '/api/webhooks',
      { url: 'https://example.com/hook', events: ['order.updated'] },
      key.key,
    );
    expect(hook.status, hook.text).toBe(201);
    webhook = (hook.json as { id: string }).id;
    const filed = await api.post(
      '/api/vat-return/filed',
      { from: '2026-05-01', to: '2026-05-31' },
      manager,
    );
    expect(filed.status, filed.text).toBe(201);
    filing = (filed.json as { id: string }).id;
    expect((await api.put('/api/exception-thresholds', THRESHOLDS, manager)).status).toBe(200);
    const june = await api.get('/api/exceptions?from=2026-06-01&to=2026-06-30', manager);
    const [first] = exceptionsResponseSchema.parse(june.json).data;
    if (!first) throw new Error('June has no exceptions');
    exception = first;
  }, 60_000);

  afterAll(async () => {
    await api.close();
    await disk?.free();
  });

  /** What the service holds of everything written here, as its GETs answer it. */
  async function held(): Promise<Record<string, unknown>> {
    const read = async (path: string, token = manager) => {
      const answer = await api.get(path, token);
      expect(answer.status, `${path}: ${answer.text}`).toBe(200);
      return answer.json as Record<string, unknown>;
    };
    const keys = (await read('/api/api-keys')).data as { id: string }[];
    const hooks = (await read('/api/webhooks')).data as { id: string }[];
    const filings = (await read('/api/vat-return/filed')).filings as { id: string }[];
    const thresholds = await read('/api/exception-thresholds');
    return {
      keyAuthenticates: (await api.get('/api/me', key.key)).status,
      keys: keys.map((each) => each.id),
      webhooks: hooks.map((each) => each.id),
      filings: filings.map((each) => each.id),
      cashThreshold: thresholds.cash_difference,
      mappingSaved: (await read('/api/ledger-mapping')).updated_at,
      seen: (await read('/api/exceptions/seen')).ids,
      packSchedule: (await read('/api/exports/month-pack/schedule')).saved_at,
      digestSchedule: (await read('/api/digest/schedule')).saved_at,
      packRuns: (await read('/api/exports/month-pack/runs')).count,
    };
  }

  /** The problems /healthz names, `degraded` at the top when there are any. */
  async function healthProblemCodes(): Promise<string[]> {
    const health = healthSchema.parse((await api.get('/healthz')).json);
    expect(health.status).toBe(health.problems.length === 0 ? 'ok' : 'degraded');
    return health.problems.map((problem) => problem.code);
  }

  it('answers 507 disk_full to every write, changes nothing, and a restart brings nothing back', async () => {
    if (!disk) throw new Error('no tiny disk');
    const before = await held();
    expect(before).toMatchObject({ keys: [key.id], webhooks: [webhook], filings: [filing] });
    expect(await healthProblemCodes()).toEqual([]);
    await disk.fill();
    // /healthz says so before any write is refused, and names the disk alone.
    expect(await healthProblemCodes()).toEqual(['disk_full']);

    const seenKey = {
      kind: exception.kind,
      day: exception.day,
      location_id: exception.location_id,
      subject: { type: exception.subject.type, id: exception.subject.id },
    };
    // Each write, and whether it may fit into a page its file or table has already: an append
    // to the webhooks' journal, and (with a database) a row the table finds room for.
    const writes: [string, () => Promise<TestResponse>, 'always' | 'database' | 'never'][] = [
      [
        'POST /api/api-keys',
        () => api.post('/api/api-keys', { name: 'refused', password: 'demo' }, manager),
        'database',
      ],
      [
        'POST /api/vat-return/filed',
        () => api.post('/api/vat-return/filed', { from: '2026-06-01', to: '2026-06-30' }, manager),
        'database',
      ],
      [
        'DELETE /api/vat-return/filed/{id}',
        () => api.del(`/api/vat-return/filed/${filing}`, manager, { reason: 'wrong month' }),
        'database',
      ],
      [
        'PUT /api/exception-thresholds',
        () =>
          api.put('/api/exception-thresholds', { ...THRESHOLDS, cash_difference: '9.00' }, manager),
        'database',
      ],
      ['PUT /api/ledger-mapping', () => api.put('/api/ledger-mapping', MAPPING, manager), 'never'],
      [
        'PUT /api/exceptions/{id}/seen',
        () =>
          api.put(
            `/api/exceptions/${exception.id}/seen`,
            { seen: true, finding: seenKey },
            manager,
          ),
        'never',
      ],
      [
        'POST /api/webhooks',
        () =>
          api.post(
            '/api/webhooks',
            { url: 'https://example.com/other', events: ['order.updated'] },
            key.key,
          ),
        'always',
      ],
      ['DELETE /api/webhooks/{id}', () => api.del(`/api/webhooks/${webhook}`, key.key), 'always'],
      [
        'PUT /api/exports/month-pack/schedule',
        () =>
          api.put(
            '/api/exports/month-pack/schedule',
            { ...SCHEDULE, frequency: 'monthly' },
            manager,
          ),
        'never',
      ],
      [
        'PUT /api/digest/schedule',
        () => api.put('/api/digest/schedule', SCHEDULE, manager),
        'never',
      ],
      [
        'POST /api/exports/month-pack',
        () => api.post('/api/exports/month-pack', { month: '2026-06', folder: tmpdir() }, manager),
        'never',
      ],
      ['DELETE /api/api-keys/{id}', () => api.del(`/api/api-keys/${key.id}`, manager), 'database'],
    ];
    const answered: Record<string, number> = {};
    for (const [write, send, mayFit] of writes) {
      const answer = await send();
      answered[write] = answer.status;
      const fits = mayFit === 'always' || (database && mayFit === 'database');
      if (answer.status === 507 || !fits) {
        expect(expectError(answer, 507, 'nothing was changed').code, write).toBe('disk_full');
      } else {
        expect(answer.status, `${write}: ${answer.text}`).toBeLessThan(300);
      }
    }
    // What was refused changed nothing; what was kept is there.
    const now = await held();
    const kept = Object.entries(answered).filter(([, status]) => status !== 507);
    if (kept.length === 0) expect(now).toEqual(before);
    await disk.free();
    expect(await healthProblemCodes()).toEqual([]);
    await api.close();
    api = await start();
    manager = await api.login('manager');
    // Nothing confirmed lost, nothing refused brought back: what answered is what is kept.
    expect(await held(), name).toEqual(now);
  }, 60_000);
});
