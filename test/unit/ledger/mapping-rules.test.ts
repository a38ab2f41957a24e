/**
 * The ledger mapping's pure parts: the GET answer built from a stored mapping and the
 * reference lists (defaults, names, what is missing, the OSS countries, each account's RGS
 * code and suggestion), the checks a PUT body passes beyond its schema (each key once and
 * the account's, one kind of account per code), and the RGS suggestions themselves.
 */
import { describe, expect, it } from 'vitest';
import { accountCodeSchema, type LedgerMappingInput } from '../../../shared/api/ledger-mapping.js';
import { NOTHING_USED } from '../../../electron/service/domain/ledger/used-keys.js';
import type { MappingReference } from '../../../electron/service/domain/ledger/mapping-reference.js';
import { mappingProblem } from '../../../electron/service/domain/ledger/mapping-rules.js';
import {
  RGS,
  suggestedRgsForUses,
  suggestedRgsOf,
} from '../../../electron/service/domain/ledger/rgs-suggestions.js';
import {
  defaultRevenueAccount,
  EMPTY_MAPPING,
  mappingView,
} from '../../../electron/service/domain/ledger/mapping-view.js';
import type { ResolvedPaymentMethod } from '../../../electron/service/domain/reference/payment-methods.js';

const method = (
  id: number,
  title: string,
  typeAlias: string | null,
  inUse = true,
): ResolvedPaymentMethod => ({
  id,
  title,
  alias: null,
  type_alias: typeAlias,
  is_default: false,
  in_use: inUse,
});

const REFERENCE: MappingReference = {
  account: 'shop',
  used: NOTHING_USED,
  groupsOffered: true,
  groups: [
    { id: 1, name: 'Kleding', code: '8010' },
    { id: 2, name: 'Boeken', code: '8040' },
    { id: 3, name: 'Zonder code', code: '' },
    { id: 4, name: 'Te lange code', code: '8'.repeat(36) },
  ],
  taxRates: [
    { id: 10, name: 'NL zero 0%', alias: 'zero', value: 0, country_iso2: 'NL' },
    { id: 11, name: 'NL standard 21%', alias: 'standard', value: 0.21, country_iso2: 'NL' },
    { id: 12, name: 'NL reduced 9%', alias: 'reduced', value: 0.09, country_iso2: 'NL' },
    { id: 20, name: 'BE reduced 6%', alias: 'reduced', value: 0.06, country_iso2: 'BE' },
  ],
  methods: [
    method(100, 'Contant', 'Cash'),
    method(101, 'Pin', 'Pin'),
    method(102, 'Op rekening', 'OnAccount'),
    method(103, 'Cadeaukaart', 'OnlineGiftCard'),
    method(104, 'Dummy', 'Dummy', false),
    method(105, 'Onbekend', null),
  ],
};

const mapping = (change: Partial<LedgerMappingInput> = {}): LedgerMappingInput => ({
  company: { name: 'Winkel B.V.', vat_number: '' },
  revenue: [{ product_group_id: null, account: '8999' }],
  vat: [
    { tax_rate_id: 11, account: '1520' },
    { tax_rate_id: 12, account: '1521' },
  ],
  clearing: [
    { type_alias: 'Cash', account: '1000' },
    { type_alias: 'Pin', account: '1100' },
  ],
  accounts: {
    debtors: '1300',
    cash_differences: '4990',
    gift_cards: '1610',
    tips: '1620',
    prepayments: '1630',
    cross_posting: null,
    stock: null,
    cost_of_sales: null,
  },
  oss: [],
  rgs: [],
  ...change,
});

const check = (input: LedgerMappingInput, stored: LedgerMappingInput | null = null) =>
  mappingProblem(input, REFERENCE, stored);

