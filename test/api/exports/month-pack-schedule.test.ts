/**
 * The month-pack schedule over real HTTP, on a data folder and a test clock that is moved
 * rather than waited on: a schedule saved, the service stopped, the clock moved past the due
 * time, a new service on the same folder runs the missed pack at its start; while it runs, the
 * next due time's pack is written beside files of the same names with a suffix; saving needs
 * the user's password (or an API key), checked with the platform; logging out or revoking the
 * key pauses the schedule.
 */
import { putCompleteMapping } from '../complete-mapping.js';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPlatform, type DemoPlatform } from '../../../electron/demo-platform/server.js';
import { fixedVaultKey } from '../../../electron/service/core/vault-key.js';
import {
  monthPackScheduleSchema,
  type MonthPackRun,
  type MonthPackSchedule,
} from '../../../shared/api/month-pack.js';
import { expectError } from '../expect-error.js';
import { DEMO_END_DATE, startTestService, type TestService } from '../harness.js';
import { testClock } from '../test-clock.js';
import {
  listing,
  newFolder,
  packNames,
  put,
  removeFolders,
  runsOf,
  until,
} from './month-pack-helpers.js';

const clock = testClock();
const vaultKey = fixedVaultKey(randomBytes(32));
/** Sets the service's clock to an Amsterdam time (ISO 8601 with its offset). */
const setClock = (iso: string) => clock.advance(Date.parse(iso) - clock.now());

let demo: DemoPlatform;
let dataDir: string;
let folder: string;
let api: TestService;
let manager: string;

const startOnDataDir = () =>
  startTestService({
    upstream: demo.baseUrlTemplate,
    backofficeUrlTemplate: demo.backofficeUrlTemplate,
    dataDir,
    vaultKey,
    clock,
    monthPackTiming: { tickMs: 50 },
  });

async function saveSchedule(
  body: Record<string, unknown>,
  token = manager,
  service = api,
): Promise<MonthPackSchedule> {
  const answer = await put(service, '/api/exports/month-pack/schedule', body, token);
  expect(answer.status, answer.text).toBe(200);
  return monthPackScheduleSchema.parse(answer.json);
}

const scheduledRunFor = (dueAt: string) =>
  until(
    async () =>
      (await runsOf(api, manager)).find(
        (run: MonthPackRun) => run.scheduled_for === dueAt && run.status !== 'running',
      ),
    `the run due at ${dueAt}`,
    45_000,
  );

beforeAll(async () => {
  demo = await startDemoPlatform({
    port: 0,
    endDate: DEMO_END_DATE,
    // 3 orders a day: what is checked is when runs happen and where their files go, and each
    // run reads and renders a whole month.
    sizing: { productsPerAccount: 400, ordersPerDay: 3, historyDays: 420 },
  });
  dataDir = await mkdtemp(join(tmpdir(), 'month-pack-data-'));
  folder = await newFolder();
  // Sunday 1 November 2026; the first working day of November is Monday the 2nd.
  setClock('2026-11-01T12:00:00+01:00');
  const first = await startOnDataDir();
  const firstToken = await first.login('manager');
  await putCompleteMapping(first, firstToken);
  const saved = await saveSchedule(
    { enabled: true, frequency: 'monthly', time: '07:00', folder, password: 'demo' },
    firstToken,
    first,
  );
  expect(saved).toMatchObject({
    status: 'active',
    next_run_at: '2026-11-02T07:00:00+01:00',
    next_period: { from: '2026-10-01', to: '2026-10-31' },
  });
  await first.close();
  // Stopped over the due time; started again two hours after it.
  setClock('2026-11-02T09:00:00+01:00');
  api = await startOnDataDir();
  manager = await api.login('manager');
}, 90_000);

afterAll(async () => {
  await api.close();
  await demo.close();
  await removeFolders();
  await rm(dataDir, { recursive: true, force: true });
});

