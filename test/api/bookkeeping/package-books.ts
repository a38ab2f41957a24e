/**
 * What a stand-in package holds, read through its own API over HTTP, as a bookkeeper's tool
 * would read the real one: Moneybird's general journal documents (with the ledger accounts'
 * codes), e-Boekhouden's mutations of type 7 (listed, then each read with its rows and the
 * VAT the package calculated of its own) and its ledgers' balances over a period. The tests
 * compare these with the journal the service answers, to the cent.
 */
import { expect } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import { parseAmount, type Amount } from '../../../shared/money.js';

export type Pkg = 'moneybird' | 'e-boekhouden';

export interface BookedLine {
  account: string;
  /** Cents, debit positive. */
  cents: number;
  vat: string | null;
}

export interface BookedEntry {
  id: string;
  reference: string;
  date: string;
  lines: BookedLine[];
  /** e-Boekhouden's: the VAT it calculated of its own per code (its `vat`), in cents. */
  packageVat: { vatCode: string; cents: number }[];
}

const centsOf = (text: string | number): number => Math.round(Number(text) * 100);

async function getJson(url: string, headers: Record<string, string>): Promise<unknown> {
  const answer = await fetch(url, { headers });
  expect(answer.status, url).toBe(200);
  return answer.json();
}

/**
 * `codes`: our account code of each Moneybird category the service posts to (its links),
 * where the category has none of ours; else its `account_id`.
 */
async function moneybirdBooks(
  platform: DemoPlatform,
  token: string,
  codes: ReadonlyMap<string, string>,
): Promise<BookedEntry[]> {
  const headers = { authorization: `Bearer ${token}` };
  const base = platform.moneybirdUrl;
  const [administration] = (await getJson(`${base}administrations.json`, headers)) as {
    id: string;
  }[];
  const root = `${base}${administration?.id ?? ''}/`;
  const ledgers = (await getJson(`${root}ledger_accounts.json`, headers)) as {
    id: string;
    account_id: string | null;
  }[];
  const codeOf = new Map(
    ledgers.map((ledger) => [ledger.id, codes.get(ledger.id) ?? ledger.account_id]),
  );
  const entries: BookedEntry[] = [];
  for (let page = 1; ; page += 1) {
    const filter = encodeURIComponent('period:20260101..20261231');
    const rows = (await getJson(
      `${root}documents/general_journal_documents.json?filter=${filter}&per_page=100&page=${page}`,
      headers,
    )) as {
      id: string;
      reference: string;
      date: string;
      general_journal_document_entries: {
        ledger_account_id: string;
        debit: string;
        credit: string;
      }[];
    }[];
    for (const row of rows) {
      entries.push({
        id: row.id,
        reference: row.reference,
        date: row.date,
        lines: row.general_journal_document_entries.map((line) => ({
          account: codeOf.get(line.ledger_account_id) ?? `?${line.ledger_account_id}`,
          cents: centsOf(line.debit) - centsOf(line.credit),
          // Moneybird's answer carries no tax rate (`general_journal_document_entry_response`).
          vat: 'tax_rate_id' in line ? String(line.tax_rate_id) : null,
        })),
        packageVat: [],
      });
    }
    if (rows.length < 100) return entries;
  }
}

/** A session with the token's e-Boekhouden administration: its `Authorization` header. */
async function eBoekhoudenSession(platform: DemoPlatform, token: string) {
  const session = await fetch(`${platform.eBoekhoudenUrl}v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessToken: token, source: 'Tests' }),
  });
  return { authorization: ((await session.json()) as { token: string }).token };
}

interface EBoekhoudenLedger {
  id: number;
  code: string;
  category: string;
}

async function eBoekhoudenLedgers(platform: DemoPlatform, headers: Record<string, string>) {
  const url = `${platform.eBoekhoudenUrl}v1/ledger?limit=2000`;
  return ((await getJson(url, headers)) as { items: EBoekhoudenLedger[] }).items;
}

async function eBoekhoudenBooks(platform: DemoPlatform, token: string): Promise<BookedEntry[]> {
  const base = platform.eBoekhoudenUrl;
  const headers = await eBoekhoudenSession(platform, token);
  const ledgers = await eBoekhoudenLedgers(platform, headers);
  const codeOf = new Map(ledgers.map((ledger) => [ledger.id, ledger.code]));
  const list = (await getJson(`${base}v1/mutation?limit=2000`, headers)) as {
    items: { id: number }[];
  };
  const entries: BookedEntry[] = [];
  for (const item of list.items) {
    const mutation = (await getJson(`${base}v1/mutation/${item.id}`, headers)) as {
      id: number;
      type: number;
      date: string;
      invoiceNumber: string;
      entryNumber: string;
      rows: { ledgerId: number; amount: number; vatCode: string }[];
      vat?: { vatCode: string; amount: number }[];
    };
    expect(mutation.type).toBe(7);
    entries.push({
      id: String(mutation.id),
      // The entry number: a package may keep no invoice number on a memorial entry.
      reference: mutation.entryNumber,
      date: mutation.date,
      lines: mutation.rows.map((row) => ({
        account: codeOf.get(row.ledgerId) ?? `?${row.ledgerId}`,
        // A memorial row's positive amount credits its ledger (the other side: `ledgerId`).
        cents: -centsOf(row.amount),
        vat: row.vatCode,
      })),
      packageVat: (mutation.vat ?? []).map((vat) => ({
        vatCode: vat.vatCode,
        cents: centsOf(vat.amount),
      })),
    });
  }
  return entries;
}

/** An e-Boekhouden ledger's balance over a period (debit positive), with its category. */
export interface LedgerBalance {
  code: string;
  category: string;
  balance: Amount;
}

/** Every ledger of the token's e-Boekhouden administration with its balance over from..to. */
export async function eBoekhoudenBalances(
  platform: DemoPlatform,
  token: string,
  from: string,
  to: string,
): Promise<LedgerBalance[]> {
  const headers = await eBoekhoudenSession(platform, token);
  const balances: LedgerBalance[] = [];
  for (const ledger of await eBoekhoudenLedgers(platform, headers)) {
    const url = `${platform.eBoekhoudenUrl}v1/ledger/${ledger.id}/balance?from=${from}&to=${to}`;
    const { balance } = (await getJson(url, headers)) as { balance: number };
    balances.push({ code: ledger.code, category: ledger.category, balance: parseAmount(balance) });
  }
  return balances;
}

/**
 * Every entry the token's administration holds; `codes`: our code of each Moneybird category
 * linked (by its id), for one without a code of ours.
 */
export function packageBooks(
  platform: DemoPlatform,
  pkg: Pkg,
  token: string,
  codes: ReadonlyMap<string, string> = new Map(),
): Promise<BookedEntry[]> {
  return pkg === 'moneybird'
    ? moneybirdBooks(platform, token, codes)
    : eBoekhoudenBooks(platform, token);
}
