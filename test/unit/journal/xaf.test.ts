/**
 * The journal as XAF 4.0 and 3.2: every generated file validates against its version's
 * official schema with xmllint, a broken one does not, the totals are the lines' exact sums,
 * the references inside the file resolve (the schemas check none, see
 * test/fixtures/xaf/README.md), Dutch names come out exactly, 4.0 carries the RGS codes and the
 * VAT code of each revenue line, and what the file cannot hold is refused with a clear error.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journal, JournalEntry, JournalLine } from '../../../shared/api/journal.js';
import type { LedgerMapping } from '../../../shared/api/ledger-mapping.js';
import {
  abs,
  formatAmount,
  fromCents,
  isNegative,
  negate,
  parseAmount,
  subtract,
  sum,
  toJsonNumber,
  ZERO,
  type Amount,
} from '../../../shared/money.js';
import { ApiError } from '../../../electron/service/core/errors.js';
import { xafOf, type XafHeader } from '../../../electron/service/domain/journal/xaf.js';
import {
  checkXafSchema,
  xafCount,
  xafText,
  xafValues,
  xmllintMissing,
  xpath,
  type XafSchemaVersion,
} from '../../fixtures/xaf/xmllint.js';
import { localDate } from '../../../shared/api/common.js';

// ---- a hand-made journal and mapping ----------------------------------------------------

const mapping = (company = { name: 'Café ’t Hoekje & Zn.', vat_number: 'NL123456789B01' }) =>
  ({
    account: 'demo',
    updated_at: '2026-04-01T08:00:00.000Z',
    turnover_groups_offered: true,
    company,
    revenue: [
      {
        product_group_id: 1,
        name: 'Dranken',
        product_group_code: '8000',
        account: '8000',
        source: 'default',
      },
      {
        product_group_id: 2,
        name: 'Eten',
        product_group_code: '8010',
        account: '8000',
        source: 'set',
      },
      {
        product_group_id: 3,
        name: 'Bières & Cidre <speciaal>',
        product_group_code: null,
        account: '8020',
        source: 'set',
      },
    ],
    vat: [
      { tax_rate_id: 3, name: 'Hoog', country_iso2: 'NL', rate: 21, account: '1521' },
      { tax_rate_id: 2, name: 'Laag', country_iso2: 'NL', rate: 9, account: '1509' },
    ],
    clearing: [
      { type_alias: 'Pin', name: 'Pin', account: '1100' },
      { type_alias: 'Cash', name: 'Contant', account: '1000' },
    ],
    accounts: {
      debtors: '1300',
      cash_differences: '4990',
      gift_cards: '1600',
      tips: '1610',
      prepayments: '1620',
      cross_posting: null,
      stock: '3000',
      cost_of_sales: '7000',
    },
    oss: [
      { country_iso2: 'BE', account: '1530' },
      { country_iso2: 'DE', account: null },
    ],
    // Every account but the tips one has a code: 4.0 leaves RGScode out where there is none.
    rgs: [
      ['1000', 'BLimKasKas'],
      ['1100', 'BLimKruSto'],
      ['1300', 'BVorDebHad'],
      ['1509', 'BSchBepBtwOlv'],
      ['1521', 'BSchBepBtwOla'],
      ['1530', 'BSchBepBtw'],
      ['1600', 'BSchOvsGif'],
      ['1610', null],
      ['3000', 'BVrdHanVoo'],
      ['4990', 'WBedAlkKsv'],
      ['7000', 'WKprInhInh'],
      ['8000', 'WOmzNopOlh'],
      ['8020', 'WOmzNopOlh'],
    ].map(([account, code]) => ({
      account: account ?? '',
      code: code ?? null,
      suggested: null,
      uses: [],
    })),
    rgs_missing: ['1610'],
    missing: [],
    months_still_reading: [],
  }) satisfies LedgerMapping;

const VAT_CODES: Journal['vat_codes'] = [
  {
    code: 'NL21',
    rate: 21,
    country_iso2: 'NL',
    rubriek: '1a',
    account: '1521',
    description: 'Btw hoog (21 %)',
  },
  {
    code: 'NL9',
    rate: 9,
    country_iso2: 'NL',
    rubriek: '1b',
    account: '1509',
    description: 'Btw laag (9 %)',
  },
  {
    code: 'NL0',
    rate: 0,
    country_iso2: 'NL',
    rubriek: '1e',
    account: null,
    description: 'Btw 0 %',
  },
  {
    code: 'BE6',
    rate: 6,
    country_iso2: 'BE',
    rubriek: 'oss',
    account: '1530',
    description: 'Btw BE 6 % (OSS-aangifte)',
  },
];

const euros = (amount: Amount): number => toJsonNumber(amount);
type Kind = JournalLine['kind'];
const debit = (
  account: string,
  kind: Kind,
  key: string | null,
  amount: Amount,
  vat: string | null = null,
  vatAmount: Amount | null = null,
): JournalLine => ({
  account,
  kind,
  key,
  description: `${kind} ${key ?? ''}`.trim(),
  debit: euros(amount),
  credit: 0,
  vat_code: vat,
  vat_amount: vatAmount === null ? null : euros(vatAmount),
});
const credit = (
  account: string,
  kind: Kind,
  key: string | null,
  amount: Amount,
  vat: string | null = null,
  vatAmount: Amount | null = null,
): JournalLine => ({
  ...debit(account, kind, key, amount, vat, vatAmount),
  debit: 0,
  credit: euros(amount),
});

const lineSum = (lines: readonly JournalLine[], side: 'debit' | 'credit'): Amount =>
  sum(lines.map((line) => parseAmount(line[side])));

function entryOf(
  date: string,
  lines: JournalLine[],
  description = `Dagomzet ${date}`,
): JournalEntry {
  return {
    number: `BOD-${date.replaceAll('-', '')}`,
    date: localDate.parse(date),
    description,
    lines,
    debit: euros(lineSum(lines, 'debit')),
    credit: euros(lineSum(lines, 'credit')),
    corrects: null,
    exported_at: null,
  };
}

/** A day with every kind of line, balanced: Pin takes what the other lines leave. */
function tradingDay(date: string, n: number): JournalEntry {
  const c = (cents: number) => fromCents(cents + n * 317);
  // The revenue lines' VAT adds up to the VAT lines' per code (less the refunds').
  const credits = [
    credit('8000', 'sales', '1', c(10_000), 'NL21', fromCents(1_900)),
    credit('8000', 'sales', '2', c(8_035), 'NL9', c(723)),
    credit('8020', 'sales', '3', c(1_999), 'NL21', fromCents(410 + n * 317)),
    credit('8020', 'sales', '3', c(5_000), 'BE6', fromCents(300)),
    credit('1521', 'vat', '3', c(2_310), 'NL21'),
    credit('1509', 'vat', '2', c(723), 'NL9'),
    credit('1530', 'vat', '31', fromCents(300), 'BE6'),
    credit('1600', 'gift_cards', null, c(2_500)),
    credit('1610', 'tips', null, c(150)),
    credit('1300', 'invoice_payments', null, c(4_840)),
    credit('1000', 'cash_difference', 'Cash', fromCents(45)),
    credit('1300', 'refund', null, c(1_210)),
    credit('1100', 'settlement', 'Pin', c(1_210)),
  ];
  const otherDebits = [
    debit('1000', 'payment', 'Cash', c(6_000)),
    debit('1300', 'not_paid_now', null, c(2_420)),
    debit('8000', 'returns', '1', c(1_000), 'NL21', c(210)),
    debit('1521', 'vat', '3', c(210), 'NL21'),
    debit('1300', 'settlement', null, c(1_210)),
    debit('4990', 'cash_difference', null, fromCents(45)),
  ];
  const pin = subtract(lineSum(credits, 'credit'), lineSum(otherDebits, 'debit'));
  // A month end carries the stock change at cost: grown in January, shrunk in March.
  const change = fromCents(date.endsWith('01-31') ? 12_345 : -678);
  const stock = date.endsWith('-31')
    ? [
        (isNegative(change) ? credit : debit)('3000', 'stock_change', null, abs(change)),
        (isNegative(change) ? debit : credit)('7000', 'cost_of_sales', null, abs(change)),
      ]
    : [];
  return entryOf(date, [
    debit('1100', 'payment', 'Pin', pin),
    ...otherDebits,
    ...credits,
    ...stock,
  ]);
}

