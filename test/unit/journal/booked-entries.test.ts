/**
 * What was exported of the journal: kept in the data folder across a restart (an entry number
 * kept once is never replaced), and a later journal answering exported entries as they were,
 * a change as a correction of its own number on the first day not exported (the second one
 * numbered C2), a day exported without an entry corrected rather than given one, and, where
 * every day was exported, the correction listed as waiting; the changes of the exported days
 * just before a range posted on its first day not exported (C2 after a C1 exported).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Journal, JournalEntry, JournalLine } from '../../../shared/api/journal.js';
import {
  exportedDays,
  withExportedEntries,
} from '../../../electron/service/domain/journal/booked-entries.js';
import {
  changedDays,
  exportedRunBefore,
} from '../../../electron/service/domain/journal/day-corrections.js';
import type { ExportedRange } from '../../../electron/service/data/journal-exports/exported-journal.js';
import { JournalExportStore } from '../../../electron/service/data/journal-exports/store.js';
import { localDate } from '../../../shared/api/common.js';

const line = (kind: JournalLine['kind'], account: string, debit: number, credit: number) => ({
  account,
  kind,
  key: null,
  description: kind,
  debit,
  credit,
  vat_code: null,
  vat_amount: null,
});
const entry = (date: string, sales: number, extra: Partial<JournalEntry> = {}): JournalEntry => ({
  number: `BOD-${date.replaceAll('-', '')}`,
  date: localDate.parse(date),
  description: `Day's takings ${date}`,
  lines: [line('payment', '1100', sales, 0), line('sales', '8000', 0, sales)],
  debit: sales,
  credit: sales,
  corrects: null,
  exported_at: null,
  ...extra,
});
const journal = (from: string, to: string, entries: JournalEntry[]): Journal => ({
  from: localDate.parse(from),
  to: localDate.parse(to),
  location_id: null,
  currency: 'EUR',
  entries,
  left_out: [],
  vat_codes: [],
  corrections_waiting: [],
  stock_changes_missing: [],
  debit: 0,
  credit: 0,
});
/** An export's days. */
const range = (from: string, to: string): ExportedRange => ({
  from: localDate.parse(from),
  to: localDate.parse(to),
});
const AT = '2026-10-04T09:00:00+02:00';
const exportedAt = (e: JournalEntry) => ({ ...e, exported_at: AT });

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'journal-exports-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the journal’s exported entries', () => {
  it('answers them as exported and posts a change on the first day not exported', () => {
    // Oct 1–3 exported; Oct 2 had no entry then and has one now; Oct 1 changed from 100 to 80.
    const kept = {
      ranges: [range('2026-10-01', '2026-10-03')],
      entries: [] as JournalEntry[],
    };
    kept.entries.push(exportedAt(entry('2026-10-01', 100)), exportedAt(entry('2026-10-03', 50)));
    const today = journal('2026-10-01', '2026-10-05', [
      entry('2026-10-01', 80),
      entry('2026-10-02', 10),
      entry('2026-10-03', 50),
      entry('2026-10-04', 20),
    ]);
    const answer = withExportedEntries(today, kept, 'en');
    expect(answer.entries.map((e) => [e.number, e.date, e.corrects, e.debit])).toEqual([
      ['BOD-20261001', '2026-10-01', null, 100],
      ['BOD-20261003', '2026-10-03', null, 50],
      ['BOD-20261001-C1', '2026-10-04', '2026-10-01', 20],
      ['BOD-20261002-C1', '2026-10-04', '2026-10-02', 10],
      ['BOD-20261004', '2026-10-04', null, 20],
    ]);
    const correction = answer.entries.find((e) => e.number === 'BOD-20261001-C1');
    expect(correction?.lines.map((l) => [l.kind, l.debit, l.credit])).toEqual([
      ['payment', 0, 20],
      ['sales', 20, 0],
    ]);
    expect(correction?.description).toBe("Correction of day's takings 2026-10-01");
    expect(answer.debit).toBe(200);

    // That export kept (its corrections and Oct 4's entry), a second change of Oct 1 is C2,
    // and Oct 4's entry gone since is a correction too.
    const next = {
      ranges: [...kept.ranges, range('2026-10-04', '2026-10-04')],
      entries: [
        ...kept.entries,
        ...answer.entries.filter((e) => e.exported_at === null).map(exportedAt),
      ],
    };
    const later = withExportedEntries(
      journal('2026-10-01', '2026-10-06', [entry('2026-10-01', 70), entry('2026-10-02', 10)]),
      next,
      'nl',
    );
    expect(later.entries.filter((e) => e.exported_at === null).map((e) => e.number)).toEqual([
      'BOD-20261001-C2',
      'BOD-20261003-C1',
      'BOD-20261004-C1',
    ]);
    expect(later.entries.find((e) => e.number === 'BOD-20261001-C2')?.date).toBe('2026-10-05');
    expect(later.entries.find((e) => e.number === 'BOD-20261001-C2')?.description).toBe(
      'Correctie dagomzet 01-10-2026',
    );
  });

  it('dates a correction after the day it corrects, in a range that begins before the exports', () => {
    // October exported; the year asked after Oct 4 changed: its correction on Nov 1, not on
    // 1 January (which was never exported, and lies in a quarter long filed).
    const kept = {
      ranges: [range('2026-10-01', '2026-10-31')],
      entries: [exportedAt(entry('2026-10-04', 100))],
    };
    const year = journal('2026-01-01', '2026-12-31', [
      entry('2026-01-05', 30),
      entry('2026-10-04', 60),
      entry('2026-11-02', 40),
    ]);
    const answer = withExportedEntries(year, kept, 'en');
    expect(answer.entries.map((e) => [e.number, e.date, e.corrects])).toEqual([
      ['BOD-20260105', '2026-01-05', null],
      ['BOD-20261004', '2026-10-04', null],
      ['BOD-20261004-C1', '2026-11-01', '2026-10-04'],
      ['BOD-20261102', '2026-11-02', null],
    ]);
    // The same range ending with October: no day after it to post on, so it waits.
    const toOctober = withExportedEntries(
      journal('2026-01-01', '2026-10-31', [entry('2026-01-05', 30), entry('2026-10-04', 60)]),
      kept,
      'en',
    );
    expect(toOctober.entries.map((e) => e.number)).toEqual(['BOD-20260105', 'BOD-20261004']);
    expect(toOctober.corrections_waiting.map((row) => row.date)).toEqual(['2026-10-04']);
  });

  it('lists a change as waiting when every day of the range was exported', () => {
    const kept = {
      ranges: exportedDays(journal('2026-10-01', '2026-10-02', [])),
      entries: [exportedAt(entry('2026-10-01', 100))],
    };
    const answer = withExportedEntries(
      journal('2026-10-01', '2026-10-02', [entry('2026-10-01', 90)]),
      kept,
      'en',
    );
    expect(answer.entries).toEqual([kept.entries[0]]);
    expect(answer.corrections_waiting.map((row) => row.date)).toEqual(['2026-10-01']);
  });

  it('posts the changes of the exported days just before the range on its first open day', () => {
    // Daily postings (Oct 1–2), a month pack (Oct 3–31, overlapping Oct 31's posting), a gap.
    const ranges = [
      range('2026-09-01', '2026-09-20'),
      range('2026-10-03', '2026-10-31'),
      range('2026-10-01', '2026-10-01'),
      range('2026-10-02', '2026-10-02'),
      range('2026-10-31', '2026-10-31'),
    ];
    expect(exportedRunBefore(ranges, localDate.parse('2026-11-01'))).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(exportedRunBefore(ranges, localDate.parse('2026-10-15'))).toEqual({
      from: '2026-10-01',
      to: '2026-10-14',
    });
    expect(exportedRunBefore(ranges, localDate.parse('2026-09-25'))).toBeNull();
    expect(exportedRunBefore([], localDate.parse('2026-11-01'))).toBeNull();
    // Years exported without a gap: looked back on from the first month after a year before.
    const years = [range('2023-01-01', '2026-10-31')];
    expect(exportedRunBefore(years, localDate.parse('2026-11-01'))).toEqual({
      from: '2025-12-01',
      to: '2026-10-31',
    });
    expect(exportedRunBefore(years, localDate.parse('2026-10-15'))).toEqual({
      from: '2025-11-01',
      to: '2026-10-14',
    });

    // Oct 4 exported at 100, corrected once (C1 took 10 off, exported with Oct 10); now 70: C2.
    const c1 = {
      ...entry('2026-10-10', 10),
      number: 'BOD-20261004-C1',
      corrects: localDate.parse('2026-10-04'),
      lines: [line('payment', '1100', 0, 10), line('sales', '8000', 10, 0)],
    };
    const kept = {
      ranges: [range('2026-10-01', '2026-10-31')],
      entries: [exportedAt(entry('2026-10-04', 100)), exportedAt(c1)],
    };
    const before = changedDays(
      journal('2026-10-01', '2026-10-31', [entry('2026-10-04', 70)]),
      kept,
    );
    expect(before.map(({ day, number }) => [day, number])).toEqual([
      ['2026-10-04', 'BOD-20261004-C2'],
    ]);
    const november = withExportedEntries(
      journal('2026-11-01', '2026-11-30', [entry('2026-11-02', 40)]),
      { ranges: [...kept.ranges, range('2026-11-01', '2026-11-01')], entries: [] },
      'en',
      before,
    );
    expect(november.entries.map((e) => [e.number, e.date, e.corrects, e.debit])).toEqual([
      ['BOD-20261004-C2', '2026-11-02', '2026-10-04', 20],
      ['BOD-20261102', '2026-11-02', null, 40],
    ]);
    expect(november.debit).toBe(60);
    // A range every day of which was exported already has it waiting.
    const exportedNovember = withExportedEntries(
      journal('2026-11-01', '2026-11-01', []),
      { ranges: [...kept.ranges, range('2026-11-01', '2026-11-01')], entries: [] },
      'en',
      before,
    );
    expect(exportedNovember.entries).toEqual([]);
    expect(exportedNovember.corrections_waiting.map((row) => row.date)).toEqual(['2026-10-04']);
  });

  it('keeps the exports in the data folder, an entry number once', async () => {
    const store = await JournalExportStore.open(dataDir);
    const first = exportedAt(entry('2026-10-01', 100));
    await store.record('demo', null, [range('2026-10-01', '2026-10-01')], [first]);
    await store.record('demo', null, [range('2026-10-01', '2026-10-02')], [{ ...first, debit: 1 }]);
    await store.record('demo', 7, [range('2026-10-05', '2026-10-05')], []);
    const reopened = await JournalExportStore.open(dataDir);
    expect(await reopened.exported('Demo', null, '2026-10-01', '2026-10-31')).toEqual({
      ranges: [range('2026-10-01', '2026-10-01'), range('2026-10-01', '2026-10-02')],
      entries: [first],
    });
    expect(await reopened.exported('demo', null, '2026-11-01', '2026-11-30')).toMatchObject({
      entries: [],
    });
    expect((await reopened.exported('demo', 7, '2026-10-01', '2026-10-31')).ranges).toEqual([
      range('2026-10-05', '2026-10-05'),
    ]);
  });

  it('opens a file kept before, leaves out a scope that no longer fits and writes the same shape', async () => {
    const file = join(dataDir, 'journal-exports.json');
    const first = exportedAt(entry('2026-10-01', 100));
    const all = { ranges: [range('2026-10-01', '2026-10-01')], entries: [first] };
    await writeFile(file, JSON.stringify({ accounts: { Demo: { all, L7: { ranges: 'x' } } } }));
    const skipped: string[] = [];
    const store = await JournalExportStore.open(dataDir, (account) => skipped.push(account));
    expect(skipped).toEqual(['Demo']);
    expect(await store.exported('demo', null, '2026-10-01', '2026-10-31')).toEqual(all);
    const second = range('2026-10-02', '2026-10-02');
    await store.record('demo', null, [second], []);
    expect(await readFile(file, 'utf8')).toBe(
      JSON.stringify({ accounts: { demo: { all: { ...all, ranges: [...all.ranges, second] } } } }),
    );
  });
});
