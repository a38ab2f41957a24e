/**
 * Moneybird's client against its published document: the requests it builds (caught at
 * `fetch`) fit the schema written from `openapi.json` (moneybird-schema.ts), the VAT line of an
 * entry goes without a tax rate; its answers read as the document gives them: a token without
 * `documents` is a `permission` failure naming it, a 402 the subscription's, an id not of the
 * `identifier` shape `unexpected`, a categories' code may be null and
 * `allowed_document_types` says whether a memorial entry may book on it, and a document read
 * back is its lines (null when the package lacks it).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseAmount } from '../../../shared/money.js';
import { MoneybirdClient } from '../../../electron/service/data/bookkeeping/moneybird.js';
import { PackageFailure } from '../../../electron/service/data/bookkeeping/package-client.js';
import { RequestWindow } from '../../../electron/service/data/bookkeeping/request-window.js';
import {
  packageEntryOf,
  packageMapOf,
} from '../../../electron/service/domain/bookkeeping/package-map.js';
import { localDate } from '../../../shared/api/common.js';
import type { JournalEntry } from '../../../shared/api/journal.js';
import {
  DOCUMENT_PATH,
  DOCUMENTS_PATH,
  generalJournalDocumentCreate,
  generalJournalDocumentsQuery,
} from './moneybird-schema.js';

const ADMINISTRATION = '123456789012';
let sent: { method: string; url: URL; body: unknown }[] = [];
let answers: [number, unknown][] = [];

beforeEach(() => {
  sent = [];
  answers = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method: init.method ?? 'GET', url: new URL(url), body });
    const [status, json] = answers.shift() ?? [200, []];
    return Promise.resolve(
      new Response(JSON.stringify(json), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
});
afterEach(() => vi.unstubAllGlobals());

const client = () =>
  new MoneybirdClient({
    baseUrl: 'https://moneybird.test/api/v2/',
    token: 'token',
    administrationId: ADMINISTRATION,
    window: new RequestWindow(1000, 1000),
    maxWaitMs: 0,
  });

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof PackageFailure ? error : null),
  );

const entry: JournalEntry = {
  number: 'BOD-20261001',
  date: localDate.parse('2026-10-01'),
  description: 'Dag',
  lines: [
    ['1000', 'payment', 12.1, 0, null],
    ['8010', 'sales', 0, 10, 'NL21'],
    ['1520', 'vat', 0, 2.1, 'NL21'],
  ].map(([account, kind, debit, credit, vat]) => ({
    account: account as string,
    kind: kind as 'payment' | 'sales' | 'vat',
    key: null,
    description: `regel ${String(account)}`,
    debit: debit as number,
    credit: credit as number,
    vat_code: vat as string | null,
    vat_amount: null,
  })),
  debit: 12.1,
  credit: 12.1,
  corrects: null,
  exported_at: null,
};

describe("the client's requests against Moneybird's document", () => {
  it('posts a general journal document of the documented fields; only the revenue line carries a rate', async () => {
    const ledgers = ['1000', '8010', '1520'].map((code, index) => ({
      id: `49608100000000${index}`,
      code,
      name: code,
      takesJournalEntries: true,
    }));
    const rates = [{ id: '496081000000009', name: '21%', percentage: 21, country: null }];
    const map = packageMapOf(
      ledgers,
      rates,
      ['1000', '8010', '1520'],
      [{ code: 'NL21', rate: 21, country_iso2: 'NL' }],
    );
    answers = [[201, { id: '496081488503112717' }]];
    expect(await client().post(packageEntryOf(entry, map))).toBe('496081488503112717');
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toMatch(DOCUMENTS_PATH);
    const body = generalJournalDocumentCreate.parse(request?.body);
    const lines = body.general_journal_document.general_journal_document_entries_attributes ?? [];
    expect(lines.map((line) => [line.ledger_account_id, line.tax_rate_id])).toEqual([
      ['496081000000000', undefined],
      ['496081000000001', '496081000000009'],
      ['496081000000002', undefined],
    ]);
  });

  it('looks a reference up and reads a document back by the documented query and path', async () => {
    answers = [
      [200, []],
      [404, { error: 'record not found', symbolic: { id: 'not_found' } }],
    ];
    expect(await client().find('BOD-20261001', '2026-10-01', '2026-10-31')).toBeNull();
    expect(await client().booked('496081488030205837')).toBeNull();
    const [lookup, read] = sent;
    expect(lookup?.url.pathname).toMatch(DOCUMENTS_PATH);
    const query = Object.fromEntries(lookup?.url.searchParams ?? []);
    expect(generalJournalDocumentsQuery.parse(query).filter).toBe(
      'period:20261001..20261031,reference:BOD-20261001',
    );
    expect(read?.url.pathname).toMatch(DOCUMENT_PATH);
  });
});

describe("Moneybird's answers", () => {
  it('a token without `documents` is refused as a permission, naming it', async () => {
    answers = [[401, { error: 'No access to documents' }]];
    const failure = await failureOf(client().find('BOD-ACCESS-CHECK', '2026-10-01', '2026-10-01'));
    expect(failure?.kind).toBe('permission');
    expect(failure?.message).toMatch(/lacks the permission documents/);
    answers = [[401, { error: 'the token is not valid' }]];
    expect((await failureOf(client().ledgers()))?.kind).toBe('unauthorized');
  });

  it('a 402 is the subscription, not a refusal of the entry', async () => {
    answers = [[402, { error: 'Payment required' }]];
    const failure = await failureOf(client().post(packageEntryOf(entry, mapOfAll())));
    expect(failure?.kind).toBe('payment_required');
    expect(failure?.message).toMatch(/subscription/);
  });

  it('an id not of the `identifier` shape is unexpected: nothing of it is kept', async () => {
    for (const id of ['12ab', '', '1'.repeat(31), { nested: 1 }]) {
      answers = [[201, { id }]];
      expect((await failureOf(client().post(packageEntryOf(entry, mapOfAll()))))?.kind).toBe(
        'unexpected',
      );
    }
  });

  it('categories: a code may be null; only those allowing general journal documents take entries', async () => {
    answers = [
      [
        200,
        [
          {
            id: '1',
            name: 'Omzet',
            account_id: null,
            active: true,
            allowed_document_types: ['general_journal_document'],
            taxonomy_item: { code: 'WOmzNopOlh' },
          },
          {
            id: '2',
            name: 'Debiteuren',
            account_id: '13000.01',
            active: true,
            allowed_document_types: ['sales_invoice', 'payment'],
          },
          { id: '3', name: 'Oud', account_id: '9999', active: false },
        ],
      ],
    ];
    expect(await client().ledgers()).toEqual([
      { id: '1', code: null, name: 'Omzet', takesJournalEntries: true, rgsCode: 'WOmzNopOlh' },
      { id: '2', code: '13000.01', name: 'Debiteuren', takesJournalEntries: false, rgsCode: null },
    ]);
  });

  it('a document read back is its lines, debit and credit exact; its ledger balances are that document', async () => {
    answers = [
      [
        200,
        {
          id: '496081488030205837',
          date: '2026-10-01',
          general_journal_document_entries: [
            { ledger_account_id: '496081488005040012', debit: '12.1', credit: '0.0' },
            { ledger_account_id: '496081488005040013', debit: '0.0', credit: '12.10' },
          ],
        },
      ],
    ];
    expect(await client().booked('496081488030205837')).toEqual({
      id: '496081488030205837',
      date: '2026-10-01',
      lines: [
        { ledgerId: '496081488005040012', debit: parseAmount('12.1'), credit: parseAmount(0) },
        { ledgerId: '496081488005040013', debit: parseAmount(0), credit: parseAmount('12.1') },
      ],
    });
    expect(await client().ledgerBalances()).toBeNull();
    answers = [
      [
        200,
        {
          id: '1',
          date: '2026-10-01',
          general_journal_document_entries: [{ ledger_account_id: 'x', debit: '1', credit: '0' }],
        },
      ],
    ];
    expect((await failureOf(client().booked('1')))?.kind).toBe('unexpected');
  });
});

function mapOfAll() {
  const ledgers = ['1000', '8010', '1520'].map((code) => ({
    id: `9${code}`,
    code,
    name: code,
    takesJournalEntries: true,
  }));
  return packageMapOf(ledgers, [], ['1000', '8010', '1520'], []);
}
