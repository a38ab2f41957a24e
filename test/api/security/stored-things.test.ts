/**
 * What the service keeps, as a user the platform limits to a location and as a careless or
 * hostile client sends it (issue 57), with the data folder and on a PostgreSQL server alike:
 *
 * - Item 1: every GET endpoint walked as the staff user locked to one location, with filings,
 *   month-pack runs, digest runs and seen marks of another location and of the whole account
 *   kept beside theirs: none of those appears in any answer, and their own does; marking
 *   another location's exception is refused (403), as is one of all locations about sales,
 *   while the catalog's findings, which they are shown, they mark and see marked.
 * - Item 5: every stored free-text field refuses controls (U+0085, NUL), lone surrogates,
 *   noncharacters, bidi and zero-width characters with 400 `invalid_text` naming the field.
 * - Item 8: a user keeps at most MAX_SEEN_MARKS marks.
 *
 * Runs, digest runs and the staff user's older marks are put in place as an earlier release
 * left them (a user locked after working unlocked; marks made before marks kept their
 * location), in the files of the data folder and, for marks, in the database's table.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exceptionsResponseSchema, type Exception } from '../../../shared/api/exceptions.js';
import { exceptionsSeenSchema, MAX_SEEN_MARKS } from '../../../shared/api/exception-marks.js';
import { vatFilingSchema } from '../../../shared/api/vat-filings.js';
import { DEMO_ACCOUNTS } from '../../../electron/demo-platform/accounts.js';
import { buildReference } from '../../../electron/demo-platform/data/reference.js';
import { fixedVaultKey } from '../../../electron/service/core/vault-key.js';
import { userKeyOf } from '../../../electron/service/domain/auth/identity.js';
import { expectError } from '../expect-error.js';
import { DEMO_USERS, startTestService, type TestService } from '../harness.js';
import { postgresMissing, startPostgresServer, type PostgresServer } from '../postgres-server.js';

const STAFF_KEY = userKeyOf(DEMO_USERS.staff.email);
/** The demo's two till locations: the staff user's (the first), and another. */
const [own, other] = buildReference(DEMO_ACCOUNTS[0] ?? never()).tillLocations.map(
  (location) => location.id,
) as [number, number];
/** A small shop with months enough for three filings (May to July) and their exceptions. */
const DEMO = { productsPerAccount: 40, ordersPerDay: 3, historyDays: 220 };
const JUNE = 'from=2026-06-01&to=2026-06-30';
const hex = (bytes: number) => randomBytes(bytes).toString('hex');
function never(): never {
  throw new Error('the demo has no account');
}

interface Mode {
  name: string;
  /** The database's URL, or null for the data folder. */
  databaseUrl: () => Promise<string | null>;
}

let server: PostgresServer | null = null;
const withPostgres = !postgresMissing('The stored-things test with --database-url');
const modes: Mode[] = [
  { name: 'in the data folder', databaseUrl: () => Promise.resolve(null) },
  ...(withPostgres
    ? [
        {
          name: 'with --database-url',
          databaseUrl: async () => {
            server ??= await startPostgresServer();
            return server.createDatabase();
          },
        },
      ]
    : []),
];

afterAll(async () => {
  await server?.stop();
});

/** A run of the staff user's, as the month pack's log keeps it. */
const packRun = (id: string, locationId: number | null) => ({
  id,
  account: 'demo',
  user: STAFF_KEY,
  trigger: 'manual',
  scheduled_for: null,
  started_at: Date.parse('2026-07-02T08:00:00Z'),
  finished_at: Date.parse('2026-07-02T08:01:00Z'),
  from: '2026-06-01',
  to: '2026-06-30',
  location_id: locationId,
  folder: tmpdir(),
  status: 'written',
  files: [],
  file_count: 6,
  error: null,
});

const digestRun = (id: string) => ({
  id,
  account: 'demo',
  user: STAFF_KEY,
  trigger: 'manual',
  scheduled_for: null,
  day: '2026-06-30',
  lang: 'nl',
  started_at: Date.parse('2026-07-01T07:00:00Z'),
  finished_at: Date.parse('2026-07-01T07:00:01Z'),
  status: 'written',
  folder: tmpdir(),
  files: [],
  finding_count: 3,
  mail: { status: 'not_configured', to: null, error: null },
  error: null,
});