describe('an account code', () => {
  it('refuses every control, line or paragraph separator and invisible character', () => {
    const refused = [
      ...['\u0000', '\u0001', '\t', '\n', '\r', '\u001f', '\u007f'], // C0 and DEL
      ...['\u0080', '\u0085', '\u009f'], // C1, U+0085 "next line" among them
      ...['\u2028', '\u2029'], // line and paragraph separators
      ...['\u200b', '\u200e', '\u202e', '\u2066', '\ufeff', '\u00ad'], // invisible format
      ...['\ud800', '\udfff'], // lone surrogates
      ...['\ufdd0', '\ufffe', '\u{1ffff}'], // noncharacters (issue 57: the rule of all stored text)
    ];
    for (const character of refused) {
      const parsed = accountCodeSchema.safeParse(`80${character}00`);
      expect(parsed.success, JSON.stringify(character)).toBe(false);
      const messages = parsed.error?.issues.map((issue) => issue.message) ?? [];
      expect(messages).toContain(
        'must not contain control characters, line breaks or invisible characters ' +
          `(U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`,
      );
    }
  });

  it('keeps codes with letters, dots, dashes, inner spaces and non-Latin letters', () => {
    for (const code of ['8000', '8000.01', 'OMZ-HOOG', '80 00', 'Ümsatz', '売上', '8😀']) {
      expect(accountCodeSchema.parse(code)).toBe(code);
    }
  });
});

describe('a group’s default revenue account', () => {
  it('is its product_group_code when that is a valid account code, else none', () => {
    expect(defaultRevenueAccount('8010')).toBe('8010');
    expect(defaultRevenueAccount('')).toBeNull();
    expect(defaultRevenueAccount(' 8010')).toBeNull();
    expect(defaultRevenueAccount('8'.repeat(36))).toBeNull();
    expect(defaultRevenueAccount(null)).toBeNull();
  });
});

describe('the GET answer', () => {
  it('before anything is stored: defaults, and what has no account is missing', () => {
    const view = mappingView(REFERENCE, null);
    expect(view.updated_at).toBeNull();
    expect(view.company).toEqual(EMPTY_MAPPING.company);
    expect(view.revenue.map((row) => [row.product_group_id, row.account, row.source])).toEqual([
      [1, '8010', 'default'],
      [2, '8040', 'default'],
      // A code that cannot be an account is no default: the group is missing, not guessed.
      [4, null, 'missing'],
      [3, null, 'missing'],
      [null, null, 'missing'],
    ]);
    expect(view.revenue.find((row) => row.product_group_id === 3)?.product_group_code).toBeNull();
    expect(view.vat.map((row) => [row.tax_rate_id, row.rate])).toEqual([
      [11, 21],
      [12, 9],
      [10, 0],
    ]);
    expect(view.clearing.map((row) => [row.type_alias, row.name])).toEqual([
      ['Cash', 'Contant'],
      ['Pin', 'Pin'],
      ['OnlineGiftCard', 'Cadeaukaart'],
      ['OnAccount', 'Op rekening'],
      ['Dummy', 'Dummy'],
    ]);
    expect(view.missing.map((entry) => `${entry.role}:${entry.key ?? ''}`)).toEqual([
      'revenue:4',
      'revenue:3',
      'revenue:',
      // Not the 0 % rate (no VAT to post), not Dummy (no method of it in use).
      'vat:11',
      'vat:12',
      'clearing:Cash',
      'clearing:Pin',
      'clearing:OnlineGiftCard',
      'clearing:OnAccount',
      'debtors:',
      'cash_differences:',
      'gift_cards:',
      'tips:',
      'prepayments:',
    ]);
  });

  it('lists every rate and payment type the last 13 months of orders use, each missing', () => {
    const view = mappingView(
      {
        ...REFERENCE,
        used: {
          stillReading: [],
          // The Belgian 6 % of an import, and a payment group the report names by its method.
          taxRateIds: new Set([11, 20]),
          groupRates: new Map([[1, new Set([11, 20])]]),
          typeAliases: new Map([
            ['Cash', 'Contant'],
            ['Dummy', 'Dummy'],
            ['method:105', 'Onbekend'],
          ]),
        },
      },
      null,
    );
    expect(view.vat.map((row) => [row.tax_rate_id, row.country_iso2, row.rate])).toEqual([
      [11, 'NL', 21],
      [12, 'NL', 9],
      [10, 'NL', 0],
    ]);
    expect(view.clearing.find((row) => row.type_alias === 'method:105')?.name).toBe('Onbekend');
    const missing = view.missing.map((entry) => `${entry.role}:${entry.key ?? ''}`);
    // Used, so missing: Belgium's OSS account (its 6 % was sold at; another member state's
    // rate is no Dutch VAT row), Dummy (its method is not in use, its payments are).
    expect(missing).toEqual(
      expect.arrayContaining(['oss:BE', 'clearing:Dummy', 'clearing:method:105']),
    );
    expect(missing).not.toContain('vat:20');
  });

  it('lists what is stored, also a group, rate or type the lists do not have', () => {
    const input = mapping({
      revenue: [
        { product_group_id: 1, account: '8100' },
        { product_group_id: 77, account: '8177' },
      ],
      vat: [{ tax_rate_id: 20, account: '1530' }],
      clearing: [{ type_alias: 'type:12', account: '1190' }],
    });
    const view = mappingView(REFERENCE, {
      mapping: input,
      updated_at: '2026-11-20T10:00:00+01:00',
    });
    expect(view.updated_at).toBe('2026-11-20T10:00:00+01:00');
    expect(view.revenue.find((row) => row.product_group_id === 1)).toMatchObject({
      account: '8100',
      source: 'set',
    });
    expect(view.revenue.find((row) => row.product_group_id === 77)).toEqual({
      product_group_id: 77,
      name: 'Omzetgroep 77',
      product_group_code: null,
      account: '8177',
      source: 'set',
    });
    expect(view.vat.at(-1)).toEqual({
      tax_rate_id: 20,
      name: 'BE reduced 6%',
      country_iso2: 'BE',
      rate: 6,
      account: '1530',
    });
    expect(view.clearing.at(-1)).toEqual({
      type_alias: 'type:12',
      name: 'type:12',
      account: '1190',
    });
  });
});

