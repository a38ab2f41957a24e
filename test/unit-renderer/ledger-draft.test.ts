/**
 * The ledger mapping screen's edited copy: made from the service's answer, turned into the
 * PUT body (empty fields left out, pasted spaces trimmed; OSS accounts and RGS codes kept, so
 * a save never drops them), and a refused save's message traced back to the field it names,
 * with the other fields that share the code, or the other rate of its VAT code.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/client/index.js';
import type { LedgerMapping } from '../../shared/api/ledger-mapping.js';
import {
  draftOf,
  effectiveCodes,
  elementIdOf,
  fieldsSharing,
  putPlanOf,
  sameDraft,
  saveProblemOf,
  withAddedRates,
} from '../../renderer/src/features/ledger-mapping/draft.js';
import { problemText } from '../../renderer/src/features/ledger-mapping/problem-text.js';
import { localeOf, translate } from '../../renderer/src/i18n/index.js';

const MAPPING: LedgerMapping = {
  account: 'demo',
  updated_at: null,
  company: { name: '', vat_number: '' },
  turnover_groups_offered: true,
  revenue: [
    {
      product_group_id: 1,
      name: 'Kleding',
      product_group_code: '8010',
      account: '8100',
      source: 'set',
    },
    {
      product_group_id: 2,
      name: 'Boeken',
      product_group_code: '8040',
      account: '8040',
      source: 'default',
    },
    {
      product_group_id: null,
      name: 'Zonder omzetgroep',
      product_group_code: null,
      account: null,
      source: 'missing',
    },
  ],
  vat: [
    { tax_rate_id: 11, name: 'NL standard 21%', country_iso2: 'NL', rate: 21, account: null },
    { tax_rate_id: 12, name: 'NL reduced 9%', country_iso2: 'NL', rate: 9, account: '1501' },
  ],
  clearing: [
    { type_alias: 'Cash', name: 'Contant', account: null },
    { type_alias: 'type:12', name: 'type:12', account: '1190' },
  ],
  accounts: {
    debtors: '1300',
    cash_differences: null,
    gift_cards: null,
    tips: null,
    prepayments: null,
    cross_posting: null,
    stock: null,
    cost_of_sales: null,
  },
  oss: [
    { country_iso2: 'BE', account: '1530' },
    { country_iso2: 'DE', account: null },
  ],
  rgs: [
    { account: '1300', code: 'BVorDebHad', suggested: 'BVorDebHad', uses: ['Debiteuren'] },
    { account: '1501', code: null, suggested: 'BSchBepBtwOlv', uses: ['Af te dragen btw 9 %'] },
  ],
  rgs_missing: ['1501'],
  missing: [],
  months_still_reading: [],
};

/** A 400 the service answered with this message and no parameters. */
const refused = (message: string) =>
  new ApiError({ error: 'Bad Request', code: 'bad_request', message, status: 400 });

describe('the draft', () => {
  it('holds what was set; a group on its default shows empty', () => {
    const draft = draftOf(MAPPING);
    expect(draft.codes).toMatchObject({
      'revenue:1': '8100',
      'revenue:2': '',
      'revenue:none': '',
      'vat:11': '',
      'vat:12': '1501',
      'clearing:Cash': '',
      'clearing:type:12': '1190',
      'accounts.debtors': '1300',
      'accounts.tips': '',
      'oss:BE': '1530',
      'oss:DE': '',
      'rgs:1300': 'BVorDebHad',
      'rgs:1501': '',
    });
    expect(sameDraft(draft, draftOf(MAPPING))).toBe(true);
    const edited = { ...draft, codes: { ...draft.codes, 'vat:11': '1500' } };
    expect(sameDraft(edited, draft)).toBe(false);
    // Spaces alone change nothing that would be saved.
    expect(sameDraft({ ...draft, codes: { ...draft.codes, 'vat:12': ' 1501 ' } }, draft)).toBe(
      true,
    );
  });

  it('makes element ids of letters, digits and dashes only', () => {
    expect(elementIdOf('clearing:type:12')).toMatch(/^[A-Za-z0-9-]+$/);
    expect(elementIdOf('clearing:type:12')).not.toBe(elementIdOf('clearing:type-12'));
  });
});

