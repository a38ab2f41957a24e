/**
 * The posting engine against a package in memory that misbehaves (fake-package.ts), its
 * postings in the real store in memory (issue 66): every post read back by its id; a 201 the
 * package did not keep is posted again and never marked posted while absent; a booking
 * mirrored, a line dropped, or books that move otherwise than sent are `mismatch` with what
 * differs, stop the run and are not posted again while the package holds them; a rate limit
 * fails the day and stops the run, the days after it failed alike without a request; an id
 * not of the package's shape and the package's hostile words are never kept as they came.
 */
import { describe, expect, it } from 'vitest';
import { localDate } from '../../../shared/api/common.js';
import type { JournalEntry, JournalLineKind } from '../../../shared/api/journal.js';
import { refusedCharacter } from '../../../shared/api/stored-text.js';
import { PostingStore } from '../../../electron/service/data/bookkeeping-postings/store.js';
import { JournalExportStore } from '../../../electron/service/data/journal-exports/store.js';
import { packageMapOf } from '../../../electron/service/domain/bookkeeping/package-map.js';
import {
  postEntry,
  RunStopped,
  type EngineParts,
} from '../../../electron/service/domain/bookkeeping/posting-engine.js';
import { postAll } from '../../../electron/service/domain/bookkeeping/posting-runs.js';
import { FakePackage, type FakeFaults } from './fake-package.js';

const line = (account: string, kind: JournalLineKind, debit: number, credit: number) => ({
  ...{ account, kind, key: null, description: `${kind} ${account}`, debit, credit },
  ...{ vat_code: null, vat_amount: null },
});

const entryOn = (date: string): JournalEntry => ({
  number: `BOD-${date.replaceAll('-', '')}`,
  date: localDate.parse(date),
  description: `Dagomzet ${date}`,
  lines: [
    line('1000', 'payment', 121, 0),
    line('8010', 'sales', 0, 100),
    line('1520', 'vat', 0, 21),
  ],
  debit: 121,
  credit: 121,
  corrects: null,
  exported_at: null,
});

const WEEK = ['01', '02', '03', '04', '05', '06', '07'].map((day) => entryOn(`2026-10-${day}`));
const LEDGERS = ['1000', '8010', '1520'].map((code) => ({
  ...{ id: `L${code}`, code, name: code, takesJournalEntries: true },
}));

async function engine(faults: FakeFaults = {}) {
  const client = new FakePackage(faults);
  const postings = await PostingStore.open(null, () => undefined);
  const journalExports = await JournalExportStore.open(null);
  const parts: EngineParts = {
    ...{ account: 'demo', scope: 'all', locationId: null, client, postings, holder: 'test' },
    journalExports,
    map: packageMapOf(LEDGERS, null, ['1000', '8010', '1520'], []),
    ...{ leaseMs: 60_000, lockedUntil: null, patienceMs: 330_000, books: { firstPost: true } },
    ...{ now: () => Date.now(), signal: new AbortController().signal, afterStep: () => undefined },
  };
  /** A run: each entry in turn until one stops it. */
  const run = async (entries = WEEK) => {
    const outcomes: string[] = [];
    for (const entry of entries) {
      try {
        outcomes.push(await postEntry(parts, entry));
      } catch (error) {
        if (!(error instanceof RunStopped)) throw error;
        outcomes.push(`stopped: ${error.message}`);
        break;
      }
    }
    return outcomes;
  };
  const records = () => postings.list('demo', client.target, '2026-01-01', '2026-12-31');
  return { client, journalExports, run, records, parts };
}