describe('OSS accounts and RGS codes in the GET answer', () => {
  // Clothing sold at 21 % (and an import at Belgium's 6 %, OSS turnover), books at 9 %, the
  // lines without a group at 0 % and 9 %.
  const sold = {
    ...REFERENCE,
    used: {
      ...NOTHING_USED,
      groupRates: new Map<number | null, ReadonlySet<number>>([
        [1, new Set([11, 20])],
        [2, new Set([12])],
        [null, new Set([10, 12])],
      ]),
    },
  };
  const view = mappingView(sold, {
    mapping: mapping({
      oss: [{ country_iso2: 'BE', account: '1530' }],
      rgs: [
        { account: '1000', code: 'BLimKasKas' },
        { account: '1530', code: 'BSchBepBtw' },
        { account: '7777', code: 'WBedAlk' },
      ],
    }),
    updated_at: '2026-11-20T10:00:00+01:00',
  });

  it('lists every other member state of the registry with its OSS account', () => {
    expect(view.oss).toEqual([{ country_iso2: 'BE', account: '1530' }]);
    expect(mappingView(REFERENCE, null).oss).toEqual([{ country_iso2: 'BE', account: null }]);
  });

  it('lists every account once with its code, the usual code and its uses', () => {
    const row = (account: string) => view.rgs.find((entry) => entry.account === account);
    expect(view.rgs.map((entry) => entry.account)).toEqual([
      '1000',
      '1100',
      '1300',
      '1520',
      '1521',
      '1530',
      '1610',
      '1620',
      '1630',
      '4990',
      '7777',
      '8010',
      '8040',
      '8999',
    ]);
    expect(row('1000')).toEqual({
      account: '1000',
      code: 'BLimKasKas',
      suggested: 'BLimKasKas',
      uses: ['Kas'],
    });
    // A rate in the words of the mapping's screen, not the platform's "NL standard 21%".
    expect(row('1520')).toMatchObject({
      code: null,
      suggested: 'BSchBepBtwOla',
      uses: ['Af te dragen btw hoog tarief 21 %'],
    });
    expect(row('1521')).toMatchObject({
      code: null,
      suggested: 'BSchBepBtwOlv',
      uses: ['Af te dragen btw laag tarief 9 %'],
    });
    expect(row('1530')).toMatchObject({
      suggested: 'BSchBepBtw',
      uses: ['Af te dragen btw OSS België (BE)'],
    });
    // A group's code by the rate it was sold at (issue 58: every group got 1a); one sold at
    // two Dutch rates gets none.
    expect(row('8010')).toMatchObject({ suggested: 'WOmzNopOlh', uses: ['Omzet Kleding'] });
    expect(row('8040')).toMatchObject({ suggested: 'WOmzNopOlv', uses: ['Omzet Boeken'] });
    expect(row('8999')).toMatchObject({ suggested: null });
    // Cash differences, gift cards (sold, and spent as the OnlineGiftCard type), tips and
    // prepayments have their codes too (issue 58: none was suggested).
    expect(row('4990')).toMatchObject({
      code: null,
      suggested: 'WBedAdlKav',
      uses: ['Kasverschillen'],
    });
    expect(row('1610')).toMatchObject({ suggested: 'BSchOvsVou' });
    expect(row('1620')).toMatchObject({ suggested: 'BSchOvsOvi' });
    expect(row('1630')).toMatchObject({ suggested: 'BSchVobVob' });
    // A code kept for an account no longer used stays, so a PUT of this answer keeps it.
    expect(row('7777')).toEqual({ account: '7777', code: 'WBedAlk', suggested: null, uses: [] });
    expect(view.rgs_missing).toEqual(
      view.rgs.filter((entry) => entry.code === null).map((entry) => entry.account),
    );
    expect(view.rgs_missing).not.toContain('7777');
  });
});

