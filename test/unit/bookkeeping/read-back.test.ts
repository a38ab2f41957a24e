/**
 * The pure parts of issue 66's guards: what differs between the entry sent and the document
 * read back (its day, and per ledger in plain words, exact to the cent), and between the books
 * before and after (the cross-posting ledger netting to zero); a package's words cleaned to the
 * free-text rule; an answer read no further than its bound; the postings store, which keeps
 * no id not of the packages' shape and no NUL.
 */
import { describe, expect, it } from 'vitest';
import { localDate } from '../../../shared/api/common.js';
import { cleanPackageText, refusedCharacter } from '../../../shared/api/stored-text.js';
import { parseAmount, ZERO } from '../../../shared/money.js';
import { boundedText } from '../../../electron/service/data/bookkeeping/package-http.js';
import {
  PackageFailure,
  packageIdOf,
  type PackageEntry,
} from '../../../electron/service/data/bookkeeping/package-client.js';
import { checkedDocumentId } from '../../../electron/service/domain/bookkeeping/package-retry.js';
import {
  keptChange,
  PostingStore,
} from '../../../electron/service/data/bookkeeping-postings/store.js';
import {
  balanceDifferences,
  documentDifferences,
} from '../../../electron/service/domain/bookkeeping/read-back.js';

const money = (text: string) => parseAmount(text);
const SENT: PackageEntry = {
  reference: 'BOD-20261001',
  crossPostingLedgerId: 'K',
  date: '2026-10-01',
  description: 'Dagomzet',
  lines: [
    { ledgerId: 'A', description: 'kas', debit: money('100.01'), credit: ZERO, vat: null },
    { ledgerId: 'B', description: 'omzet', debit: ZERO, credit: money('82.65'), vat: null },
    { ledgerId: 'C', description: 'btw', debit: ZERO, credit: money('17.36'), vat: null },
  ],
};
const name = (id: string) => ({ A: '1000', B: '8010', C: '1520' })[id] ?? `ledger ${id}`;
const booked = (lines: [string, string, string][], date = '2026-10-01') => ({
  id: '1',
  date,
  lines: lines.map(([ledgerId, debit, credit]) => ({
    ledgerId,
    debit: money(debit),
    credit: money(credit),
  })),
});

describe('the document read back against the entry sent', () => {
  it('equal, also split over more lines of a ledger: no difference', () => {
    const same = booked([
      ['A', '100.01', '0'],
      ['B', '0', '80'],
      ['B', '0', '2.65'],
      ['C', '0', '17.36'],
    ]);
    expect(documentDifferences(SENT, same, name)).toEqual([]);
  });

  it('names the day, a mirrored ledger, a line missing and a cent off, in plain words', () => {
    const otherwise = booked(
      [
        ['A', '0', '100.01'],
        ['B', '0', '82.64'],
      ],
      '2026-10-02',
    );
    expect(documentDifferences(SENT, otherwise, name)).toEqual([
      'booked on 2026-10-02, sent 2026-10-01',
      '1000: booked credit € 100.01, sent debit € 100.01',
      '1520: booked nothing, sent credit € 17.36',
      '8010: booked credit € 82.64, sent credit € 82.65',
    ]);
  });

  it('the books: each ledger moved by the entry, the cross-posting ledger by nothing', () => {
    const before = new Map([
      ['A', money('5')],
      ['K', money('1')],
    ]);
    const right = new Map([
      ['A', money('105.01')],
      ['B', money('-82.65')],
      ['C', money('-17.36')],
      ['K', money('1')],
    ]);
    expect(balanceDifferences(SENT, before, right, name)).toEqual([]);
    // e-Boekhouden's convention guessed wrong: every row mirrored, the header's ledger pairs.
    const mirrored = new Map([
      ['A', money('-95.01')],
      ['B', money('82.65')],
      ['C', money('17.36')],
      ['K', money('1')],
    ]);
    expect(balanceDifferences(SENT, before, mirrored, name)).toEqual([
      '1000: the books moved credit € 100.01, sent debit € 100.01',
      '1520: the books moved debit € 17.36, sent credit € 17.36',
      '8010: the books moved debit € 82.65, sent credit € 82.65',
    ]);
    const unpaired = new Map([...right, ['K', money('-99')]]);
    expect(balanceDifferences(SENT, before, unpaired, name)).toEqual([
      'ledger K: the books moved credit € 100.00, sent nothing',
    ]);
  });
});