function journalOf(
  from: string,
  to: string,
  entries: JournalEntry[],
  leftOut: Journal['left_out'] = [],
): Journal {
  const lines = entries.flatMap((entry) => entry.lines);
  return {
    from: localDate.parse(from),
    to: localDate.parse(to),
    location_id: null,
    currency: 'EUR',
    entries,
    left_out: leftOut,
    vat_codes: VAT_CODES,
    corrections_waiting: [],
    stock_changes_missing: [],
    debit: euros(lineSum(lines, 'debit')),
    credit: euros(lineSum(lines, 'credit')),
  };
}

const QUARTER_DAYS = [
  '2026-01-02',
  '2026-01-15',
  '2026-01-31',
  '2026-02-01',
  '2026-02-14',
  '2026-02-28',
  '2026-03-01',
  '2026-03-13',
  '2026-03-29',
  '2026-03-31',
];
const quarter = journalOf('2026-01-01', '2026-03-31', QUARTER_DAYS.map(tradingDay));

/** 31 March 2026 22:30 UTC is 1 April 00:30 in Amsterdam (summer time). */
const header: XafHeader = {
  softwareVersion: '0.1.0',
  createdAt: Date.parse('2026-03-31T22:30:00Z'),
};

// ---- without xmllint: what the writer refuses -------------------------------------------