describe('the usual RGS codes', () => {
  it('per role: revenue by its rate, VAT per rate, OSS, clearing, and the single roles', () => {
    const revenue = (kinds: ('high' | 'low' | 'other' | 'zero')[]) =>
      suggestedRgsOf({ role: 'revenue', kinds });
    expect(
      [['high'], ['low'], ['other'], ['zero']].map((kinds) => revenue(kinds as never)),
    ).toEqual(['WOmzNopOlh', 'WOmzNopOlv', 'WOmzNopOlo', 'WOmzNopOlg']);
    expect(revenue([])).toBeNull();
    expect(revenue(['high', 'low'])).toBeNull();
    expect([21, 9, 6, 0, null].map((rate) => suggestedRgsOf({ role: 'vat', rate }))).toEqual([
      'BSchBepBtwOla',
      'BSchBepBtwOlv',
      'BSchBepBtwOlo',
      'BSchBepBtw',
      'BSchBepBtw',
    ]);
    expect(suggestedRgsOf({ role: 'oss' })).toBe('BSchBepBtw');
    const clearing = [
      'Cash',
      'Pin',
      'Web',
      'BankTransfer',
      'OnAccount',
      'OnlineGiftCard',
      'ExternalGiftCard',
    ];
    expect(clearing.map((typeAlias) => suggestedRgsOf({ role: 'clearing', typeAlias }))).toEqual([
      'BLimKasKas',
      'BLimKruSto',
      'BLimKruSto',
      'BLimKruSto',
      'BVorDebHad',
      'BSchOvsVou',
      'BLimKruSto',
    ]);
    expect(suggestedRgsOf({ role: 'debtors' })).toBe(RGS.debtors);
    expect(
      (['cash_differences', 'gift_cards', 'tips', 'prepayments'] as const).map((role) =>
        suggestedRgsOf({ role }),
      ),
    ).toEqual(['WBedAdlKav', 'BSchOvsVou', 'BSchOvsOvi', 'BSchVobVob']);
    expect(suggestedRgsOf({ role: 'stock' })).toBe('BVrdHanVoo');
    expect(suggestedRgsOf({ role: 'cost_of_sales' })).toBe('WKprInhInh');
  });

  it('for a shared account: the code its uses agree on, VAT at several rates the VAT account', () => {
    expect(
      suggestedRgsForUses([{ role: 'debtors' }, { role: 'clearing', typeAlias: 'OnAccount' }]),
    ).toBe('BVorDebHad');
    expect(
      suggestedRgsForUses([
        { role: 'vat', rate: 21 },
        { role: 'vat', rate: 9 },
      ]),
    ).toBe('BSchBepBtw');
    expect(suggestedRgsForUses([{ role: 'debtors' }, { role: 'tips' }])).toBeNull();
    expect(
      suggestedRgsForUses([{ role: 'clearing', typeAlias: 'Cash' }, { role: 'debtors' }]),
    ).toBeNull();
  });
});

