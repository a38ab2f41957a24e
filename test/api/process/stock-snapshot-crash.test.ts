/**
 * A stock snapshot killed with SIGKILL in the middle of its write (issue 70: "kill -9 during a
 * snapshot loses nothing taken before it and leaves no half snapshot"). A child process runs
 * the service on a data folder with its embedded demo (a small shop), three past snapshots
 * from the demo's history (the test-only `pastStockSnapshots`, as the API tests take theirs)
 * and yesterday's after the login. With BACKOFFICE_TEST_KILL_AT_STEP=3 it dies once its third
 * snapshot is written and before that is committed (domain/stock-value/daily-snapshot.ts), as
 * `kill -9` kills it: no handler, no flush. Then the folder holds exactly the two snapshots
 * taken before, and a restart on it answers them as an unbroken run on a folder of its own
 * does, the cut day from the snapshot before it, and takes yesterday's whole.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, it } from 'vitest';
import { PGLITE_START_PARAMS } from '../../../electron/service/data/read-model/pglite/pglite-settings.js';
import type { StockValue } from '../../../shared/api/stock-value.js';
import { addDays, todayLocal } from '../../../shared/dates.js';
import { isBuilt } from '../../../scripts/build-inputs.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const built = isBuilt('node');
const SERVER = pathToFileURL(
  join(ROOT, built ? 'dist/electron/service/boot/server.js' : 'electron/service/boot/server.ts'),
).href;

const YESTERDAY = addDays(todayLocal(), -1);
const PAST = [-4, -3, -2].map((days) => addDays(YESTERDAY, days));
const ASKED = [...PAST, YESTERDAY];

/**
 * What the child runs: the service on the folder, a login, then each asked date's stock value
 * as one JSON line (the first ask waits for the snapshots the login began).
 */
const CHILD = `
const { startService } = await import(${JSON.stringify(SERVER)});
const [dataDir, yesterday, past, asked] = process.argv.slice(-4);
const service = await startService({
  port: 0, rendererDir: null, logger: false, dataDir,
  readModel: { enabled: true }, warmUp: { enabled: false },
  demo: { endDate: yesterday, productsPerAccount: 40, ordersPerDay: 4, historyDays: 10 },
  pastStockSnapshots: JSON.parse(past),
});
const url = service.url.replace(/\\/$/, '');
const login = await fetch(url + '/api/auth/login', {
  method: 'POST', headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ account: 'demo', email: 'manager@demo.test', password: 'demo' }),
});
const { token } = await login.json();
const answers = {};
for (const date of JSON.parse(asked)) {
  const answer = await fetch(url + '/api/stock-value?date=' + date, { headers: { Authorization: 'Bearer ' + token } });
  if (!answer.ok) throw new Error(date + ': HTTP ' + answer.status + ' ' + (await answer.text()));
  answers[date] = await answer.json();
}
await service.close();
process.stdout.write(JSON.stringify(answers));
`;

interface ChildEnd {
  signal: string | null;
  status: number | null;
  answers: Record<string, StockValue> | null;
  stderr: string;
}

function runService(dataDir: string, killAt: number | null): Promise<ChildEnd> {
  const env = { ...process.env, BACKOFFICE_TEST_KILL_AT_STEP: String(killAt ?? '') };
  const child = spawn(
    process.execPath,
    [
      ...(built ? [] : ['--import', 'tsx']),
      ...['--input-type=module', '-e', CHILD],
      ...[dataDir, YESTERDAY, JSON.stringify(PAST), JSON.stringify(ASKED)],
    ],
    { cwd: ROOT, env },
  );
  let [stdout, stderr] = ['', ''];
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.on('close', (status, signal) =>
      resolve({
        status,
        signal,
        stderr,
        answers: status === 0 ? (JSON.parse(stdout) as Record<string, StockValue>) : null,
      }),
    ),
  );
}

/** The snapshots the folder's database keeps: each one's date and product count. */
async function keptSnapshots(dataDir: string) {
  const db = await PGlite.create(join(dataDir, 'read-model'), {
    startParams: PGLITE_START_PARAMS,
  });
  try {
    const result = await db.query<{ date: string; products: number }>(
      'select date, products from rm_stock_snapshots order by date',
    );
    return result.rows;
  } finally {
    await db.close();
  }
}

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function folder(): Promise<string> {
  const made = await mkdtemp(join(tmpdir(), 'snapshot-crash-'));
  folders.push(made);
  return made;
}

/** An answer without the moment its snapshot was taken, which differs from run to run. */
const figuresOf = (answer: StockValue | undefined) =>
  answer && { ...answer, snapshot: answer.snapshot && { ...answer.snapshot, taken_at: '' } };

it('killed while writing its third snapshot: the two before it kept, no half third, yesterday then taken whole', async () => {
  const [unbroken, cut] = await Promise.all([folder(), folder()]);
  const [whole, killed] = await Promise.all([runService(unbroken, null), runService(cut, 3)]);
  expect(whole.status, whole.stderr).toBe(0);
  expect(killed.signal, killed.stderr).toBe('SIGKILL');

  const wholeKept = await keptSnapshots(unbroken);
  expect(wholeKept.map((row) => row.date)).toEqual(ASKED);
  const [first, second, third] = PAST;
  // The two committed before the kill, whole; nothing of the third.
  expect(await keptSnapshots(cut)).toEqual(wholeKept.slice(0, 2));

  const restarted = await runService(cut, null);
  expect(restarted.status, restarted.stderr).toBe(0);
  // Yesterday's taken whole after the restart; the cut day is not taken again (a snapshot is
  // only ever added after the latest).
  expect(await keptSnapshots(cut)).toEqual([...wholeKept.slice(0, 2), wholeKept[3]]);
  const answers = restarted.answers ?? {};
  const unbrokenAnswers = whole.answers ?? {};
  for (const date of [first, second, YESTERDAY]) {
    expect(figuresOf(answers[date ?? '']), date).toEqual(figuresOf(unbrokenAnswers[date ?? '']));
  }
  expect(answers[third ?? '']?.snapshot).toMatchObject({ date: second, basis: 'earlier' });
  expect(answers[third ?? '']?.value_at_cost).toBe(answers[second ?? '']?.value_at_cost);
}, 180_000);
