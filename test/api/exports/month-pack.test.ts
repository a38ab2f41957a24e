/**
 * POST /api/exports/month-pack over real HTTP on the demo platform, into real folders: the
 * whole pack named in Dutch by the period's name, each file byte for byte what its GET
 * endpoint exports (which keeps its own English name for scripts), the stock value at the
 * month's end marked an estimate where it is one; the refusals made before
 * anything is written (a folder that is not absolute, missing, a file or not writable; files
 * that exist, 409 unless overwrite); and the failures after the run
 * started (no data, a file the service cannot make, the platform down, the client leaving),
 * each logged and leaving no file and no temporary in the folder.
 */
import { putCompleteMapping } from '../complete-mapping.js';
import { spawnSync } from 'node:child_process';
import { chmod, link, mkdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import { apiKeyListSchema, createdApiKeySchema } from '../../../shared/api/keys.js';
import {
  exportFoldersSchema,
  monthPackRunSchema,
  type MonthPackRun,
} from '../../../shared/api/month-pack.js';
import { expectError } from '../expect-error.js';
import { READ_MODEL_ON, startTestService, type TestService } from '../harness.js';
import { stockValueSchema } from '../../../shared/api/stock-value.js';
import ExcelJS from 'exceljs';
import {
  listing,
  newFolder,
  packNames,
  removeFolders,
  runsOf,
  until,
} from './month-pack-helpers.js';

const OCTOBER = packNames('oktober-2026');

let api: TestService;
let platform: DemoPlatform;
let manager: string;
let staff: string;
let other: string;

const pack = (body: Record<string, unknown>, token = manager) =>
  api.post('/api/exports/month-pack', body, token);

async function written(body: Record<string, unknown>, token = manager): Promise<MonthPackRun> {
  const answer = await pack(body, token);
  expect(answer.status, answer.text).toBe(201);
  const run = monthPackRunSchema.parse(answer.json);
  expect(run.status).toBe('written');
  return run;
}

/** A folder the service cannot write to: chmod stops anyone but root, /sys stops root too. */
async function unwritableFolder(): Promise<string> {
  if (process.getuid?.() === 0) return '/sys';
  const folder = await newFolder();
  await chmod(folder, 0o555);
  return folder;
}

beforeAll(async () => {
  // /sys: what root cannot write to either (unwritableFolder), allowed so the 400 shows.
  // 3 orders a day, not the harness's 12: the files are compared with their GET exports, not
  // with figures, and each of the seven packs written of October reads and renders the month.
  api = await startTestService({
    exportFolders: [tmpdir(), '/sys'],
    demo: { ordersPerDay: 3 },
  });
  if (!api.service.demoPlatform) throw new Error('no demo platform');
  platform = api.service.demoPlatform;
  [manager, staff, other] = await Promise.all([
    api.login('manager'),
    api.login('staff'),
    api.login('otherAccount'),
  ]);
  await putCompleteMapping(api, manager);
}, 60_000);

afterAll(async () => {
  platform.clearFaults();
  await api.close();
  await removeFolders();
});

describe('the pack', () => {
  it('writes every file into the folder, named by period, each what its GET exports', async () => {
    // A folder that does not exist yet, inside an allowed one, is made (the owner's only).
    const folder = join(await newFolder(), '2026-10');
    const run = await written({ month: '2026-10', folder });
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    expect(run).toMatchObject({
      trigger: 'manual',
      from: '2026-10-01',
      to: '2026-10-31',
      location_id: null,
      folder,
      file_count: OCTOBER.length,
      error: null,
    });
    expect(run.files.map((file) => file.name)).toEqual(OCTOBER);
    expect(await listing(folder)).toEqual([...OCTOBER].sort());
    for (const file of run.files) {
      const bytes = await readFile(join(folder, file.name));
      expect(bytes.length, file.name).toBe(file.bytes);
      expect(bytes.length, file.name).toBeGreaterThan(100);
      // The business's figures: for the owner's eyes only (0640 with --export-file-mode 640).
      expect((await stat(join(folder, file.name))).mode & 0o777, file.name).toBe(0o600);
    }
    const start = async (name: string) => (await readFile(join(folder, name))).subarray(0, 5);
    expect((await start(OCTOBER[0] ?? '')).toString()).toBe('%PDF-');
    expect((await start(OCTOBER[1] ?? '')).subarray(0, 2).toString()).toBe('PK');
    expect((await start(OCTOBER[5] ?? '')).toString()).toBe('<?xml');
    // The pack's auditfile is XAF 4.0, with RGS codes (the test mapping gives every account one).
    const xaf = await readFile(join(folder, OCTOBER[5] ?? ''), 'utf8');
    expect(xaf).toContain(
      'xmlns="http://www.odb.belastingdienst.nl/Belastingdienst/BCPP/1.1/structures/XmlauditfileXAF_4.0"',
    );
    expect(xaf).toContain('<RGScode>');
    expect((await runsOf(api, manager))[0]).toEqual(run);
    if (!READ_MODEL_ON) return;
    // The stock value at the month's end: the endpoint's figures (its snapshots are the model's).
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(join(folder, OCTOBER[6] ?? ''));
    const heading = workbook.worksheets[0]?.getRow(2);
    const value = stockValueSchema.parse(
      (await api.get('/api/stock-value?date=2026-10-31', manager)).json,
    );
    expect(heading?.getCell(6).value).toBe(value.value_at_cost);
    expect(heading?.getCell(8).value).toBe(value.products);
  });

  it.runIf(READ_MODEL_ON)(
    'marks the stock value file an estimate when the month end is before the first snapshot',
    async () => {
      // The first snapshot here is of yesterday (no past ones are taken), so 31 October is
      // worked back from it: an estimate, which the file must say, never pass off as a value.
      const asked = await api.get('/api/stock-value?date=2026-10-31', manager);
      const value = stockValueSchema.parse(asked.json);
      expect(value.estimate).toBe(true);
      const first = value.first_snapshot?.split('-').reverse().join('-');
      const folder = await newFolder();
      await written({ month: '2026-10', folder });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(join(folder, OCTOBER[6] ?? ''));
      const sheet = workbook.worksheets[0];
      const [header, heading] = [sheet?.getRow(1), sheet?.getRow(2)];
      expect([4, 5].map((cell) => header?.getCell(cell).value)).toEqual([
        'Momentopname',
        'Schatting',
      ]);
      expect(heading?.getCell(5).value).toBe('ja');
      expect(heading?.getCell(4).text).toMatch(
        new RegExp(`^Schatting: de eerste momentopname is van ${first},`),
      );
      // And the estimate's own figures, not a snapshot's.
      expect(heading?.getCell(6).value).toBe(value.value_at_cost);
    },
  );

  it.each([
    ['/api/discount-orders', 'format=csv&delimiter=%3B&lang=nl', 3, 'discount-orders'],
    ['/api/journal', 'format=csv&delimiter=%3B&lang=nl', 4, 'journal'],
    ['/api/vat-return', 'format=xlsx&lang=nl', 2, 'vat-return'],
  ])(
    '%s (%s) answers, for CSV, the bytes the pack wrote, under its own name',
    async (path, query, at, stem) => {
      const folder = await newFolder();
      await written({ month: '2026-10', folder });
      const name = OCTOBER[at] ?? '';
      const response = await fetch(`${api.url}${path}?from=2026-10-01&to=2026-10-31&${query}`, {
        headers: { Authorization: `Bearer ${manager}` },
      });
      expect(response.status).toBe(200);
      // The pack names its files for a person, in Dutch; the endpoint keeps its name for scripts.
      const extension = name.slice(name.lastIndexOf('.'));
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="${stem}-2026-10-01-2026-10-31${extension}"`,
      );
      const bytes = Buffer.from(await response.arrayBuffer());
      // A workbook carries the time it was made; a CSV is the same bytes every time.
      if (name.endsWith('.csv'))
        expect(bytes.equals(await readFile(join(folder, name)))).toBe(true);
    },
  );
});

describe('refused before anything is written', () => {
  it('409 files_exist lists the files that are there; overwrite: true replaces them', async () => {
    const folder = await newFolder();
    await writeFile(join(folder, OCTOBER[2] ?? ''), 'mine');
    await writeFile(join(folder, OCTOBER[3] ?? ''), 'mine too');
    const before = (await runsOf(api, manager)).length;
    const body = expectError(await pack({ month: '2026-10', folder }), 409, /overwrite: true/);
    expect(body.code).toBe('files_exist');
    expect(body.existing_files).toEqual([OCTOBER[2], OCTOBER[3]]);
    expect(await readFile(join(folder, OCTOBER[2] ?? ''), 'utf8')).toBe('mine');
    expect(await listing(folder)).toEqual([OCTOBER[3], OCTOBER[2]].sort());
    expect((await runsOf(api, manager)).length).toBe(before);

    await written({ month: '2026-10', folder, overwrite: true });
    expect(await listing(folder)).toEqual([...OCTOBER].sort());
    expect((await readFile(join(folder, OCTOBER[2] ?? ''))).subarray(0, 2).toString()).toBe('PK');
  });

  it('a relative folder is 400 folder_not_absolute', async () => {
    const body = expectError(
      await pack({ month: '2026-10', folder: 'relative/folder' }),
      400,
      /"relative\/folder" is not an absolute path/,
    );
    expect(body.code).toBe('folder_not_absolute');
  });

  it('a file, a path under a file and a folder it may not write to are 400s naming them', async () => {
    const folder = await newFolder();
    const file = join(folder, 'notes.txt');
    await writeFile(file, 'x');
    expect(expectError(await pack({ month: '2026-10', folder: file }), 400).code).toBe(
      'not_a_folder',
    );
    const under = join(file, 'inside');
    expect(expectError(await pack({ month: '2026-10', folder: under }), 400).code).toBe(
      'folder_missing',
    );
    const locked = await unwritableFolder();
    const body = expectError(await pack({ month: '2026-10', folder: locked }), 400, locked);
    expect(body.code).toBe('folder_not_writable');
    expect(await listing(folder)).toEqual(['notes.txt']);
  });

  it.each([
    [{ month: '2026-10', from: '2026-10-01' }, /either field 'month' or fields 'from' and 'to'/],
    [{}, /field 'month' \(YYYY-MM\) or field 'from'/],
    [{ month: '2026-13' }, /'month' must be a month YYYY-MM/],
    // Found by the fuzzer: a month past the years the service counts was a 500.
    [{ month: '3636-10' }, /'month' must be a month YYYY-MM from 1970 to 2999/],
    [{ from: '2026-10-31', to: '2026-10-01' }, /'from' \(2026-10-31\) is after 'to'/],
    [{ month: '2026-10', overwrite: 'yes' }, /'overwrite' must be true or false/],
    [{ month: '2026-10', lang: 'de' }, /'lang' must be en or nl/],
    [{ month: '2026-10', colour: 'red' }, /unknown field 'colour'/],
  ])('%j is 400', async (fields, message) => {
    const folder = await newFolder();
    expectError(await pack({ folder, ...fields }), 400, message);
    expect(await listing(folder)).toEqual([]);
  });

  it('another location than a locked user’s is 403, a foreign one 4xx; nothing written', async () => {
    const locations = (await api.get('/api/locations', manager)).json as { data: { id: number }[] };
    const me = (await api.get('/api/me', staff)).json as { locked_location_id: number };
    const elsewhere = locations.data.find((location) => location.id !== me.locked_location_id);
    const folder = await newFolder();
    expectError(await pack({ month: '2026-10', folder, location_id: elsewhere?.id }, staff), 403);
    expectError(
      await pack({ month: '2026-10', folder, location_id: elsewhere?.id }, other),
      404,
      /^field 'location_id': /,
    );
    expect(await listing(folder)).toEqual([]);
  });
});

describe('who may write where (issue 44)', () => {
  const refusedAlike = async (folder: string, token: string) => {
    const body = expectError(await pack({ month: '2026-10', folder }, token), 403);
    expect(body.code).toBe('folder_not_allowed');
    // The same words for every folder outside, there or not: only the path differs.
    return body.message.replace(JSON.stringify(folder), '<folder>');
  };

  it('a folder outside the allowed ones is 403, whether it exists or not', async () => {
    const answers = new Set<string>();
    for (const folder of ['/etc', '/root/.ssh', '/dev', '/no/such/folder', '/etc/passwd/x']) {
      answers.add(await refusedAlike(folder, manager));
    }
    expect(answers.size).toBe(1);
    const schedule = await api.put(
      '/api/exports/month-pack/schedule',
      { enabled: true, frequency: 'monthly', time: '07:00', folder: '/etc', password: 'demo' },
      manager,
    );
    const refused = expectError(schedule, 403);
    expect(refused).toMatchObject({ code: 'folder_not_allowed', params: { folder: '/etc' } });
    // The allowed folders can be known before a folder is refused (issue 58).
    const allowed = await api.get('/api/exports/folders', manager);
    expect(allowed.status, allowed.text).toBe(200);
    expect(exportFoldersSchema.parse(allowed.json)).toEqual({ folders: [tmpdir(), '/sys'] });
  });

  it('a location-locked user writes no pack and keeps no schedule, in any folder: 403', async () => {
    const folder = await newFolder();
    for (const where of ['/etc', folder]) {
      const body = expectError(await pack({ month: '2026-10', folder: where }, staff), 403);
      expect(body.code).toBe('files_not_allowed');
    }
    const schedule = await api.put(
      '/api/exports/month-pack/schedule',
      { enabled: true, frequency: 'monthly', time: '07:00', folder, password: 'demo' },
      staff,
    );
    expect(expectError(schedule, 403).code).toBe('files_not_allowed');
    expect(expectError(await api.get('/api/exports/folders', staff), 403).code).toBe(
      'files_not_allowed',
    );
    expect(await listing(folder)).toEqual([]);
    expect(await runsOf(api, staff)).toEqual([]);
  });

  it('an API key writes a pack and keeps a schedule only when made with may_write_files', async () => {
    const newKey = async (rights: { may_write_files?: boolean }) => {
      const body = { name: 'tool', password: 'demo', ...rights };
      const created = await api.post('/api/api-keys', body, manager);
      expect(created.status, created.text).toBe(201);
      return createdApiKeySchema.parse(created.json);
    };
    const [reader, writer] = [await newKey({}), await newKey({ may_write_files: true })];
    expect([reader.may_write_files, writer.may_write_files]).toEqual([false, true]);
    const folder = await newFolder();
    const refused = expectError(await pack({ month: '2026-10', folder }, reader.key), 403);
    expect(refused.code).toBe('files_not_allowed');
    expect(refused.message).toContain('make a key with `may_write_files: true`');
    const schedule = await api.put(
      '/api/exports/month-pack/schedule',
      { enabled: true, frequency: 'monthly', time: '07:00', folder },
      reader.key,
    );
    expect(expectError(schedule, 403).code).toBe('files_not_allowed');
    expect(await listing(folder)).toEqual([]);

    const run = await written({ month: '2026-10', folder }, writer.key);
    expect(await listing(folder)).toEqual([...OCTOBER].sort());
    expect((await runsOf(api, manager))[0]).toEqual(run);
    const listed = apiKeyListSchema.parse((await api.get('/api/api-keys', manager)).json).data;
    expect(listed.find((key) => key.id === reader.id)?.may_write_files).toBe(false);
    expect(listed.find((key) => key.id === writer.id)?.may_write_files).toBe(true);
    for (const { id } of [reader, writer]) await api.del(`/api/api-keys/${id}`, manager);
  });

  it('a link inside an allowed folder that leads out of it is refused the same way', async () => {
    const folder = await newFolder();
    await symlink('/etc', join(folder, 'out'));
    await refusedAlike(join(folder, 'out'), manager);
    await refusedAlike(join(folder, 'out', 'deeper'), manager);
    expect(await listing('/etc')).not.toContain(OCTOBER[0]);
  });

  it('with overwrite, a folder at one of the names: 409, last month’s files as they were', async () => {
    const folder = await newFolder();
    for (const name of OCTOBER) await writeFile(join(folder, name), `last month's ${name}`);
    await rm(join(folder, OCTOBER[3] ?? ''));
    await mkdir(join(folder, OCTOBER[3] ?? ''));
    const body = expectError(await pack({ month: '2026-10', folder, overwrite: true }), 409);
    expect(body).toMatchObject({ code: 'name_taken', existing_files: [OCTOBER[3]] });
    expect(await listing(folder)).toEqual([...OCTOBER].sort());
    for (const name of OCTOBER.filter((_name, index) => index !== 3)) {
      expect(await readFile(join(folder, name), 'utf8')).toBe(`last month's ${name}`);
    }
    expect((await runsOf(api, manager))[0]).toMatchObject({ status: 'failed', files: [] });
  });
});

describe('after a crash (issue 44)', () => {
  it('a run finds what a killed process left after its first name, undoes it, and is written', async () => {
    // As a process killed right after its first name leaves it (month-pack-crash.test.ts makes
    // it with a real kill): the stage with its plan, and the first file linked to its name.
    const folder = await newFolder();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    const stage = join(folder, `.month-pack-run_0dead.${String(dead)}`);
    await mkdir(join(stage, 'new'), { recursive: true });
    await mkdir(join(stage, 'old'));
    const first = OCTOBER[0] ?? '';
    await writeFile(join(stage, 'new', first), 'half a pack');
    await link(join(stage, 'new', first), join(folder, first));
    const plan = { names: [{ name: first, bytes: 11, staged: first }] };
    await writeFile(join(stage, 'plan.json'), JSON.stringify(plan));
    await written({ month: '2026-10', folder });
    expect(await listing(folder)).toEqual([...OCTOBER].sort());
    expect(await readFile(join(folder, first), 'latin1')).not.toBe('half a pack');
  });
});

describe('failures after the start leave nothing, and are logged', () => {
  it('a period without data is 422 no_data naming it', async () => {
    const folder = await newFolder();
    const body = expectError(
      await pack({ month: '2025-01', folder }),
      422,
      'no orders or day closings from 2025-01-01 to 2025-01-31',
    );
    expect(body.code).toBe('no_data');
    expect(await listing(folder)).toEqual([]);
    const [run] = await runsOf(api, manager);
    expect(run).toMatchObject({ status: 'failed', from: '2025-01-01', files: [] });
    expect(run?.error).toMatchObject({ status: 422, code: 'no_data' });
  });

  it('a file the service cannot make midway (an unmapped journal) removes the files made', async () => {
    // demo2 has no ledger mapping: its journal is refused after the report's files were made.
    const folder = await newFolder();
    const answer = await pack({ month: '2026-10', folder }, other);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(await listing(folder)).toEqual([]);
    const [run] = await runsOf(api, other);
    expect(run?.status).toBe('failed');
    expect(run?.error?.message).toMatch(/^memoriaal-oktober-2026\.csv: /);
  });

  it('a pack failing after its journal CSV (no company for the auditfile) records no export', async () => {
    // demo2 mapped whole but for the company: its journal CSV is made, its XAF refused (409).
    const complete = await putCompleteMapping(api, other);
    const noCompany = { ...complete, company: { name: '', vat_number: '' } };
    const put = await api.put('/api/ledger-mapping', noCompany, other);
    expect(put.status, put.text).toBe(200);
    const folder = await newFolder();
    expectError(await pack({ month: '2026-10', folder }, other), 409, /company/);
    const [run] = await runsOf(api, other);
    expect(run?.error?.message).toMatch(/^memoriaal-oktober-2026\.xaf: /);
    // No day of October is answered as exported: the CSV made on the way went nowhere.
    const journal = await api.get('/api/journal?from=2026-10-01&to=2026-10-31', other);
    expect(journal.status, journal.text).toBe(200);
    const entries = (journal.json as { entries: { exported_at: string | null }[] }).entries;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((entry) => entry.exported_at !== null)).toEqual([]);
    // A pack that is written records them.
    await putCompleteMapping(api, other);
    await written({ month: '2026-10', folder: await newFolder() }, other);
    const after = await api.get('/api/journal?from=2026-10-01&to=2026-10-31', other);
    const recorded = (after.json as { entries: { exported_at: string | null }[] }).entries;
    expect(recorded.every((entry) => entry.exported_at !== null)).toBe(true);
  });

  it('the platform down is 502, logged; the folder stays empty', async () => {
    const folder = await newFolder();
    platform.setFaults({ failRate: 1, account: 'demo' });
    try {
      const body = expectError(await pack({ month: '2026-06', folder }), 502, /upstream platform/);
      expect(body.message).not.toMatch(/127\.0\.0\.1/);
    } finally {
      platform.clearFaults('demo');
    }
    expect(await listing(folder)).toEqual([]);
    expect((await runsOf(api, manager))[0]).toMatchObject({
      status: 'failed',
      from: '2026-06-01',
      error: { status: 502 },
    });
  });

  it('a client that leaves cancels the run; a second one meanwhile is 409', async () => {
    const folder = await newFolder();
    platform.setFaults({ latencyMs: 10_000, account: 'demo' });
    const client = new AbortController();
    const posting = fetch(`${api.url}/api/exports/month-pack`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${manager}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ month: '2026-05', folder }),
      signal: client.signal,
    }).catch(() => null);
    try {
      const running = await until(
        async () => (await runsOf(api, manager)).find((run) => run.status === 'running'),
        'the run to start',
      );
      const second = expectError(await pack({ month: '2026-04', folder }), 409);
      expect(second.code).toBe('month_pack_running');
      client.abort();
      await posting;
      const ended = await until(
        async () =>
          (await runsOf(api, manager)).find(
            (run) => run.id === running.id && run.status !== 'running',
          ),
        'the run to end',
      );
      expect(ended.status).toBe('cancelled');
    } finally {
      platform.clearFaults('demo');
    }
    expect(await listing(folder)).toEqual([]);
  });
});

describe('the runs log', () => {
  it("is each user's own, newest first", async () => {
    const mine = await runsOf(api, manager);
    expect(mine.length).toBeGreaterThan(3);
    const started = mine.map((run) => Date.parse(run.started_at));
    expect(started).toEqual([...started].sort((a, b) => b - a));
    const theirs = await runsOf(api, other);
    expect(theirs.some((run) => mine.some((own) => own.id === run.id))).toBe(false);
    expect((await api.get('/api/exports/month-pack/runs')).status).toBe(401);
  });
});