describe('the checks of a PUT', () => {
  it('pass a whole mapping, and codes shared where the books allow it', () => {
    expect(check(mapping())).toBeNull();
    const shared = mapping({
      revenue: [
        { product_group_id: 1, account: '8000' },
        { product_group_id: 2, account: '8000' },
      ],
      vat: [
        { tax_rate_id: 11, account: '1500' },
        { tax_rate_id: 12, account: '1500' },
      ],
      clearing: [
        { type_alias: 'OnAccount', account: '1300' },
        { type_alias: 'OnlineGiftCard', account: '1610' },
      ],
    });
    expect(check(shared)).toBeNull();
  });

  it('refuse a key listed twice', () => {
    const twice = mapping({
      revenue: [
        { product_group_id: 1, account: '8100' },
        { product_group_id: 1, account: '8200' },
      ],
    });
    expect(check(twice)).toEqual({
      field: 'revenue.1.product_group_id',
      message:
        "field 'revenue.1.product_group_id': product_group_id 1 is listed twice (also at revenue.0)",
    });
    const rate = mapping();
    rate.vat.push({ tax_rate_id: 11, account: '1529' });
    expect(check(rate)?.field).toBe('vat.2.tax_rate_id');
    const type = mapping();
    type.clearing.push({ type_alias: 'Pin', account: '1101' });
    expect(check(type)?.message).toContain('type_alias "Pin" is listed twice (also at clearing.1)');
  });

  it('refuse a key that is not the account’s, unless stored before', () => {
    const group = mapping({ revenue: [{ product_group_id: 999, account: '8100' }] });
    expect(check(group)?.message).toBe(
      "field 'revenue.0.product_group_id': product_group_id 999 is not a turnover group of account shop",
    );
    expect(check(group, group)).toBeNull();
    expect(mappingProblem(group, { ...REFERENCE, groupsOffered: false }, null)).toBeNull();
    const rate = mapping({ vat: [{ tax_rate_id: 999, account: '1500' }] });
    expect(check(rate)?.message).toContain('tax_rate_id 999 is not a tax rate of account shop');
    // A foreign rate of the registry is the account's: an imported order may carry one.
    expect(check(mapping({ vat: [{ tax_rate_id: 20, account: '1530' }] }))).toBeNull();
    const type = mapping({ clearing: [{ type_alias: 'Bitcoin', account: '1199' }] });
    expect(check(type)?.message).toContain(
      'type_alias "Bitcoin" is not a payment-method type of account shop (its types: Cash, ' +
        'Dummy, OnAccount, OnlineGiftCard, Pin; or type:<id>',
    );
    for (const key of ['type:12', 'method:105']) {
      expect(check(mapping({ clearing: [{ type_alias: key, account: '1199' }] }))).toBeNull();
    }
    for (const key of ['type:', 'type:0', 'type:x', 'Type:12', 'method:1 ']) {
      expect(check(mapping({ clearing: [{ type_alias: key, account: '1199' }] }))).not.toBeNull();
    }
  });

  it('refuse an OSS country twice, one without rates, and an RGS code twice per account', () => {
    const twice = mapping({
      oss: [
        { country_iso2: 'BE', account: '1530' },
        { country_iso2: 'BE', account: '1531' },
      ],
    });
    expect(check(twice)?.message).toContain('country_iso2 "BE" is listed twice (also at oss.0)');
    expect(check(mapping({ oss: [{ country_iso2: 'FR', account: '1531' }] }))?.message).toBe(
      'field \'oss.0.country_iso2\': country_iso2 "FR" has no tax rate in the registry of account shop',
    );
    const rgs = mapping({
      rgs: [
        { account: '1000', code: 'BLimKasKas' },
        { account: '1000', code: 'BLimKasKlk' },
      ],
    });
    expect(check(rgs)?.field).toBe('rgs.1.account');
  });

  it('keep OSS VAT accounts apart from the Dutch return’s VAT accounts', () => {
    expect(check(mapping({ oss: [{ country_iso2: 'BE', account: '1530' }] }))).toBeNull();
    expect(check(mapping({ oss: [{ country_iso2: 'BE', account: '1520' }] }))?.message).toBe(
      "field 'oss.0.account': account 1520 is the OSS VAT payable account of BE and also the " +
        'VAT payable account of NL standard 21%; an OSS VAT payable account takes other member ' +
        'states’ VAT only, apart from the Dutch return’s',
    );
  });

  it('refuse one code for two kinds of account, naming the body field', () => {
    const vatOnRevenue = mapping();
    vatOnRevenue.vat[0] = { tax_rate_id: 11, account: '8999' };
    expect(check(vatOnRevenue)).toEqual({
      field: 'vat.0.account',
      message:
        "field 'vat.0.account': account 8999 is the VAT payable account of NL standard 21% and " +
        'also the revenue account of Zonder omzetgroep; a VAT payable account takes VAT only',
    });
    const vatOnDefault = mapping();
    vatOnDefault.vat[1] = { tax_rate_id: 12, account: '8040' };
    expect(check(vatOnDefault)?.message).toBe(
      "field 'vat.1.account': account 8040 is the VAT payable account of NL reduced 9% and " +
        'also the revenue account of Boeken (its product_group_code); a VAT payable account ' +
        'takes VAT only',
    );
    // Set apart from its default, the group's code is free for another use.
    const overridden = mapping({ revenue: [{ product_group_id: 2, account: '8400' }] });
    overridden.vat[1] = { tax_rate_id: 12, account: '8040' };
    expect(check(overridden)).toBeNull();
    const revenueAsClearing = mapping();
    revenueAsClearing.clearing[1] = { type_alias: 'Pin', account: '8010' };
    expect(check(revenueAsClearing)?.message).toBe(
      "field 'clearing.1.account': account 8010 is the clearing account of Pin and also the " +
        'revenue account of Kleding (its product_group_code); a revenue account takes revenue only',
    );
    const cash = mapping();
    cash.accounts.cash_differences = '1000';
    expect(check(cash)).toMatchObject({
      field: 'accounts.cash_differences',
      message: expect.stringContaining(
        'the cash differences account takes cash differences only',
      ) as unknown,
    });
    const tips = mapping();
    tips.accounts.tips = '1520';
    expect(check(tips)?.message).toContain(
      "field 'accounts.tips': account 1520 is the Fooien account (tips) and also the VAT payable",
    );
    // The stock change's accounts take it alone: not debtors, not each other, not revenue.
    const stock = mapping();
    stock.accounts = { ...stock.accounts, stock: '3000', cost_of_sales: '7000' };
    expect(check(stock)).toBeNull();
    stock.accounts.stock = '1300';
    expect(check(stock)).toMatchObject({
      field: 'accounts.stock',
      message: expect.stringContaining('the stock account takes the stock change only') as unknown,
    });
    stock.accounts = { ...stock.accounts, stock: '3000', cost_of_sales: '3000' };
    expect(check(stock)?.message).toBe(
      "field 'accounts.cost_of_sales': account 3000 is the Kostprijs verkopen account " +
        '(cost_of_sales) and also the Voorraad account (stock); the cost-of-sales account ' +
        'takes the cost of sales only',
    );
    stock.accounts.cost_of_sales = '8999';
    expect(check(stock)?.message).toContain(
      'and also the revenue account of Zonder omzetgroep; the cost-of-sales account takes',
    );
  });
});