describe('the PUT', () => {
  it('lists every field with a code, trimmed, and leaves the empty ones out', () => {
    const draft = draftOf(MAPPING);
    draft.codes['revenue:none'] = ' 8999 ';
    draft.codes['vat:11'] = '1500';
    draft.codes['rgs:1501'] = 'BSchBepBtwOlv ';
    draft.company.name = ' Demo B.V. ';
    const { body } = putPlanOf(draft, MAPPING);
    expect(body).toEqual({
      company: { name: 'Demo B.V.', vat_number: '' },
      revenue: [
        { product_group_id: 1, account: '8100' },
        { product_group_id: null, account: '8999' },
      ],
      vat: [
        { tax_rate_id: 11, account: '1500' },
        { tax_rate_id: 12, account: '1501' },
      ],
      clearing: [{ type_alias: 'type:12', account: '1190' }],
      accounts: {
        debtors: '1300',
        cash_differences: null,
        gift_cards: null,
        tips: null,
        prepayments: null,
        cross_posting: null,
        stock: null,
        cost_of_sales: null,
      },
      oss: [{ country_iso2: 'BE', account: '1530' }],
      rgs: [
        { account: '1300', code: 'BVorDebHad' },
        { account: '1501', code: 'BSchBepBtwOlv' },
      ],
    });
  });

  it('lists and saves a rate the user added', () => {
    const draft = draftOf(MAPPING);
    const belgian = {
      tax_rate_id: 20,
      name: 'BE reduced 6%',
      country_iso2: 'BE',
      rate: 6,
      account: null,
    };
    draft.addedRates.push(belgian);
    const shown = withAddedRates(MAPPING, draft);
    expect(shown.vat.map((row) => row.tax_rate_id)).toEqual([11, 12, 20]);
    // Listed but not given an account, it changes nothing to save.
    expect(sameDraft(draft, draftOf(MAPPING))).toBe(true);
    draft.codes['vat:20'] = '1530';
    expect(sameDraft(draft, draftOf(MAPPING))).toBe(false);
    expect(putPlanOf(draft, shown).body.vat).toEqual([
      { tax_rate_id: 12, account: '1501' },
      { tax_rate_id: 20, account: '1530' },
    ]);
  });

  it("traces a refused field back to the screen's field", () => {
    const draft = draftOf(MAPPING);
    draft.codes['revenue:none'] = '8999';
    const plan = putPlanOf(draft, MAPPING);
    expect(plan.fieldOfPath('revenue.1.account')).toBe('revenue:none');
    expect(plan.fieldOfPath('revenue.0.product_group_id')).toBe('revenue:1');
    expect(plan.fieldOfPath('vat.0.account')).toBe('vat:12');
    expect(plan.fieldOfPath('clearing.0.type_alias')).toBe('clearing:type:12');
    expect(plan.fieldOfPath('accounts.tips')).toBe('accounts.tips');
    expect(plan.fieldOfPath('company.vat_number')).toBe('company.vat_number');
    expect(plan.fieldOfPath('oss.0.account')).toBe('oss:BE');
    expect(plan.fieldOfPath('rgs.0.code')).toBe('rgs:1300');
    expect(plan.fieldOfPath('vat.9.account')).toBeNull();
    expect(plan.fieldOfPath('whatever')).toBeNull();

    const clash = saveProblemOf(
      refused(
        "field 'vat.0.account': account 8999 is the VAT payable account of NL reduced 9% and " +
          'also the revenue account of Zonder omzetgroep; a VAT payable account takes VAT only',
      ),
      plan,
    );
    expect(clash).toMatchObject({ field: 'vat:12', problem: 'vatOnly' });
    const long = saveProblemOf(
      refused("field 'accounts.tips' must be at most 35 characters"),
      plan,
    );
    expect(long).toMatchObject({ field: 'accounts.tips', problem: 'tooLong', max: 35 });
    const twice = saveProblemOf(
      refused(
        "field 'revenue.1.product_group_id': product_group_id null is listed twice (also at revenue.0)",
      ),
      plan,
    );
    expect(twice).toMatchObject({ field: 'revenue:none', problem: 'twice' });
    const rgs = saveProblemOf(
      refused(
        "field 'rgs.0.code' must be an RGS reference code such as WOmzNopOlh (B or W, then letters and digits)",
      ),
      plan,
    );
    expect(rgs).toMatchObject({ field: 'rgs:1300', problem: 'rgsCode' });
    const oss = saveProblemOf(
      refused(
        "field 'oss.0.account': account 1501 is the OSS VAT payable account of BE and also the " +
          'VAT payable account of NL reduced 9%; an OSS VAT payable account takes other member ' +
          'states’ VAT only, apart from the Dutch return’s',
      ),
      plan,
    );
    expect(oss).toMatchObject({ field: 'oss:BE', problem: 'ossOnly' });
    // The field a refusal names in its parameters, whatever its message says.
    const named = new ApiError({
      error: 'Bad Request',
      code: 'invalid_field',
      message: 'must be a Dutch VAT number',
      status: 400,
      params: { field: 'company.vat_number' },
    });
    expect(saveProblemOf(named, plan)).toMatchObject({
      field: 'company.vat_number',
      problem: 'vatNumber',
    });
    const other = saveProblemOf(refused('the request body must be a JSON object'), plan);
    expect(other).toMatchObject({ field: null, problem: 'other' });
  });
});