describe('scheduled runs', () => {
  it('a run missed while the service was stopped runs at the next start', async () => {
    const run = await scheduledRunFor('2026-11-02T07:00:00+01:00');
    expect(run).toMatchObject({
      trigger: 'scheduled',
      status: 'written',
      from: '2026-10-01',
      to: '2026-10-31',
      folder,
      error: null,
    });
    const names = packNames('oktober-2026');
    expect(run.files.map((file) => file.name)).toEqual(names);
    expect(await listing(folder)).toEqual([...names].sort());
  }, 60_000);

  it('a later time saved after the month’s run does not write that month again', async () => {
    // October was written at 07:00; at 09:00 the user moves the time to 10:00.
    const later = await saveSchedule({
      enabled: true,
      frequency: 'monthly',
      time: '10:00',
      folder,
    });
    expect(later).toMatchObject({
      next_run_at: '2026-12-01T10:00:00+01:00',
      next_period: { from: '2026-11-01', to: '2026-11-30' },
    });
    setClock('2026-11-02T10:00:05+01:00');
    // A service started past 10:00 decides at once (its first look); closing it waits for that
    // look, and a run it began is logged, whatever stopped it.
    await api.close();
    await (await startOnDataDir()).close();
    api = await startOnDataDir();
    manager = await api.login('manager');
    const tenOClock = (await runsOf(api, manager)).filter(
      (run: MonthPackRun) => run.scheduled_for === '2026-11-02T10:00:00+01:00',
    );
    expect(tenOClock).toEqual([]);
    const restored = await saveSchedule({
      enabled: true,
      frequency: 'monthly',
      time: '07:00',
      folder,
    });
    expect(restored.next_run_at).toBe('2026-12-01T07:00:00+01:00');
  }, 30_000);

  it('the next due run, while the service runs, adds a suffix beside files of its names', async () => {
    const november = packNames('november-2026');
    await writeFile(join(folder, november[1] ?? ''), 'mine');
    setClock('2026-12-01T07:00:05+01:00');
    // A month on, the session token has run out.
    manager = await api.login('manager');
    const run = await scheduledRunFor('2026-12-01T07:00:00+01:00');
    expect(run.status).toBe('written');
    const suffixed = november.map((name) => name.replace(/(\.\w+)$/, ' (2)$1'));
    expect(run.files.map((file) => file.name)).toEqual(suffixed);
    expect(await readFile(join(folder, november[1] ?? ''), 'utf8')).toBe('mine');
    const all = await listing(folder);
    expect(suffixed.every((name) => all.includes(name))).toBe(true);
    expect(all.filter((name) => name.startsWith('.'))).toEqual([]);
  }, 60_000);

  it('shows when it runs next and for which period', async () => {
    const schedule = monthPackScheduleSchema.parse(
      (await api.get('/api/exports/month-pack/schedule', manager)).json,
    );
    expect(schedule).toMatchObject({
      enabled: true,
      status: 'active',
      frequency: 'monthly',
      time: '07:00',
      lang: 'nl',
      delimiter: ';',
      next_run_at: '2027-01-04T07:00:00+01:00',
      next_period: { from: '2026-12-01', to: '2026-12-31' },
    });
  });
});

describe('saving a schedule', () => {
  const weekly = () => ({ enabled: true, frequency: 'weekly', time: '06:30', folder });

  it('keeps the credentials it holds when saved again without a password', async () => {
    const schedule = await saveSchedule(weekly());
    expect(schedule).toMatchObject({ status: 'active', frequency: 'weekly' });
    expect(schedule.next_run_at).toBe('2026-12-07T06:30:00+01:00');
    expect(schedule.next_period).toEqual({ from: '2026-11-30', to: '2026-12-06' });
  });

  it('a user without one needs their password, checked with the platform', async () => {
    const second = await api.login('secondManager');
    const missing = expectError(
      await put(api, '/api/exports/month-pack/schedule', weekly(), second),
      400,
      "'password' is required",
    );
    // Each refusal carries its code and parameters, for the screen to word (issue 58).
    expect(missing).toMatchObject({ code: 'missing_field', params: { field: 'password' } });
    const wrong = expectError(
      await put(api, '/api/exports/month-pack/schedule', { ...weekly(), password: 'nope' }, second),
      403,
      'the password is not right for manager2@demo.test',
    );
    expect(wrong.code).toBe('wrong_password');
    const off = await saveSchedule({ ...weekly(), enabled: false }, second);
    expect(off).toMatchObject({ status: 'off', next_run_at: null });
  });

  it.each([
    [{ time: '7:00' }, /'time' must be a time HH:MM/, 'invalid_field', { field: 'time' }],
    [
      { frequency: 'daily' },
      /'frequency' must be monthly or weekly/,
      'invalid_field',
      { field: 'frequency' },
    ],
    [
      { folder: '' },
      /'folder' is required to enable the schedule/,
      'missing_field',
      { field: 'folder' },
    ],
    [{ folder: 'relative' }, /not an absolute path/, 'folder_not_absolute', { folder: 'relative' }],
  ])('%j is 400 with its code and parameters', async (change, message, code, params) => {
    const body = expectError(
      await put(api, '/api/exports/month-pack/schedule', { ...weekly(), ...change }, manager),
      400,
      message,
    );
    expect(body).toMatchObject({ code, params });
  });

  it('revoking the API key it was saved with pauses it; so does logging out', async () => {
    const created = await api.post(
      '/api/api-keys',
      { name: 'pack', password: 'demo', may_write_files: true },
      manager,
    );
    expect(created.status, created.text).toBe(201);
    const { id, key } = created.json as { id: string; key: string };
    expect((await saveSchedule(weekly(), key)).status).toBe('active');
    expect((await api.del(`/api/api-keys/${id}`, manager)).status).toBe(200);
    const revoked = monthPackScheduleSchema.parse(
      (await api.get('/api/exports/month-pack/schedule', manager)).json,
    );
    expect(revoked).toMatchObject({ status: 'paused', paused_reason: 'api_key_revoked' });

    expect((await saveSchedule({ ...weekly(), password: 'demo' })).status).toBe('active');
    const leaving = await api.login('manager');
    const logout = await api.post('/api/auth/logout', undefined, leaving);
    expect(logout.status, logout.text).toBe(200);
    const after = monthPackScheduleSchema.parse(
      (await api.get('/api/exports/month-pack/schedule', manager)).json,
    );
    expect(after).toMatchObject({ status: 'paused', paused_reason: 'user_logged_out' });
  });
});