describe('an RGS code of its account’s kind', () => {
  it('refuses a balance sheet code on revenue or cash differences, and a result code on cash', () => {
    const withCodes = (rgs: LedgerMappingInput['rgs']) => check(mapping({ rgs }));
    expect(
      withCodes([
        { account: '8999', code: 'WOmzNopOlh' },
        { account: '4990', code: 'WBedAlgKas' },
        { account: '1100', code: 'BLimKasKas' },
        { account: '1520', code: 'BSchBepBtwAfg' },
        // An account the mapping does not post to: no kind to hold it to.
        { account: '7777', code: 'WOmzNopOlh' },
      ]),
    ).toBeNull();
    expect(withCodes([{ account: '1100', code: 'WOmzNopOlh' }])).toEqual({
      field: 'rgs.0.code',
      message:
        "field 'rgs.0.code': account 1100 is a balance sheet account, so its RGS code begins " +
        'with B, not as WOmzNopOlh does',
      code: 'rgs_code_kind',
      params: { field: 'rgs.0.code', account: '1100', code: 'WOmzNopOlh', letter: 'B' },
    });
    expect(
      withCodes([
        { account: '1100', code: 'BLimKasKas' },
        { account: '8999', code: 'BLimKasKas' },
      ]),
    ).toMatchObject({ field: 'rgs.1.code', params: { account: '8999', letter: 'W' } });
    expect(withCodes([{ account: '4990', code: 'BLimKasKas' }])?.params).toMatchObject({
      letter: 'W',
    });
    // The stock is on the balance sheet, the cost of sales a result.
    const accounts = { ...mapping().accounts, stock: '3000', cost_of_sales: '7000' };
    const stockCodes = (rgs: LedgerMappingInput['rgs']) => check(mapping({ accounts, rgs }));
    const suggested = [
      { account: '3000', code: 'BVrdHanVoo' },
      { account: '7000', code: 'WKprInhInh' },
    ];
    expect(stockCodes(suggested)).toBeNull();
    expect(stockCodes([{ account: '7000', code: 'BVrdHanVoo' }])?.params).toMatchObject({
      account: '7000',
      letter: 'W',
    });
    expect(stockCodes([{ account: '3000', code: 'WKprInhInh' }])?.params).toMatchObject({
      account: '3000',
      letter: 'B',
    });
  });
});

