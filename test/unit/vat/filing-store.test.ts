/**
 * The filed VAT periods' file: each account's filings read back after a restart, in memory
 * too, an overlapping filing of the same location refused (another location's or the next
 * period's not), two overlapping filings made at once never both kept, a write that fails
 * leaving the filings as they were, an undone filing kept with who undid it, when and why
 * (no longer filed; the period may be filed again), and a filing edited by hand into something else left out
 * without losing the others; what a filing declared is kept with it, and a filing kept before
 * that was kept reads as having declared nothing. (The PostgreSQL variant: test/api/scale/three-instances.test.ts.)
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VatFiling } from '../../../shared/api/vat-filings.js';
import { FiledPeriodStore } from '../../../electron/service/data/vat-filings/store.js';
import { localDate } from '../../../shared/api/common.js';

const filing = (
  id: string,
  from: string,
  to: string,
  location_id: number | null = null,
): VatFiling => ({
  id,
  from: localDate.parse(from),
  to: localDate.parse(to),
  location_id,
  filed_at: '2026-11-02T10:00:00+01:00',
  filed_by: 'manager@demo.test',
  figures: {
    rubrieken: [{ rubriek: '1a', turnover: 1000.1, vat: 210.02 }],
    oss: [{ country_iso2: 'BE', turnover: 50, vat: 3 }],
  },
  declared: [],
});
const Q3 = filing('vfp_0000000000000003', '2026-07-01', '2026-09-30');
/** Q3's orders as filed: each order's share per rubriek and OSS country. */
const Q3_ORDERS = [
  { id: 11, number: 'O-11', lines: [{ line: '1a', turnover: 1000.1, vat: 210.02 }] },
  { id: 12, number: 'O-12', lines: [{ line: 'OSS:BE', turnover: 50, vat: 3 }] },
];
const UNDONE = {
  at: '2026-11-02T11:00:00+01:00',
  by: 'manager@demo.test',
  reason: 'filed the wrong quarter',
};
const Q2 = filing('vfp_0000000000000002', '2026-04-01', '2026-06-30');
/** Q4 declared a correction of Q3 (one order's line repriced), kept as it was declared. */
const Q4: VatFiling = {
  ...filing('vfp_0000000000000004', '2026-10-01', '2026-12-31'),
  declared: [
    {
      filing_id: Q3.id,
      from: Q3.from,
      to: Q3.to,
      corrections: [
        {
          rubriek: '1a',
          country_iso2: null,
          turnover: -10,
          vat: -2.1,
          orders: [
            {
              id: 11,
              order_number: 'O-11',
              backoffice_url: 'https://demo.example/orders/11',
              turnover: -10,
              vat: -2.1,
            },
          ],
        },
      ],
    },
  ],
};

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vat-filings-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the filed VAT periods file', () => {
  it('keeps each account’s filings and their orders across a restart, oldest period first', async () => {
    const store = await FiledPeriodStore.open(dataDir);
    expect(await store.add('demo', Q3, Q3_ORDERS)).toEqual({ added: Q3 });
    expect(await store.add('demo', Q2, [])).toEqual({ added: Q2 });
    expect(await store.add('demo', Q4, [])).toEqual({ added: Q4 });
    expect(await store.add('demo2', Q3, [])).toEqual({ added: Q3 });
    const reopened = await FiledPeriodStore.open(dataDir);
    expect(await reopened.list('Demo')).toEqual([Q2, Q3, Q4]);
    expect(await reopened.list('demo2')).toEqual([Q3]);
    expect(await reopened.ordersOf('demo', Q3.id)).toEqual(Q3_ORDERS);
    expect(await reopened.ordersOf('demo', Q2.id)).toEqual([]);
    // Another account never reads them, even by the id.
    expect(await reopened.ordersOf('demo3', Q3.id)).toBeNull();
    expect(await readdir(dataDir)).toEqual(['vat-filings.json']);
  });

  it('refuses a period overlapping a filed one of the same location, naming it', async () => {
    const store = await FiledPeriodStore.open(dataDir);
    await store.add('demo', Q3, []);
    const september = filing('vfp_00000000000000a9', '2026-09-30', '2026-10-31');
    expect(await store.add('demo', september, [])).toEqual({ overlapping: Q3 });
    // The period right after is another filing.
    const q4 = filing('vfp_0000000000000004', '2026-10-01', '2026-12-31');
    expect(await store.add('demo', q4, [])).toEqual({ added: q4 });
  });

  it('refuses a location’s period overlapping the whole account’s, and the other way round (issue 57)', async () => {
    const store = await FiledPeriodStore.open(dataDir);
    await store.add('demo', Q3, []);
    // Location 7's turnover of July is in the whole account's Q3 return already.
    const located = filing('vfp_00000000000000b3', '2026-07-01', '2026-07-31', 7);
    expect(await store.add('demo', located, [])).toEqual({ overlapping: Q3 });
    // Two locations' returns of one period are two filings; then the account's is refused.
    const seventh = filing('vfp_00000000000000b4', '2026-10-01', '2026-10-31', 7);
    const eighth = filing('vfp_00000000000000b5', '2026-10-01', '2026-10-31', 8);
    expect(await store.add('demo', seventh, [])).toEqual({ added: seventh });
    expect(await store.add('demo', eighth, [])).toEqual({ added: eighth });
    const q4 = filing('vfp_0000000000000004', '2026-10-01', '2026-12-31');
    expect(await store.add('demo', q4, [])).toEqual({ overlapping: seventh });
  });

  it('keeps one of two overlapping filings made at once', async () => {
    const store = await FiledPeriodStore.open(dataDir);
    const july = filing('vfp_0000000000000007', '2026-07-01', '2026-07-31');
    const results = await Promise.all([store.add('demo', Q3, []), store.add('demo', july, [])]);
    expect(results).toEqual([{ added: Q3 }, { overlapping: Q3 }]);
    expect(await (await FiledPeriodStore.open(dataDir)).list('demo')).toEqual([Q3]);
  });

  it('undoes a filing by id, keeping who, when and why, and says when there is none', async () => {
    const store = await FiledPeriodStore.open(dataDir);
    await store.add('demo', Q3, Q3_ORDERS);
    expect(await store.remove('demo2', Q3.id, UNDONE)).toBe(false);
    expect(await store.remove('demo', Q3.id, UNDONE)).toBe(true);
    expect(await store.remove('demo', Q3.id, UNDONE)).toBe(false);
    // Filed again: the period holds the undone filing and the standing one, in that order.
    const again = { ...Q3, id: 'vfp_00000000000000a3', filed_at: '2026-11-03T09:00:00+01:00' };
    expect(await store.add('demo', again, [])).toEqual({ added: again });
    const reopened = await FiledPeriodStore.open(dataDir);
    expect(await reopened.list('demo')).toEqual([again]);
    expect(await reopened.history('demo')).toEqual([{ ...Q3, undone: UNDONE }, again]);
    expect(await reopened.ordersOf('demo', Q3.id)).toBeNull();
  });

  it('leaves the filings as they were when the write fails', async () => {
    const store = await FiledPeriodStore.open(dataDir);
    await store.add('demo', Q3, []);
    // A folder where the file is: renaming the written copy over it fails, as a full disk would.
    const file = join(dataDir, 'vat-filings.json');
    await rm(file);
    await mkdir(file);
    await expect(store.add('demo', Q2, [])).rejects.toThrow();
    await expect(store.remove('demo', Q3.id, UNDONE)).rejects.toThrow();
    expect(await store.list('demo')).toEqual([Q3]);
  });

  it('lives in memory without a data folder', async () => {
    const store = await FiledPeriodStore.open(null);
    await store.add('demo', Q3, []);
    expect(await store.list('demo')).toEqual([Q3]);
    expect(await store.add('demo', Q3, [])).toEqual({ overlapping: Q3 });
    expect(await store.list('demo2')).toEqual([]);
  });

  it('reads a filing kept before filings kept what they declared as declaring nothing', async () => {
    const file = join(dataDir, 'vat-filings.json');
    const { declared: _none, ...before } = Q3;
    await writeFile(file, JSON.stringify({ accounts: { demo: [before] } }));
    expect(await (await FiledPeriodStore.open(dataDir)).list('demo')).toEqual([Q3]);
  });

  it('leaves out a filing edited into something else, keeping the others', async () => {
    const store = await FiledPeriodStore.open(dataDir);
    await store.add('demo', Q3, []);
    await store.add('demo', Q2, []);
    const file = join(dataDir, 'vat-filings.json');
    const stored = JSON.parse(await readFile(file, 'utf8')) as {
      accounts: Record<string, unknown[]>;
    };
    stored.accounts.demo = [{ ...Q2, figures: 'hand-edited' }, Q3];
    await writeFile(file, JSON.stringify(stored));
    const skipped: string[] = [];
    const reopened = await FiledPeriodStore.open(dataDir, (account) => skipped.push(account));
    expect(await reopened.list('demo')).toEqual([Q3]);
    expect(skipped).toEqual(['demo']);
  });
});