const keyOf = ({ kind, day, location_id, subject }: Exception) => ({
  kind,
  day,
  location_id,
  subject: { type: subject.type, id: subject.id },
});

describe.each(modes)('stored things $name', ({ databaseUrl }) => {
  let dataDir: string;
  let url: string | null;
  let api: TestService;
  let db: pg.Client | null = null;
  let manager: string;
  let staff: string;
  /** What the staff user must never be shown: ids of another location's or the account's. */
  const hidden = new Map<string, string>();
  /** What the staff user must be shown, of their own location. */
  const shown = new Map<string, string>();
  const legacyMarks = Array.from({ length: MAX_SEEN_MARKS }, () => hex(12));

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'stored-things-'));
    url = await databaseUrl();
    const [runOther, runAll, runOwn, digest] = ['a', 'b', 'c', 'd'].map(
      (c) => `run_${c.repeat(16)}`,
    );
    await writeFile(
      join(dataDir, 'month-pack.json'),
      JSON.stringify({
        schedules: [],
        runs: [
          packRun(runOther ?? '', other),
          packRun(runAll ?? '', null),
          packRun(runOwn ?? '', own),
        ],
      }),
    );
    await writeFile(
      join(dataDir, 'digest.json'),
      JSON.stringify({ schedules: [], runs: [digestRun(digest ?? '')] }),
    );
    // The staff user's marks kept before marks kept their location: of no location known.
    if (url === null) {
      const seen = { [STAFF_KEY]: legacyMarks };
      const file = { accounts: { demo: { thresholds: null, seen } } };
      await writeFile(join(dataDir, 'exceptions.json'), JSON.stringify(file));
    }
    hidden.set(runOther ?? '', `a run of location ${other}`);
    hidden.set(runAll ?? '', 'a run of all locations');
    hidden.set(digest ?? '', 'a digest of all locations');
    hidden.set(legacyMarks[0] ?? '', 'a mark of no known location');
    shown.set(runOwn ?? '', 'their own location’s run');
    api = await startTestService({
      dataDir,
      vaultKey: fixedVaultKey(randomBytes(32)),
      readModel: { enabled: false, databaseUrl: url },
      demo: DEMO,
    });
    if (url !== null) {
      db = new pg.Client({ connectionString: url });
      await db.connect();
      await db.query(
        `insert into svc_exception_seen (account, user_key, finding_id)
         select 'demo', $1, unnest($2::text[])`,
        [STAFF_KEY, legacyMarks],
      );
    }
    [manager, staff] = await Promise.all([api.login('manager'), api.login('staff')]);
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const file = async (body: object) => {
    const answer = await api.post('/api/vat-return/filed', body, manager);
    expect(answer.status, answer.text).toBe(201);
    return vatFilingSchema.parse(answer.json).id;
  };

  it('shows a user limited to a location only that location’s stored things, on every GET (item 1)', async () => {
    hidden.set(await file({ from: '2026-05-01', to: '2026-05-31' }), 'a filing of all locations');
    const june = { from: '2026-06-01', to: '2026-06-30', location_id: other };
    hidden.set(await file(june), `a filing of location ${other}`);
    const july = { from: '2026-07-01', to: '2026-07-31', location_id: own };
    shown.set(await file(july), 'their own location’s filing');

    const document = (await api.get('/api/openapi.json')).json as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
    };
    const paths = Object.entries(document.paths).filter(
      ([path, item]) => item.get !== undefined && !path.includes('{'),
    );
    expect(paths.length).toBeGreaterThan(35);
    const seenEverywhere = new Map<string, string[]>();
    for (const [path, item] of paths) {
      const names = new Set((item.get?.parameters ?? []).map((parameter) => parameter.name));
      const query = new URLSearchParams();
      if (names.has('from')) query.set('from', '2026-06-01');
      if (names.has('to')) query.set('to', '2026-06-30');
      if (names.has('date')) query.set('date', '2026-06-30');
      const answer = await api.get(query.size > 0 ? `${path}?${query.toString()}` : path, staff);
      for (const id of [...hidden.keys(), ...shown.keys()]) {
        if (answer.text.includes(id))
          seenEverywhere.set(id, [...(seenEverywhere.get(id) ?? []), path]);
      }
    }
    const leaked = [...hidden].flatMap(([id, what]) =>
      (seenEverywhere.get(id) ?? []).map((path) => `${what} in GET ${path}`),
    );
    expect(leaked).toEqual([]);
    expect([...shown.keys()].filter((id) => !seenEverywhere.has(id))).toEqual([]);

    // An exception of the other location may not be marked by them; one of their own may.
    const exceptions = async (token: string, query: string) =>
      exceptionsResponseSchema.parse((await api.get(`/api/exceptions?${query}`, token)).json).data;
    const others = (await exceptions(manager, `${JUNE}&location_id=${other}`))[0];
    const owns = (await exceptions(staff, JUNE))[0];
    if (!others || !owns) throw new Error('June has no exceptions to mark');
    const markAs = (token: string, exception: Exception) =>
      api.put(
        `/api/exceptions/${exception.id}/seen`,
        { seen: true, finding: keyOf(exception) },
        token,
      );
    expectError(await markAs(staff, others), 403, `location ${other}`);
    expect((await markAs(staff, owns)).status).toBe(200);
    const seen = exceptionsSeenSchema.parse((await api.get('/api/exceptions/seen', staff)).json);
    expect(seen.ids).toEqual([owns.id]);
  }, 60_000);

  it('refuses controls, lone surrogates, noncharacters and invisible characters in every stored text (item 5)', async () => {
    const mapping = (name: string, code = '8000') => ({
      company: { name, vat_number: '' },
      revenue: [{ product_group_id: null, account: code }],
      vat: [],
      clearing: [],
      accounts: {
        debtors: null,
        cash_differences: null,
        gift_cards: null,
        tips: null,
        prepayments: null,
      },
    });
    const schedule = (folder: string) => ({ enabled: false, time: '07:00', folder });
    const fields: [
      string,
      string,
      (text: string) => Promise<{ status: number; text: string; json: unknown }>,
    ][] = [
      [
        'POST /api/api-keys',
        'name',
        (text) => api.post('/api/api-keys', { name: `key ${text} x`, password: 'demo' }, manager),
      ],
      [
        'POST /api/webhooks',
        'description',
        (text) =>
          api.post(
            '/api/webhooks',
            {
              url: 'https://example.com/hook',
              events: ['order.updated'],
              description: `hook ${text} x`,
            },
            manager,
          ),
      ],
      [
        'POST /api/webhooks',
        'url',
        (text) =>
          api.post(
            '/api/webhooks',
            { url: `https://example.com/a${text}b`, events: ['order.updated'] },
            manager,
          ),
      ],
      [
        'PUT /api/ledger-mapping',
        'company.name',
        (text) => api.put('/api/ledger-mapping', mapping(`Shop ${text} x`), manager),
      ],
      [
        'PUT /api/ledger-mapping',
        'revenue.0.account',
        (text) => api.put('/api/ledger-mapping', mapping('Shop', `80${text}00`), manager),
      ],
      [
        'PUT /api/exports/month-pack/schedule',
        'folder',
        (text) =>
          api.put(
            '/api/exports/month-pack/schedule',
            { ...schedule(join(tmpdir(), text)), frequency: 'monthly' },
            manager,
          ),
      ],
      [
        'PUT /api/digest/schedule',
        'folder',
        (text) => api.put('/api/digest/schedule', schedule(join(tmpdir(), text)), manager),
      ],
    ];
    const refused = {
      '\u0085': 'U+0085',
      '\u0000': 'U+0000',
      '\ud800': 'U+D800',
      '\ufdd0': 'U+FDD0',
      '\u202e': 'U+202E',
      '\u200b': 'U+200B',
      '\u2028': 'U+2028',
    };
    const wrong: string[] = [];
    for (const [route, field, send] of fields) {
      for (const [character, name] of Object.entries(refused)) {
        const answer = await send(character);
        const body = answer.json as { code?: string; field?: string; character?: string };
        if (
          answer.status !== 400 ||
          body.code !== 'invalid_text' ||
          body.field !== field ||
          body.character !== name
        ) {
          wrong.push(`${route} ${field} ${name}: ${answer.status} ${answer.text.slice(0, 160)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Letters of any script and emoji pass.
    const fine = await api.post(
      '/api/api-keys',
      { name: 'kassa 😀 Ωmega ß', password: 'demo' },
      manager,
    );
    expect(fine.status, fine.text).toBe(201);
  }, 60_000);

  it('keeps a user’s newest marks only, at most MAX_SEEN_MARKS (item 8)', async () => {
    const stored = async (): Promise<string[]> => {
      if (db) {
        const { rows } = await db.query<{ finding_id: string }>(
          'select finding_id from svc_exception_seen where user_key = $1',
          [STAFF_KEY],
        );
        return rows.map((row) => row.finding_id);
      }
      const text = await readFile(join(dataDir, 'exceptions.json'), 'utf8');
      const file = JSON.parse(text) as {
        accounts: { demo: { seen: Record<string, (string | { id: string })[]> } };
      };
      return (file.accounts.demo.seen[STAFF_KEY] ?? []).map((mark) =>
        typeof mark === 'string' ? mark : mark.id,
      );
    };
    const marks = await stored();
    expect(marks).toHaveLength(MAX_SEEN_MARKS);
    const seen = exceptionsSeenSchema.parse((await api.get('/api/exceptions/seen', staff)).json);
    expect(seen.ids).toHaveLength(1);
    expect(marks).toContain(seen.ids[0]);
  });

  it('lets a user limited to a location mark the catalog’s findings they are shown, not a figure of all locations', async () => {
    const june = async (token: string) =>
      exceptionsResponseSchema.parse((await api.get(`/api/exceptions?${JUNE}`, token)).json).data;
    const seenBy = async (token: string) =>
      exceptionsSeenSchema.parse((await api.get('/api/exceptions/seen', token)).json).ids;
    const markAs = (token: string, exception: Exception, seen = true) =>
      api.put(
        `/api/exceptions/${exception.id}/seen`,
        seen ? { seen, finding: keyOf(exception) } : { seen },
        token,
      );
    // The catalog's findings (a product's state, never priced, no cost price): of no day and no
    // location, the account's catalog, which GET /api/exceptions shows them as everyone.
    const catalog = (await june(staff)).filter((exception) => exception.day === null);
    expect(catalog.map((exception) => exception.location_id)).toEqual(catalog.map(() => null));
    expect(new Set(catalog.map((exception) => exception.kind)).size).toBeGreaterThan(1);
    const before = await seenBy(staff);
    for (const exception of catalog) {
      const put = await markAs(staff, exception);
      expect(put.status, `${exception.kind}: ${put.text}`).toBe(200);
    }
    const ids = catalog.map((exception) => exception.id);
    expect((await seenBy(staff)).sort()).toEqual([...before, ...ids].sort());
    // Their own marks: another user's list has none of them, and theirs keeps the others'.
    expect(await seenBy(manager)).toEqual([]);
    const [first, ...rest] = catalog;
    if (!first) throw new Error('June has no catalog finding');
    expect((await markAs(manager, first)).status).toBe(200);
    expect((await markAs(staff, first, false)).status).toBe(200);
    expect((await seenBy(staff)).sort()).toEqual([...before, ...rest.map((e) => e.id)].sort());
    expect(await seenBy(manager)).toEqual([first.id]);
    // A finding of all locations about sales (the webshop's, a whole-account figure) stays refused.
    const ofAll = (await june(manager)).find(
      (exception) => exception.day !== null && exception.location_id === null,
    );
    if (!ofAll) throw new Error('June has no finding of all locations');
    expectError(await markAs(staff, ofAll), 403, 'all locations');
    expect(await seenBy(staff)).not.toContain(ofAll.id);
  });
});