describe('what the package booked, read back', () => {
  it('reads every post back by its id; compares the books only for the first day', async () => {
    const { client, run, records } = await engine({ balances: true });
    expect(await run()).toEqual(Array(7).fill('posted'));
    expect(client.calls.booked).toBe(7);
    // Before and after the first day's post only (nothing was posted on the connection yet):
    // the day's three ledgers, a ledger a call; no other day's.
    expect(client.calls.balances).toBe(2 * LEDGERS.length);
    expect((await records()).map((record) => record.state)).toEqual(Array(7).fill('posted'));
  });

  it('a 201 the package did not keep (every 4th) is posted again: each day once, none posted that is not there', async () => {
    const { client, run, records } = await engine({ dropEvery: 4, balances: true });
    expect(await run()).toEqual(Array(7).fill('posted'));
    expect(client.references()).toEqual(WEEK.map((entry) => entry.number));
    // The books compared for the first day and for the two in doubt (posts 4 and 8 not kept:
    // days 4 and 7), before the post again and after it; the other four days cost none.
    expect(client.calls.balances).toBe(3 * 2 * LEDGERS.length);
    for (const record of await records()) {
      expect(client.documents.get(record.document_id ?? '')?.reference).toBe(record.number);
    }
  });

  it('one never kept however often it is posted: failed, not_stored, never posted', async () => {
    const { client, run, records } = await engine({ dropEvery: 1 });
    expect(await run(WEEK.slice(0, 1))).toEqual(['failed']);
    expect(client.calls.post).toBe(4);
    expect(await records()).toMatchObject([
      { state: 'failed', code: 'not_stored', document_id: null },
    ]);
  });

  it.each([
    ['mirrored', { booking: 'mirrored' }, '1000: booked credit € 121.00, sent debit € 121.00'],
    ['a line dropped', { booking: 'line_dropped' }, '1520: booked nothing, sent credit € 21.00'],
    [
      'books moved mirrored',
      { balances: true, booksMirrored: true },
      '1000: the books moved credit € 121.00, sent debit € 121.00',
    ],
  ] as const)('%s: mismatch with what differs, the run stopped', async (_name, faults, words) => {
    const { client, run, records, journalExports } = await engine(faults);
    const outcomes = await run();
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toContain(words);
    const [record] = await records();
    expect(record).toMatchObject({ state: 'mismatch', code: 'booked_otherwise' });
    expect(record?.message).toContain(words);
    expect(record?.message).toMatch(
      /^e-Boekhouden\.nl booked this entry otherwise than it was sent; check the document in the package and delete it there, then post the day again\. What differs: /,
    );
    expect(record?.document_id).toBe([...client.documents.keys()][0]);
    // The journal does not take it as posted.
    const booked = await journalExports.exported('demo', null, '2026-10-01', '2026-10-31');
    expect(booked.entries).toEqual([]);
    // A later run finds it still there: mismatch again, the run stopped, nothing posted.
    client.faults = {};
    const posts = client.calls.post;
    expect((await run())[0]).toMatch(/^stopped: /);
    expect(client.calls.post).toBe(posts);
    // Deleted in the package, the day posts again.
    client.documents.clear();
    expect(await run()).toEqual(Array(7).fill('posted'));
  });
});

describe('a package that misbehaves', () => {
  it('a rate limit lifted soon fails the day and stops the run: the rest fail alike, unasked', async () => {
    const { client, parts, records } = await engine({ rateLimitedFor: 1000 });
    // A day booked otherwise earlier keeps its own record: the user looks at the package first.
    const mismatch = { state: 'mismatch', code: 'booked_otherwise', message: 'differs' } as const;
    const last = { ...parts, holder: 'earlier' };
    const key = { account: 'demo', target: client.target, scope: 'all', number: 'BOD-20261007' };
    await parts.postings.claim(key, WEEK[6] as JournalEntry, 'earlier', Date.now(), 60_000);
    await last.postings.update(key, 'earlier', mismatch, true, Date.now());
    const outcome = await postAll(parts, WEEK);
    const words =
      'Fake: too many requests: the package asked to slow down; this day is tried again at the next run';
    expect(outcome).toEqual({ posted: 0, failed: 7 - 1, blocked: 0, stopped: words });
    expect(client.calls).toMatchObject({ find: 1, post: 0 });
    const kept = (await records()).sort((a, b) => a.number.localeCompare(b.number));
    expect(kept.map((record) => record.state)).toEqual([
      ...Array<string>(6).fill('failed'),
      'mismatch',
    ]);
    for (const record of kept.slice(0, 6)) {
      expect(record).toMatchObject({ code: 'rate_limited', message: words, claimed_by: null });
    }
    expect(kept[6]).toMatchObject({ ...mismatch, claimed_by: null });
  });

  it("one beyond the run's patience stops the run", async () => {
    const { run } = await engine({ rateLimitedFor: 3_600_000 });
    expect(await run()).toEqual(['stopped: Fake: too many requests']);
  });

  it('an id not of the package’s shape (a megabyte) is a failure, never kept', async () => {
    const { run, records } = await engine({ answerId: '7'.repeat(1_000_000) });
    expect(await run(WEEK.slice(0, 1))).toEqual(['failed']);
    const [record] = await records();
    expect(record).toMatchObject({ state: 'failed', code: 'package_error', document_id: null });
    expect(JSON.stringify(record).length).toBeLessThan(5000);
  });

  it("the package's hostile words are kept clean: no controls, no bidi override, 500 characters", async () => {
    const hostile = `Fake: \u202Egnikooc\u202C \u001b[31mred\u0000 ${'x'.repeat(5000)}`;
    const { run, records } = await engine({ refusal: hostile });
    expect(await run(WEEK.slice(0, 1))).toEqual(['failed']);
    const message = (await records())[0]?.message ?? '';
    expect(message.startsWith('Fake: gnikooc [31mred x')).toBe(true);
    expect(refusedCharacter(message)).toBeNull();
    expect(Array.from(message)).toHaveLength(500);
  });
});
