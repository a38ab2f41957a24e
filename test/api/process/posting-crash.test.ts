/**
 * A posting run killed with SIGKILL at each of its steps, in a real process against the
 * Moneybird stand-in over HTTP, its postings and booked entries in a real data folder (issue
 * 60, item 5). A small child Node process settles what an earlier run left and posts two days'
 * entries as a run does (posting-engine.ts), with BACKOFFICE_TEST_KILL_AT_STEP=N
 * (domain/fault-hook.ts), so it dies as `kill -9` kills it right after its Nth step: its
 * claim taken, the package asked, the entry sent, booked, marked posted. Then a run of the next
 * start on the same folder must leave each day in the package exactly once, marked posted here
 * with the package's document, and booked once. N counts up until the child lives to the end,
 * so every step is cut. Moneybird keeps no reference unique, so a double would show.
 *
 * And a run the service stopped (SIGTERM: its stopping signal) after its first day: the next
 * start, on the same folder, carries it on by itself (PostingRuns.resume) from what it kept,
 * with no user to read the journal again; each day in the package once.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Journal, JournalEntry, JournalLineKind } from '../../../shared/api/journal.js';
import { startDemoPlatform, type DemoPlatform } from '../../../electron/demo-platform/server.js';
import { PostingStore } from '../../../electron/service/data/bookkeeping-postings/store.js';
import { JournalExportStore } from '../../../electron/service/data/journal-exports/store.js';
import { MoneybirdClient } from '../../../electron/service/data/bookkeeping/moneybird.js';
import { RequestWindow } from '../../../electron/service/data/bookkeeping/request-window.js';
import { UnfinishedRuns } from '../../../electron/service/data/bookkeeping-postings/unfinished-runs.js';
import { packageMapOf } from '../../../electron/service/domain/bookkeeping/package-map.js';
import { PostingRuns } from '../../../electron/service/domain/bookkeeping/posting-runs.js';
import {
  postEntry,
  settleLeftovers,
} from '../../../electron/service/domain/bookkeeping/posting-engine.js';
import { isBuilt } from '../../../scripts/build-inputs.mjs';
import { packageBooks } from '../bookkeeping/package-books.js';
import { localDate } from '../../../shared/api/common.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const built = isBuilt('node');
const modulePath = (path: string): string =>
  pathToFileURL(
    join(ROOT, built ? `dist/electron/service/${path}.js` : `electron/service/${path}.ts`),
  ).href;

const line = (
  account: string,
  kind: JournalLineKind,
  debit: number,
  credit: number,
  vat: string | null,
) => ({
  account,
  kind,
  key: null,
  description: `${kind} ${account}`,
  debit,
  credit,
  vat_code: vat,
  vat_amount: kind === 'sales' ? 2.1 : null,
});

/** Two days' entries on the stand-in's own chart (docs/journal.md's example mapping). */
const ENTRIES: JournalEntry[] = ['2026-10-01', '2026-10-02'].map((date) => ({
  number: `BOD-${date.replaceAll('-', '')}`,
  date: localDate.parse(date),
  description: `Dagomzet ${date}`,
  lines: [
    line('1000', 'payment', 12.1, 0, null),
    line('8010', 'sales', 0, 10, 'NL21'),
    line('1520', 'vat', 0, 2.1, 'NL21'),
  ],
  debit: 12.1,
  credit: 12.1,
  corrects: null,
  exported_at: null,
}));

/** A run as the service makes one at start: leftovers settled, then every entry posted. */
const RUN = `
const [engine, postings, exports, moneybird, window, map] = await Promise.all(
  ${JSON.stringify(['domain/bookkeeping/posting-engine', 'data/bookkeeping-postings/store', 'data/journal-exports/store', 'data/bookkeeping/moneybird', 'data/bookkeeping/request-window', 'domain/bookkeeping/package-map'].map(modulePath))}
    .map((path) => import(path)),
);
const { faultHookFromEnvironment } = await import(${JSON.stringify(modulePath('domain/fault-hook'))});
const [dataDir, baseUrl, token, administrationId, entriesJson] = process.argv.slice(-5);
const entries = JSON.parse(entriesJson);
const client = new moneybird.MoneybirdClient({ baseUrl, token, administrationId, window: new window.RequestWindow(150, 300000), maxWaitMs: 5000 });
const accounts = entries.flatMap((entry) => entry.lines.map((line) => line.account));
const vat = [{ code: 'NL21', rate: 21, country_iso2: 'NL' }];
const packageMap = map.packageMapOf(await client.ledgers(), await client.vatCodes(), accounts, vat);
const base = {
  account: 'demo', scope: 'all', locationId: null, client, leaseMs: 60000, patienceMs: 5000,
  postings: await postings.PostingStore.open(dataDir, () => {}),
  journalExports: await exports.JournalExportStore.open(dataDir, () => {}),
  holder: 'run-' + process.pid, now: () => Date.now(), signal: new AbortController().signal,
  afterStep: faultHookFromEnvironment(),
};
await engine.settleLeftovers(base, await base.postings.list('demo', client.target, '2026-10-01', '2026-10-31'));
const books = { firstPost: true };
for (const entry of entries) await engine.postEntry({ ...base, map: packageMap, lockedUntil: null, books }, entry);
`;