describe("a package's words", () => {
  it('lose what the free-text rule refuses and are cut on a character, never within one', () => {
    const hostile = `a\u202Eb\u001b[0m\u0000c\u200Bd\r\ne\u2028f\uD800`;
    expect(cleanPackageText(hostile)).toBe('ab[0mcd e f');
    expect(refusedCharacter(cleanPackageText(hostile))).toBeNull();
    const emoji = `${'x'.repeat(498)}😀😀😀`;
    const cut = cleanPackageText(emoji);
    expect(Array.from(cut)).toHaveLength(500);
    expect(cut.endsWith('x😀…')).toBe(true);
    expect(refusedCharacter(cut)).toBeNull();
  });
});

describe("a package's answer", () => {
  const streamed = (chunks: number, size: number, headers: Record<string, string> = {}) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < chunks; i += 1) controller.enqueue(new Uint8Array(size).fill(55));
          controller.close();
        },
      }),
      { headers },
    );

  it('is read whole within its bound; beyond it, a failure, read no further', async () => {
    expect(await boundedText(streamed(4, 1000), 4000, 'Pkg')).toBe('7'.repeat(4000));
    await expect(boundedText(streamed(5, 1000), 4000, 'Pkg')).rejects.toMatchObject({
      kind: 'unexpected',
      message: 'Pkg answered more than 4000 bytes',
    });
    // Said up front: not read at all.
    const said = streamed(1, 10, { 'content-length': '50000000' });
    await expect(boundedText(said, 4000, 'Pkg')).rejects.toMatchObject({ kind: 'unexpected' });
  });
});

describe('the postings store', () => {
  it("keeps no id not of the packages' shape, and a package's words clean", async () => {
    expect(() => keptChange({ document_id: '7'.repeat(31) })).toThrow(TypeError);
    // One shape (PACKAGE_ID) for the clients, the engine and the store: what a client reads as
    // an id, the store keeps; what it refuses, the engine and the store refuse too.
    for (const id of ['doc-1', '12_34', '7'.repeat(31), '-1']) {
      expect(() => keptChange({ document_id: id })).toThrow(TypeError);
      expect(() => checkedDocumentId(id, 'Fake')).toThrow(PackageFailure);
      expect(() => packageIdOf(id, 'Fake: no id')).toThrow('Fake: no id');
    }
    for (const id of ['1', '7'.repeat(30), 496081000000001009n.toString()]) {
      expect(packageIdOf(id, 'Fake: no id')).toBe(id);
      expect(checkedDocumentId(id, 'Fake')).toBe(id);
      expect(keptChange({ document_id: id })).toEqual({ document_id: id });
    }
    expect(keptChange({ document_id: '496081000000001009', message: 'a\u0000b' })).toEqual({
      document_id: '496081000000001009',
      message: 'ab',
    });
    const store = await PostingStore.open(null, () => undefined);
    const key = { account: 'demo', target: 't', scope: 'all', number: 'BOD-20261001' };
    const entry = {
      ...{ number: key.number, date: localDate.parse('2026-10-01'), description: 'd', lines: [] },
      ...{ debit: 0, credit: 0, corrects: null, exported_at: null },
    };
    await store.claim(key, entry, 'me', 1, 1000);
    await expect(
      store.update(key, 'me', { state: 'posted', document_id: 'x'.repeat(1_000_000) }, true, 2),
    ).rejects.toThrow(TypeError);
    await store.update(key, 'me', { state: 'failed', message: 'no\u0000pe' }, true, 2);
    expect(await store.list('demo', 't', '2026-10-01', '2026-10-01')).toMatchObject([
      { state: 'failed', document_id: null, message: 'nope' },
    ]);
  });
});