function refusal(make: () => unknown): ApiError {
  try {
    make();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('XAF refusals', () => {
  it('refuses a period that crosses into another fiscal (calendar) year', () => {
    const error = refusal(() =>
      xafOf(journalOf('2025-12-29', '2026-01-04', []), mapping(), header),
    );
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/one fiscal year.*2025-12-29 to 2026-01-04/);
  });

  it('refuses without the company name or VAT number, which the header must name', () => {
    for (const company of [
      { name: 'Café ’t Hoekje', vat_number: '' },
      { name: ' ', vat_number: 'NL123456789B01' },
    ]) {
      const error = refusal(() => xafOf(quarter, mapping(company), header));
      expect(error.status).toBe(409);
      expect(error.message).toMatch(/company and its VAT number/);
    }
  });

  it('refuses an account code longer than an XAF account ID, naming it and its use', () => {
    const long = 'A'.repeat(36);
    const day = entryOf('2026-01-05', [
      debit(long, 'payment', 'Pin', fromCents(100)),
      credit('8000', 'sales', '1', fromCents(100)),
    ]);
    const error = refusal(() =>
      xafOf(journalOf('2026-01-01', '2026-01-31', [day]), mapping(), header),
    );
    expect(error.status).toBe(409);
    expect(error.message).toContain(`"${long}" (Kruisposten Pin)`);
  });

  it('refuses a stored RGS code of the other kind than its account, which 3.2 does not write', () => {
    const stored = mapping();
    const wrong = {
      ...stored,
      rgs: stored.rgs.map((row) => (row.account === '1100' ? { ...row, code: 'WOmzNopOlh' } : row)),
    };
    const error = refusal(() => xafOf(quarter, wrong, header));
    expect(error.status).toBe(409);
    expect(error.message).toContain(
      'account 1100 is a balance sheet account, so its RGS code begins with B, not as WOmzNopOlh',
    );
    expect(() => xafOf(quarter, wrong, header, '3.2')).not.toThrow();
  });
});

// ---- with xmllint: every generated file against the schema ------------------------------

const VERSIONS: XafSchemaVersion[] = ['4.0', '3.2'];

describe.skipIf(xmllintMissing('The XAF schema tests')).each(VERSIONS)('XAF %s', (version) => {
  const xafOfVersion = (journal: Journal, map: LedgerMapping): string =>
    xafOf(journal, map, header, version);
  let folder = '';
  const written = (name: string, xml: string): string => {
    const file = join(folder, name);
    writeFileSync(file, xml, 'utf8');
    return file;
  };
  const valid = (file: string): void => {
    const check = checkXafSchema(file, version);
    expect(check.output).toMatch(/validates$/);
    expect(check.valid).toBe(true);
  };

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'xaf-test-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  describe('a quarter of trading days', () => {
    let file = '';
    beforeAll(() => {
      file = written('quarter.xaf', xafOfVersion(quarter, mapping()));
    });

    it('validates', () => valid(file));

    it('has the header of the period, the fiscal year and the Amsterdam creation day', () => {
      expect(xafText(file, '/auditfile/header/fiscalYear')).toBe('2026');
      expect(xafText(file, '/auditfile/header/startDate')).toBe('2026-01-01');
      expect(xafText(file, '/auditfile/header/endDate')).toBe('2026-03-31');
      expect(xafText(file, '/auditfile/header/curCode')).toBe('EUR');
      expect(xafText(file, '/auditfile/header/dateCreated')).toBe('2026-04-01');
      expect(xafText(file, '/auditfile/header/softwareDesc')).toBe('Back-Office Desk');
      expect(xafText(file, '/auditfile/header/softwareVersion')).toBe('0.1.0');
    });

    it('totals are the exact sums of its lines, and the journal’s', () => {
      const amounts = xafValues(file, '//trLine/amnt').map(parseAmount);
      const sides = xafValues(file, '//trLine/amntTp');
      const journalLines = quarter.entries.flatMap((entry) => entry.lines);
      expect(amounts).toHaveLength(journalLines.length);
      expect(xafText(file, '//transactions/linesCount')).toBe(String(journalLines.length));
      const total = (side: string) =>
        formatAmount(sum(amounts.filter((_, i) => sides[i] === side)));
      expect(xafText(file, '//transactions/totalDebit')).toBe(total('D'));
      expect(xafText(file, '//transactions/totalCredit')).toBe(total('C'));
      expect(total('D')).toBe(formatAmount(parseAmount(quarter.debit)));
      expect(total('C')).toBe(formatAmount(parseAmount(quarter.credit)));
    });

    it('each transaction balances (and in 3.2 its amount is its debit total)', () => {
      const numbers = xafValues(file, '//transaction/nr');
      expect(numbers).toEqual(quarter.entries.map((entry) => entry.number));
      // The lines of all transactions in one read each; a transaction's lines are the lines
      // until the next one's (`count` of lines per transaction places them).
      const amounts = xafValues(file, '//trLine/amnt').map(parseAmount);
      const sides = xafValues(file, '//trLine/amntTp');
      let first = 0;
      numbers.forEach((_, index) => {
        const count = xafCount(file, `(//transaction)[${index + 1}]/trLine`);
        const own = (side: string) =>
          formatAmount(
            sum(amounts.slice(first, first + count).filter((_, i) => sides[first + i] === side)),
          );
        expect(own('D')).toBe(own('C'));
        expect(own('D')).toBe(formatAmount(parseAmount(quarter.entries[index]?.debit ?? 0)));
        first += count;
      });
      expect(first).toBe(amounts.length);
      // 4.0 has no transaction amount; 3.2 states each one's debit total.
      expect(xafValues(file, '//transaction/amnt')).toEqual(
        version === '3.2'
          ? quarter.entries.map((entry) => formatAmount(parseAmount(entry.debit)))
          : [],
      );
    });

    it('resolves every reference the schema’s keyrefs mean but cannot check', () => {
      const accounts = xafValues(file, '//generalLedger/ledgerAccount/accID');
      expect(new Set(accounts).size).toBe(accounts.length);
      for (const account of xafValues(file, '//trLine/accID')) expect(accounts).toContain(account);
      for (const account of xafValues(file, '//vatCode/vatToPayAccID'))
        expect(accounts).toContain(account);
      const periods = xafValues(file, '//periods/period/periodNumber');
      expect(periods).toEqual(['1', '2', '3']);
      const months = xafValues(file, '//transaction/trDt').map((date) =>
        String(Number(date.slice(5, 7))),
      );
      expect(xafValues(file, '//transaction/periodNumber')).toEqual(months);
      for (const period of xafValues(file, '//transaction/periodNumber'))
        expect(periods).toContain(period);
      const codes = xafValues(file, '//vatCodes/vatCode/vatID');
      expect(codes).toEqual(['NL21', 'NL9', 'NL0', 'BE6']);
      for (const code of xafValues(file, '//trLine/vat/vatID')) expect(codes).toContain(code);
    });

    it('describes each account once by its use, shared codes and all', () => {
      const ids = xafValues(file, '//ledgerAccount/accID');
      const descriptions = ids.map((_, i) => xafText(file, `(//ledgerAccount)[${i + 1}]/accDesc`));
      const types = xafValues(file, '//ledgerAccount/accTp');
      expect(ids.map((id, i) => `${id} ${types[i]} ${descriptions[i]}`)).toEqual([
        '1000 B Kas',
        '1100 B Kruisposten Pin',
        '1300 B Debiteuren',
        '1509 B Af te dragen btw laag tarief 9 %',
        '1521 B Af te dragen btw hoog tarief 21 %',
        '1530 B Af te dragen btw OSS België (BE)',
        '1600 B Uitstaande cadeaukaarten',
        '1610 B Te betalen fooien',
        // The stock on the balance sheet, the cost of sales a result.
        '3000 B Voorraad',
        '4990 P Kasverschillen',
        '7000 P Kostprijs verkopen',
        '8000 P Omzet Dranken, Eten',
        '8020 P Omzet Bières & Cidre <speciaal>',
      ]);
    });

    it('writes Dutch names exactly, escaped and read back by xmllint', () => {
      expect(xafText(file, '/auditfile/company/companyName')).toBe('Café ’t Hoekje & Zn.');
      expect(xafText(file, '/auditfile/company/taxRegIdent')).toBe('NL123456789B01');
      expect(xafText(file, '/auditfile/company/taxRegistrationCountry')).toBe('NL');
    });

    it('a broken copy fails the same check, so the check can fail', () => {
      const xml = xafOfVersion(quarter, mapping());
      const broken = {
        'an unknown amount type': xml.replace('<amntTp>C</amntTp>', '<amntTp>X</amntTp>'),
        'a missing required element': xml.replace(/\s*<taxRegIdent>[^<]*<\/taxRegIdent>/, ''),
        'an amount with three decimals': xml.replace(
          /<amnt>(\d+)\.(\d\d)<\/amnt>/,
          '<amnt>$1.$25</amnt>',
        ),
        'elements out of order': xml.replace(
          /(<startDate>[^<]*<\/startDate>)(\s*)(<endDate>[^<]*<\/endDate>)/,
          '$3$2$1',
        ),
      };
      for (const [what, text] of Object.entries(broken)) {
        expect(text, what).not.toBe(xml);
        const check = checkXafSchema(
          written(`broken-${what.replaceAll(' ', '-')}.xaf`, text),
          version,
        );
        expect(check.valid, what).toBe(false);
        expect(check.output, what).toMatch(/fails to validate/);
      }
    });
  });

  const descriptionMax = version === '4.0' ? 255 : 999;
  it('an account many groups share keeps its description within the schema’s length', () => {
    const groups = Array.from({ length: 120 }, (_, i) => ({
      product_group_id: 100 + i,
      name: `Omzetgroep nummer ${100 + i} met een lange naam`,
      product_group_code: '8000',
      account: '8000',
      source: 'default' as const,
    }));
    const lines = groups.map((group) =>
      credit('8000', 'sales', String(group.product_group_id), fromCents(100)),
    );
    const day = entryOf('2026-08-03', [
      debit('1100', 'payment', 'Pin', lineSum(lines, 'credit')),
      ...lines,
    ]);
    const wide = { ...mapping(), revenue: groups };
    const file = written(
      'wide.xaf',
      xafOfVersion(journalOf('2026-08-01', '2026-08-31', [day]), wide),
    );
    valid(file);
    const description = xafText(file, "//ledgerAccount[*[local-name()='accID']='8000']/accDesc");
    expect(Array.from(description)).toHaveLength(descriptionMax);
    expect(description).toMatch(/^Omzet Omzetgroep nummer 100 met een lange naam, .*…$/);
  });

  it('a period without entries validates, with its empty journal and totals of 0', () => {
    const file = written(
      'empty.xaf',
      xafOfVersion(journalOf('2026-02-01', '2026-02-28', []), mapping()),
    );
    valid(file);
    expect(xafText(file, '//transactions/linesCount')).toBe('0');
    expect(xafText(file, '//transactions/totalDebit')).toBe('0.00');
    expect(xafText(file, '//transactions/totalCredit')).toBe('0.00');
    expect(xafCount(file, '//transactions/journal')).toBe(1);
    expect(xafCount(file, '//transaction')).toBe(0);
    // Only the VAT codes' accounts are referred to.
    expect(xafValues(file, '//ledgerAccount/accID')).toEqual(['1509', '1521', '1530']);
    expect(xafValues(file, '//periods/period/periodDesc')).toEqual(
      version === '3.2' ? ['februari 2026'] : [],
    );
  });

  it('an entry without lines (a day with nothing to post) validates', () => {
    const journal = journalOf('2026-05-01', '2026-05-31', [entryOf('2026-05-04', [])]);
    const file = written('empty-day.xaf', xafOfVersion(journal, mapping()));
    valid(file);
    expect(xafCount(file, '//transaction')).toBe(1);
    expect(xafCount(file, '//trLine')).toBe(0);
  });

  it('names the left-out days in a comment and posts only the balanced ones', () => {
    const journal = journalOf(
      '2026-06-01',
      '2026-06-30',
      [tradingDay('2026-06-01', 1), tradingDay('2026-06-03', 2)],
      [
        {
          date: localDate.parse('2026-06-02'),
          code: 'payment_method_without_type',
          reason: 'payment method "Bon -- oud" (id 9) has no payment type',
        },
      ],
    );
    const xml = xafOfVersion(journal, mapping());
    valid(written('left-out.xaf', xml));
    expect(xml).toContain(
      '<!-- Left out, cannot balance: 2026-06-02: payment method "Bon - - oud" (id 9) has no payment type -->',
    );
    expect(xml).not.toContain('<trDt>2026-06-02</trDt>');
  });

  it('Dutch characters, markup and control characters in every text come out right', () => {
    const names = 'Café ’t Hoekje & Zn. <"proef"> crème brûlée 🍺';
    const day = entryOf(
      '2026-07-10',
      [
        { ...debit('1100', 'payment', 'Pin', fromCents(1_210)), description: `Pin ${names}` },
        {
          ...credit('8020', 'sales', '3', fromCents(1_000), 'NL21'),
          description: `Omzet\u0001 ${names}`,
        },
        credit('1521', 'vat', '3', fromCents(210), 'NL21'),
      ],
      `Dag\u000b ${names}`,
    );
    const company = { name: names, vat_number: 'NL123456789B01' };
    const file = written(
      'dutch.xaf',
      xafOfVersion(journalOf('2026-07-01', '2026-07-31', [day]), mapping(company)),
    );
    valid(file);
    expect(xafText(file, '/auditfile/company/companyName')).toBe(names);
    expect(xafText(file, '//transaction/desc')).toBe(`Dag ${names}`);
    expect(xafText(file, '(//trLine)[1]/desc')).toBe(`Pin ${names}`);
    expect(xafText(file, '(//trLine)[2]/desc')).toBe(`Omzet ${names}`);
  });
});