describe('one VAT payable account per VAT code', () => {
  // An old duplicate of the 21 % rate on the platform (VAT code NL21, as rate 11), and
  // Belgium's 21 %, whose VAT goes to Belgium's OSS account whatever `vat` says.
  const withDuplicate: MappingReference = {
    ...REFERENCE,
    taxRates: [
      ...REFERENCE.taxRates,
      { id: 13, name: 'NL standard 21% (old)', alias: 'old', value: 0.21, country_iso2: 'nl' },
      { id: 21, name: 'BE standard 21%', alias: 'standard', value: 0.21, country_iso2: 'BE' },
    ],
  };
  const checkVat = (vat: LedgerMappingInput['vat'], stored: LedgerMappingInput | null = null) =>
    mappingProblem(mapping({ vat }), withDuplicate, stored);

  it('refuses two rates of one country and percentage on two accounts, naming both', () => {
    const split = [
      { tax_rate_id: 11, account: '1520' },
      { tax_rate_id: 12, account: '1521' },
      { tax_rate_id: 13, account: '1525' },
    ];
    expect(checkVat(split)).toEqual({
      field: 'vat.2.account',
      message:
        "field 'vat.2.account': tax rates NL standard 21% (11) and NL standard 21% (old) (13) " +
        'are both VAT code NL21 but go to two VAT payable accounts, 1520 and 1525; the journal ' +
        'and the XAF auditfile list a VAT code with one account: give both rates the same one',
      code: 'vat_accounts_differ',
      params: {
        field: 'vat.2.account',
        vat_code: 'NL21',
        tax_rate_id: 13,
        name: 'NL standard 21% (old)',
        account: '1525',
        other_tax_rate_id: 11,
        other_name: 'NL standard 21%',
        other_account: '1520',
      },
    });
    // Stored before the rule, it is refused all the same: the next save must mend it.
    expect(checkVat(split, mapping({ vat: split }))?.code).toBe('vat_accounts_differ');
  });

  it('passes them on one account, one of them without, and another member state’s rate', () => {
    expect(
      checkVat([
        { tax_rate_id: 11, account: '1520' },
        { tax_rate_id: 13, account: '1520' },
      ]),
    ).toBeNull();
    expect(checkVat([{ tax_rate_id: 13, account: '1525' }])).toBeNull();
    expect(
      checkVat([
        { tax_rate_id: 11, account: '1520' },
        { tax_rate_id: 21, account: '1525' },
      ]),
    ).toBeNull();
  });
});