describe('two rates of one VAT code on two accounts', () => {
  // A second Dutch 9 % record (an old duplicate on the platform), on an account of its own.
  const twins: LedgerMapping = {
    ...MAPPING,
    vat: [
      ...MAPPING.vat,
      {
        tax_rate_id: 13,
        name: 'NL reduced 9% (oud)',
        country_iso2: 'NL',
        rate: 9,
        account: '1505',
      },
    ],
  };
  const refusal = new ApiError({
    error: 'Bad Request',
    code: 'vat_accounts_differ',
    message: "field 'vat.1.account': tax rates NL reduced 9% (12) and NL reduced 9% (oud) (13) …",
    status: 400,
    params: {
      field: 'vat.1.account',
      vat_code: 'NL9',
      tax_rate_id: 13,
      name: 'NL reduced 9% (oud)',
      account: '1505',
      other_tax_rate_id: 12,
      other_name: 'NL reduced 9%',
      other_account: '1501',
    },
  });

  it('marks the later rate, naming the other by its platform name and its account', () => {
    const draft = draftOf(twins);
    const problem = saveProblemOf(refusal, putPlanOf(draft, twins));
    expect(problem).toMatchObject({ field: 'vat:13', problem: 'oneVatAccount' });
    const say = (language: 'nl' | 'en') =>
      problemText(
        (key, values) => translate(language, key, values),
        problem,
        draft,
        twins,
        localeOf(language),
      );
    expect(say('nl')).toBe(
      'Hetzelfde tarief als “NL reduced 9%” (Laag tarief 9%), maar dat staat op rekening 1501. ' +
        'Eén tarief heeft één btw-rekening: geef beide dezelfde rekening.',
    );
    expect(say('en')).toBe(
      'The same rate as “NL reduced 9%” (Reduced rate 9%), but that one goes to account 1501. ' +
        'One rate has one VAT account: give both the same account.',
    );
  });
});

describe('an RGS code of the other kind than its account', () => {
  it('marks the code, saying which letter the account’s code begins with', () => {
    const draft = draftOf(MAPPING);
    draft.codes['rgs:1300'] = 'WOmzNopOlh';
    const refusal = new ApiError({
      error: 'Bad Request',
      code: 'rgs_code_kind',
      message: "field 'rgs.0.code': account 1300 is a balance sheet account, so its RGS code …",
      status: 400,
      params: { field: 'rgs.0.code', account: '1300', code: 'WOmzNopOlh', letter: 'B' },
    });
    const problem = saveProblemOf(refusal, putPlanOf(draft, MAPPING));
    expect(problem).toMatchObject({ field: 'rgs:1300', problem: 'rgsKind' });
    const say = (language: 'nl' | 'en') =>
      problemText(
        (key, values) => translate(language, key, values),
        problem,
        draft,
        MAPPING,
        localeOf(language),
      );
    expect(say('nl')).toBe(
      'Deze rekening vraagt een RGS-code die met B begint (B voor de balans, W voor winst en verlies).',
    );
    expect(say('en')).toBe(
      'This account takes an RGS code beginning with B (B for the balance sheet, W for profit and loss).',
    );
  });
});

describe('fields that share a code', () => {
  it('count a group by its default code, unless the group has its own', () => {
    const draft = draftOf(MAPPING);
    draft.codes['vat:11'] = '8040';
    expect(fieldsSharing(draft, MAPPING, 'vat:11')).toEqual(['revenue:2']);
    draft.codes['vat:11'] = '8010';
    // Kleding posts to 8100, which it was given: its code 8010 is free.
    expect(fieldsSharing(draft, MAPPING, 'vat:11')).toEqual([]);
    expect(effectiveCodes(draft, MAPPING).get('revenue:none')).toBeUndefined();
  });
});