let demo: DemoPlatform;
const folders: string[] = [];

beforeAll(async () => {
  demo = await startDemoPlatform({
    port: 0,
    sizing: { productsPerAccount: 10, ordersPerDay: 1, historyDays: 1 },
  });
});

afterAll(async () => {
  await demo.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/**
 * The child run, its exit awaited (not spawnSync: the stand-in answers from this process).
 * Answers its exit code, the signal that ended it, and what it wrote to stderr.
 */
function runChild(dataDir: string, token: string, administrationId: string, killAt: number) {
  const child = spawn(
    process.execPath,
    [
      ...(built ? [] : ['--import', 'tsx']),
      ...['--input-type=module', '-e', RUN],
      ...[dataDir, demo.moneybirdUrl, token, administrationId, JSON.stringify(ENTRIES)],
    ],
    { cwd: ROOT, env: { ...process.env, BACKOFFICE_TEST_KILL_AT_STEP: String(killAt) } },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ status: number | null; signal: string | null; stderr: string }>((resolve) =>
    child.on('close', (status, signal) => resolve({ status, signal, stderr })),
  );
}

/** The next start's run, in this process: what the child left is settled, the rest posted. */
async function restart(dataDir: string, token: string, administrationId: string) {
  const client = new MoneybirdClient({
    baseUrl: demo.moneybirdUrl,
    token,
    administrationId,
    window: new RequestWindow(150, 300_000),
    maxWaitMs: 5000,
  });
  const vat = [{ code: 'NL21', rate: 21, country_iso2: 'NL' }];
  const map = packageMapOf(
    await client.ledgers(),
    await client.vatCodes(),
    ['1000', '8010', '1520'],
    vat,
  );
  const postings = await PostingStore.open(dataDir, () => undefined);
  const journalExports = await JournalExportStore.open(dataDir, () => undefined);
  const base = {
    ...{ account: 'demo', scope: 'all', locationId: null, client, postings, journalExports },
    ...{ holder: 'restart', leaseMs: 60_000, patienceMs: 5000, now: () => Date.now() },
    afterStep: () => undefined,
    signal: new AbortController().signal,
  };
  await settleLeftovers(
    base,
    await postings.list('demo', client.target, '2026-10-01', '2026-10-31'),
  );
  const books = { firstPost: true };
  for (const entry of ENTRIES) await postEntry({ ...base, map, lockedUntil: null, books }, entry);
  return {
    postings: await postings.list('demo', client.target, '2026-10-01', '2026-10-31'),
    journalExports,
  };
}

it('a run killed after any of its steps leaves each day posted once, marked and booked once', async () => {
  let killAt = 1;
  for (; ; killAt += 1) {
    const token = `demo-crash-${killAt}`;
    const dataDir = await mkdtemp(join(tmpdir(), 'posting-crash-'));
    folders.push(dataDir);
    const { administration_id: administrationId } = demo.bookkeeping({
      package: 'moneybird',
      token,
    });
    const child = await runChild(dataDir, token, administrationId, killAt);
    const lived = child.status === 0;
    if (!lived) expect(child.signal, `step ${killAt}: ${child.stderr}`).toBe('SIGKILL');
    const { postings, journalExports } = await restart(dataDir, token, administrationId);
    const books = await packageBooks(demo, 'moneybird', token);
    expect(books.map((entry) => entry.reference).sort(), `killed after step ${killAt}`).toEqual(
      ENTRIES.map((entry) => entry.number),
    );
    expect(books.map((entry) => entry.date).sort()).toEqual(ENTRIES.map((entry) => entry.date));
    expect(
      postings.map((record) => [record.number, record.state, record.document_id]).sort(),
    ).toEqual(books.map((entry) => [entry.reference, 'posted', entry.id]).sort());
    const booked = await journalExports.exported('demo', null, '2026-10-01', '2026-10-31');
    expect(booked.entries.map((entry) => entry.number).sort()).toEqual(
      ENTRIES.map((entry) => entry.number),
    );
    if (lived) break;
  }
  // Two entries of five steps each: every one of the ten was cut.
  expect(killAt).toBe(11);
});

/** The posting runs of one start of the service on `dataDir`, as service.ts makes them. */
async function servicesRuns(
  dataDir: string,
  token: string,
  administrationId: string,
  afterStep: (step: string) => void,
) {
  const postings = await PostingStore.open(dataDir, () => undefined);
  const journalExports = await JournalExportStore.open(dataDir, () => undefined);
  const window = new RequestWindow(150, 300_000);
  const client = { baseUrl: demo.moneybirdUrl, token, administrationId, window, maxWaitMs: 5000 };
  const runs = new PostingRuns({
    ...{ unfinished: await UnfinishedRuns.open(dataDir), postings, journalExports },
    openClient: () => Promise.resolve(new MoneybirdClient(client)),
    linksOf: () => Promise.resolve({}),
    crossPostingAccount: () => Promise.resolve(null),
    ...{ holder: `start-${String(Math.random())}`, leaseMs: 60_000, patienceMs: 5000 },
    ...{ now: () => Date.now(), afterStep },
  });
  return { runs, postings, journalExports, target: new MoneybirdClient(client).target };
}

it('a run the service stopped after its first day carries on by itself at the next start', async () => {
  const token = 'demo-crash-stopped';
  const dataDir = await mkdtemp(join(tmpdir(), 'posting-stopped-'));
  folders.push(dataDir);
  const { administration_id: administrationId } = demo.bookkeeping({
    package: 'moneybird',
    token,
  });
  // The journal as the run's user reads it (bookkeeping/journal-read.ts): the two days.
  const vat = {
    code: 'NL21',
    rate: 21,
    country_iso2: 'NL',
    rubriek: '1a' as const,
    account: '1520',
  };
  const journal: Journal = {
    ...{ location_id: null, currency: 'EUR' },
    ...{ from: localDate.parse('2026-10-01'), to: localDate.parse('2026-10-02') },
    ...{
      entries: ENTRIES,
      left_out: [],
      corrections_waiting: [],
      stock_changes_missing: [],
      debit: 24.2,
      credit: 24.2,
    },
    vat_codes: [{ ...vat, description: 'BTW 21%' }],
  };
  const stopping = new AbortController();
  const first = await servicesRuns(dataDir, token, administrationId, (step) => {
    if (step === 'marked posted') stopping.abort(new Error('the service is stopping'));
  });
  const request = { account: 'demo', locationId: null, from: '2026-10-01', to: '2026-10-02' };
  const read = () => Promise.resolve(journal);
  const cut = await (await first.runs.start({ ...request, journal: read }, stopping.signal)).done;
  expect(cut).toEqual({ posted: 1, failed: 0, blocked: 0, stopped: 'the service is stopping' });
  expect(await packageBooks(demo, 'moneybird', token)).toHaveLength(1);

  // The next start: no caller, no journal; the run goes on from what it kept.
  const next = await servicesRuns(dataDir, token, administrationId, () => undefined);
  const refused: unknown[] = [];
  const resumed = await next.runs.resume(new AbortController().signal, (_run, error) =>
    refused.push(error),
  );
  expect(refused).toEqual([]);
  expect(resumed).toHaveLength(1);
  expect(await resumed[0]?.done).toEqual({ posted: 1, failed: 0, blocked: 0, stopped: null });
  const books = await packageBooks(demo, 'moneybird', token);
  expect(books.map((entry) => entry.reference).sort()).toEqual(ENTRIES.map((one) => one.number));
  const records = await next.postings.list('demo', next.target, '2026-10-01', '2026-10-31');
  expect(records.map((record) => [record.number, record.state, record.document_id]).sort()).toEqual(
    books.map((entry) => [entry.reference, 'posted', entry.id]).sort(),
  );
  const booked = await next.journalExports.exported('demo', null, '2026-10-01', '2026-10-31');
  expect(booked.entries.map((entry) => entry.number).sort()).toEqual(
    ENTRIES.map((one) => one.number),
  );
  // Ended: a third start has nothing to carry on.
  expect((await UnfinishedRuns.open(dataDir)).list()).toEqual([]);
});