describe.skipIf(xmllintMissing('The XAF 4.0 tests'))('what XAF 4.0 adds', () => {
  let folder = '';
  let file = '';
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'xaf4-test-'));
    file = join(folder, 'quarter.xaf');
    writeFileSync(file, xafOf(quarter, mapping(), header), 'utf8');
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is 4.0 by default, in the 4.0 namespace', () => {
    expect(xpath(file, 'namespace-uri(/*)')).toBe(
      'http://www.odb.belastingdienst.nl/Belastingdienst/BCPP/1.1/structures/XmlauditfileXAF_4.0',
    );
    expect(checkXafSchema(file, '4.0').valid).toBe(true);
    expect(checkXafSchema(file, '3.2').valid).toBe(false);
  });

  it('gives each ledger account the mapping’s RGS code, and none where it has none', () => {
    const ids = xafValues(file, '//ledgerAccount/accID');
    const codes = ids.map((_, i) => xafText(file, `(//ledgerAccount)[${i + 1}]/RGScode`));
    const expected = new Map(mapping().rgs.map((row) => [row.account, row.code ?? '']));
    expect(ids.map((id, i) => [id, codes[i]])).toEqual(ids.map((id) => [id, expected.get(id)]));
    expect(xafCount(file, "//ledgerAccount[*[local-name()='accID']='1610']/RGScode")).toBe(0);
  });

  it('puts the VAT code on each revenue line, so the base and VAT per code can be read', () => {
    const lines = quarter.entries.flatMap((entry) => entry.lines);
    const revenue = lines.filter((line) => line.kind === 'sales' || line.kind === 'returns');
    expect(xafCount(file, '//trLine/vat')).toBe(revenue.length);
    /** Credits less debits of the values, each with its own side. */
    const net = (amounts: readonly string[], sides: readonly string[]): Amount =>
      sum(amounts.map((a, i) => (sides[i] === 'C' ? parseAmount(a) : negate(parseAmount(a)))));
    for (const code of ['NL21', 'NL9', 'BE6']) {
      const at = `//trLine[vat/vatID='${code}']`;
      const base = net(xafValues(file, `${at}/amnt`), xafValues(file, `${at}/amntTp`));
      const vat = net(xafValues(file, `${at}/vat/vatAmnt`), xafValues(file, `${at}/vat/vatAmntTp`));
      const ofCode = revenue.filter((line) => line.vat_code === code);
      const sides = ofCode.map((line) => (line.credit > 0 ? 'C' : 'D'));
      const amounts = ofCode.map((line) => String(line.credit + line.debit));
      const vats = ofCode.map((line) => String(line.vat_amount ?? 0));
      expect(formatAmount(base), code).toBe(formatAmount(net(amounts, sides)));
      expect(formatAmount(vat), code).toBe(formatAmount(net(vats, sides)));
      expect(vat, code).not.toBe(ZERO);
    }
    // The VAT lines carry none in 4.0: their VAT is already the revenue lines'.
    expect(xafCount(file, "//trLine[*[local-name()='accID']='1521']/vat")).toBe(0);
  });
});
