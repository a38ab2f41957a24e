/**
 * GET and PUT /api/ledger-mapping over real HTTP: the defaults from each group's
 * product_group_code, every Dutch rate and payment type of the account named from the
 * platform's own lists, a whole replacement that GET then answers, each 400 naming the field
 * (and leaving the stored mapping as it was), 403 for a user limited to a location, one
 * mapping per platform account, OSS accounts and RGS codes stored and answered with the
 * usual RGS code of each account, and the mapping still there after a restart on the same
 * data folder, written whole.
 */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ledgerMappingSchema,
  type LedgerMapping,
  type LedgerMappingInput,
} from '../../../shared/api/ledger-mapping.js';
import { KNOWN_PROVIDER_TYPES } from '../../../electron/service/domain/reference/payment-methods.js';
import { inList, where } from '../../../electron/upstream/filters.js';
import { expectError } from '../expect-error.js';
import { callsOf, LIST_ORDERS } from '../read-model/platform-calls.js';
import {
  loginToDemoPlatform,
  startTestService,
  STRICT_PUBLIC,
  type RawPlatform,
  type TestService,
} from '../harness.js';

const PATH = '/api/ledger-mapping';
/**
 * Few orders, but over enough days that some were imported at Belgium's 6 % (the demo's one
 * foreign rate on orders), which the mapping must find in the orders itself.
 */
const SMALL_DEMO = { productsPerAccount: 60, ordersPerDay: 2, historyDays: 60 };
/** The statuses the report and journal count (electron/service/domain/sales-figures/scope.ts). */
const COUNTED_STATUSES = ['processing', 'complete', 'refunded'];

let dataDir: string;
let service: TestService;
let manager: string;
let raw: RawPlatform;
/** The platform's own lists, read with plain HTTP. */
let groups: { id: number; name: string; code: string }[];
let dutchRates: { id: number; name: string; value: number }[];
let typesInUse: string[];
let allTypes: string[];
/** The other member states whose rates the orders' turnover lines carry, by code. */
let foreignCountriesUsed: string[];

const read = async (token = manager): Promise<LedgerMapping> => {
  const answer = await service.get(PATH, token);
  expect(answer.status, answer.text).toBe(200);
  return ledgerMappingSchema.parse(answer.json);
};

const put = (body: unknown, token = manager) => service.put(PATH, body, token);

/** The first entry of a list the test knows is not empty. */
function first<T>(list: readonly T[]): T {
  const [entry] = list;
  if (entry === undefined) throw new Error('the list is empty');
  return entry;
}

const published = (row: { published?: boolean }): boolean => row.published !== false;

/** A complete mapping of the demo account: every needed role set, no code used twice. */
const completeMapping = (): LedgerMappingInput => ({
  company: { name: 'Demo Retail B.V.', vat_number: 'NL123456789B01' },
  revenue: [{ product_group_id: null, account: '8999' }],
  vat: dutchRates
    .filter((rate) => rate.value > 0)
    .map((rate, index) => ({ tax_rate_id: rate.id, account: `150${index}` })),
  clearing: typesInUse.map((alias, index) => ({ type_alias: alias, account: `11${index}0` })),
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
  oss: [{ country_iso2: 'BE', account: '1530' }],
  rgs: [
    { account: '1300', code: 'BVorDebHad' },
    { account: '1530', code: 'BSchBepBtw' },
  ],
});

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'backoffice-ledger-'));
  service = await startTestService({ dataDir, demo: SMALL_DEMO });
  manager = await service.login('manager');
  raw = await loginToDemoPlatform(service);
  groups = STRICT_PUBLIC ? [] : await raw.drain('listProductGroups');
  dutchRates = await raw.drain('listTaxRates', { filters: [where('country_iso2', '=', 'NL')] });
  // Each type's methods, asked per alias as the platform filters them (strict rows name none).
  const byType = await Promise.all(
    KNOWN_PROVIDER_TYPES.map(async (alias) => ({
      alias,
      methods: await raw.drain('listPaymentMethods', {
        leading: ['nl'],
        filters: [inList('provider_method_type/alias', [alias])],
      }),
    })),
  );
  allTypes = byType.filter((type) => type.methods.length > 0).map((type) => type.alias);
  typesInUse = byType
    .filter((type) => type.methods.some((m) => m.active && !m.deleted && published(m)))
    .map((type) => type.alias);
  // Every order of the demo's history: all within the last 13 months. The strict platform
  // has no order calls, so no orders to find rates in.
  const rates = await raw.drain('listTaxRates');
  const countryOf = new Map(rates.map((rate) => [rate.id, rate.country_iso2.toUpperCase()]));
  const orders = STRICT_PUBLIC ? [] : await raw.drain('listOrders');
  foreignCountriesUsed = [
    ...new Set(
      orders
        .filter((order) => COUNTED_STATUSES.includes(order.status))
        .flatMap((order) => order.order_items)
        .filter((line) => line.is_turnover && line.tax_rate_id !== null)
        .map((line) => countryOf.get(line.tax_rate_id ?? 0) ?? 'NL')
        .filter((country) => country !== 'NL'),
    ),
  ].sort();
});

afterAll(async () => {
  await service.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET /api/ledger-mapping before anything is set', () => {
  it('with used=false lists the account’s own lists without reading a month of orders', async () => {
    const platform = service.service.demoPlatform;
    if (!platform) throw new Error('no demo platform');
    let answer: Awaited<ReturnType<typeof service.get>> | undefined;
    const calls = await callsOf(platform, async () => {
      answer = await service.get(`${PATH}?used=false`, manager);
    });
    expect(answer?.status, answer?.text).toBe(200);
    const own = ledgerMappingSchema.parse(answer?.json);
    // The first-run checklist asks so (issue 58): no order is read, so no used foreign rate.
    expect(calls.calls[LIST_ORDERS] ?? 0).toBe(0);
    expect(own.missing.some((entry) => entry.role === 'oss')).toBe(false);
    expect(own.missing.map((entry) => entry.role)).toContain('debtors');
    const refused = expectError(await service.get(`${PATH}?used=maybe`, manager), 400, "'used'");
    expect(refused).toMatchObject({ code: 'invalid_field', params: { field: 'used' } });
  });

  it('lists every group with its product_group_code as default, and what is missing', async () => {
    const mapping = await read();
    expect(mapping.account).toBe('demo');
    expect(mapping.updated_at).toBeNull();
    expect(mapping.company).toEqual({ name: '', vat_number: '' });
    expect(mapping.turnover_groups_offered).toBe(!STRICT_PUBLIC);
    const byId = new Map(mapping.revenue.map((row) => [row.product_group_id, row]));
    expect(byId.size).toBe(groups.length + 1);
    for (const group of groups) {
      expect(byId.get(group.id)).toEqual({
        product_group_id: group.id,
        name: group.name,
        product_group_code: group.code,
        account: group.code,
        source: 'default',
      });
    }
    expect(mapping.revenue.at(-1)).toMatchObject({
      product_group_id: null,
      account: null,
      source: 'missing',
    });
    expect(mapping.vat.map((row) => row.tax_rate_id).sort()).toEqual(
      dutchRates.map((rate) => rate.id).sort(),
    );
    expect(mapping.vat.map((row) => row.rate)).toEqual([21, 9, 0]);
    expect(mapping.clearing.map((row) => row.type_alias).sort()).toEqual([...allTypes].sort());
    // Named as the report names them: the account's own title for the type.
    expect(mapping.clearing.find((row) => row.type_alias === 'Web')?.name).toBe('iDEAL');
    expect(mapping.accounts).toEqual({
      debtors: null,
      cash_differences: null,
      gift_cards: null,
      tips: null,
      prepayments: null,
      cross_posting: null,
      stock: null,
      cost_of_sales: null,
    });
    // The harness runs the service without the warm-up: the mapping read the orders itself.
    // Belgium's 6 % on the imported orders asks for Belgium's OSS account, not a Dutch one.
    expect(foreignCountriesUsed).toEqual(STRICT_PUBLIC ? [] : ['BE']);
    const missing = mapping.missing.map((entry) => `${entry.role}:${entry.key ?? ''}`);
    expect(missing.sort()).toEqual(
      [
        'revenue:',
        ...dutchRates.filter((rate) => rate.value > 0).map((rate) => `vat:${rate.id}`),
        ...foreignCountriesUsed.map((country) => `oss:${country}`),
        ...typesInUse.map((alias) => `clearing:${alias}`),
        'debtors:',
        'cash_differences:',
        'gift_cards:',
        'tips:',
        'prepayments:',
      ].sort(),
    );
    // A type none of whose methods is in use (the demo's unpublished Dummy) is listed, not
    // missing; the strict platform does not say what is published.
    const unused = allTypes.filter((alias) => !typesInUse.includes(alias));
    expect(unused).toEqual(STRICT_PUBLIC ? [] : ['Dummy']);
  });

  it('needs a token', async () => {
    expectError(await service.get(PATH), 401);
    expectError(await put(completeMapping(), ''), 401);
  });
});

describe('PUT /api/ledger-mapping', () => {
  it('stores the whole mapping and answers what GET then answers', async () => {
    const body = completeMapping();
    const firstGroup = groups[0];
    if (firstGroup) body.revenue.push({ product_group_id: firstGroup.id, account: '8100' });
    const answer = await put(body);
    expect(answer.status, answer.text).toBe(200);
    const stored = ledgerMappingSchema.parse(answer.json);
    expect(await read()).toEqual(stored);
    expect(stored.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(stored.company).toEqual(body.company);
    expect(stored.accounts).toEqual(body.accounts);
    expect(stored.missing).toEqual([]);
    if (firstGroup) {
      expect(stored.revenue.find((row) => row.product_group_id === firstGroup.id)).toMatchObject({
        account: '8100',
        source: 'set',
      });
    }
    for (const entry of body.vat) {
      expect(stored.vat.find((row) => row.tax_rate_id === entry.tax_rate_id)?.account).toBe(
        entry.account,
      );
    }
    expect(stored.oss.find((row) => row.country_iso2 === 'BE')?.account).toBe('1530');
    const rgs = new Map(stored.rgs.map((row) => [row.account, row]));
    expect(rgs.get('1300')).toMatchObject({ code: 'BVorDebHad', suggested: 'BVorDebHad' });
    expect(rgs.get('1530')).toMatchObject({
      code: 'BSchBepBtw',
      uses: ['Af te dragen btw OSS België (BE)'],
    });
    expect(rgs.get('1500')).toMatchObject({ code: null, suggested: 'BSchBepBtwOla' });
    expect(stored.rgs_missing).toContain('1500');
    expect(stored.rgs_missing).not.toContain('1300');
    // Per account, not per user: the second manager reads the same.
    expect(await read(await service.login('secondManager'))).toEqual(stored);
  });

  it('replaces the whole: what the body leaves out is unmapped again', async () => {
    const body = completeMapping();
    body.clearing = [];
    const stored = ledgerMappingSchema.parse((await put(body)).json);
    for (const group of groups) {
      expect(stored.revenue.find((row) => row.product_group_id === group.id)?.source).toBe(
        'default',
      );
    }
    expect(stored.clearing.every((row) => row.account === null)).toBe(true);
    expect(stored.missing.map((entry) => entry.role)).toEqual(typesInUse.map(() => 'clearing'));
    expect((await put(completeMapping())).status).toBe(200);
  });

  it('lets balance roles share a code: on-account receipts straight to debtors', async () => {
    const body = completeMapping();
    body.clearing.push({ type_alias: 'OnAccount', account: body.accounts.debtors ?? '' });
    body.clearing = body.clearing.filter(
      (entry, index, all) => all.findIndex((e) => e.type_alias === entry.type_alias) === index,
    );
    const gift = body.clearing.find((entry) => entry.type_alias === 'OnlineGiftCard');
    if (gift) gift.account = body.accounts.gift_cards ?? '';
    const answer = await put(body);
    expect(answer.status, answer.text).toBe(200);
    expect((await put(completeMapping())).status).toBe(200);
  });

  it('takes a payment type as the report names one without an alias', async () => {
    const body = completeMapping();
    body.clearing.push({ type_alias: 'type:12', account: '1199' });
    const stored = ledgerMappingSchema.parse((await put(body)).json);
    expect(stored.clearing.at(-1)).toEqual({
      type_alias: 'type:12',
      name: 'type:12',
      account: '1199',
    });
    expect((await put(completeMapping())).status).toBe(200);
  });

  it.runIf(STRICT_PUBLIC)('takes any group id where the platform lists no groups', async () => {
    const body = completeMapping();
    body.revenue.push({ product_group_id: 999, account: '8100' });
    const stored = ledgerMappingSchema.parse((await put(body)).json);
    expect(stored.revenue).toContainEqual({
      product_group_id: 999,
      name: 'Omzetgroep 999',
      product_group_code: null,
      account: '8100',
      source: 'set',
    });
    expect((await put(completeMapping())).status).toBe(200);
  });
});

describe('PUT /api/ledger-mapping refuses, naming the field, and keeps what was stored', () => {
  let before: LedgerMapping;
  beforeAll(async () => {
    expect((await put(completeMapping())).status).toBe(200);
    before = await read();
  });

  const refused = async (body: unknown, message: string | RegExp, status = 400) => {
    expectError(await put(body), status, message);
    expect(await read()).toEqual(before);
  };
  const withRevenue = (account: string) => {
    const body = completeMapping();
    body.revenue = [{ product_group_id: null, account }];
    return body;
  };

  it('a code that is empty, too long, padded or holds a control character', async () => {
    await refused(withRevenue(''), "field 'revenue.0.account' must not be empty");
    await refused(withRevenue('8'.repeat(36)), "field 'revenue.0.account' must be at most 35");
    await refused(
      withRevenue(' 80'),
      "field 'revenue.0.account' must not start or end with a space",
    );
    await refused(
      withRevenue('80 '),
      "field 'revenue.0.account' must not start or end with a space",
    );
    await refused(withRevenue('80\u000100'), 'control characters');
    await refused(withRevenue('80\u008500'), 'control characters');
    const single = completeMapping();
    single.accounts.tips = '';
    await refused(single, "field 'accounts.tips' must not be empty");
  });

  it('a body that is not a whole mapping', async () => {
    const { company: _company, ...withoutCompany } = completeMapping();
    await refused(withoutCompany, "field 'company' is required");
    await refused({ ...completeMapping(), extra: 1 }, "unknown field 'extra'");
    const badVat = completeMapping();
    badVat.company.vat_number = 'NL12';
    await refused(badVat, "field 'company.vat_number' must be a Dutch VAT number");
    const badRgs = completeMapping();
    badRgs.rgs.push({ account: '1620', code: 'Omzet hoog' });
    await refused(badRgs, "field 'rgs.2.code' must be an RGS reference code such as WOmzNopOlh");
    const nl = completeMapping();
    nl.oss.push({ country_iso2: 'NL', account: '1531' });
    await refused(nl, "field 'oss.1.country_iso2' must be another member state than NL");
    // Debtors (a balance sheet account) given a profit and loss code.
    const ofOtherKind = completeMapping();
    ofOtherKind.rgs[0] = { account: '1300', code: 'WOmzNopOlh' };
    const answer = await put(ofOtherKind);
    expectError(answer, 400, "field 'rgs.0.code': account 1300 is a balance sheet account");
    expect(answer.json).toMatchObject({
      code: 'rgs_code_kind',
      params: { field: 'rgs.0.code', account: '1300', code: 'WOmzNopOlh', letter: 'B' },
    });
  });

  it.skipIf(STRICT_PUBLIC)('a group that is not one of the account', async () => {
    const body = completeMapping();
    body.revenue.push({ product_group_id: 999, account: '8100' });
    await refused(
      body,
      "field 'revenue.1.product_group_id': product_group_id 999 is not a turnover group of account demo",
    );
  });

  it('a tax rate that is not one of the account', async () => {
    const body = completeMapping();
    body.vat.push({ tax_rate_id: 999, account: '1599' });
    await refused(
      body,
      `field 'vat.${body.vat.length - 1}.tax_rate_id': tax_rate_id 999 is not a tax rate of account demo`,
    );
  });

  it('a payment type that is neither the account’s nor the report’s type:<id>', async () => {
    const body = completeMapping();
    body.clearing.push({ type_alias: 'Bitcoin', account: '1199' });
    await refused(
      body,
      /^field 'clearing\.\d+\.type_alias': type_alias "Bitcoin" is not a payment-method type of account demo/,
    );
  });

  it('a group, rate or type listed twice', async () => {
    const groupTwice = completeMapping();
    groupTwice.revenue.push({ product_group_id: null, account: '8998' });
    await refused(
      groupTwice,
      "field 'revenue.1.product_group_id': product_group_id null is listed twice (also at revenue.0)",
    );
    const rateTwice = completeMapping();
    rateTwice.vat.push({ ...first(rateTwice.vat), account: '1599' });
    await refused(rateTwice, 'is listed twice');
    const typeTwice = completeMapping();
    typeTwice.clearing.push({ ...first(typeTwice.clearing), account: '1199' });
    await refused(typeTwice, /type_alias "\w+" is listed twice/);
  });

  it('one code for VAT and something else', async () => {
    const body = completeMapping();
    first(body.vat).account = '8999';
    await refused(body, `field 'vat.0.account': account 8999 is the VAT payable account of`);
    await refused(body, 'a VAT payable account takes VAT only');
    const clearing = completeMapping();
    first(clearing.vat).account = first(clearing.clearing).account;
    await refused(clearing, 'a VAT payable account takes VAT only');
  });

  it.skipIf(STRICT_PUBLIC)("a code that is a group's default revenue account", async () => {
    const group = first(groups);
    const body = completeMapping();
    first(body.vat).account = group.code;
    await refused(
      body,
      `field 'vat.0.account': account ${group.code} is the VAT payable account of ` +
        `${first(dutchRates).name} and also the revenue account of ${group.name} (its product_group_code)`,
    );
  });

  it('a revenue account used for a balance role, or cash differences for anything else', async () => {
    const clearing = completeMapping();
    first(clearing.clearing).account = '8999';
    await refused(clearing, 'a revenue account takes revenue only');
    const debtors = completeMapping();
    debtors.accounts.debtors = '8999';
    await refused(debtors, "field 'accounts.debtors': account 8999 is the Debiteuren account");
    const cash = completeMapping();
    cash.accounts.cash_differences = first(cash.clearing).account;
    await refused(cash, 'the cash differences account takes cash differences only');
  });
});

describe('who may change it, and whose it is', () => {
  it('a user limited to a location reads it but may not change it', async () => {
    const staff = await service.login('staff');
    const mapping = await read(staff);
    expect(mapping).toEqual(await read());
    const answer = await put(completeMapping(), staff);
    // Without session info the service cannot tell who is limited (identity.ts).
    if (STRICT_PUBLIC) expect(answer.status).toBe(200);
    else expectError(answer, 403, 'you are limited to location');
  });

  it('each platform account has its own', async () => {
    const other = await service.login('otherAccount');
    const mapping = await read(other);
    expect(mapping.account).toBe('demo2');
    expect(mapping.updated_at).toBeNull();
    expect(mapping.accounts.debtors).toBeNull();
    // demo's groups are not demo2's.
    const body = completeMapping();
    const demoGroup = groups[0];
    if (demoGroup) {
      body.revenue.push({ product_group_id: demoGroup.id, account: '8100' });
      const refusal = await put(body, other);
      expectError(refusal, 400, 'is not a turnover group of account demo2');
      expect(refusal.json).toMatchObject({ code: 'conflicts_with_account' });
    }
    const own = completeMapping();
    own.vat = [];
    const answer = await put(own, other);
    expect(answer.status, answer.text).toBe(200);
    expect((await read()).vat.every((row) => row.rate === 0 || row.account !== null)).toBe(true);
    expect((await read(other)).vat.every((row) => row.account === null)).toBe(true);
  });
});

describe('kept in the data folder', () => {
  it('is the same after a restart, and written whole', async () => {
    const before = await read();
    await service.close();
    service = await startTestService({ dataDir, demo: SMALL_DEMO });
    manager = await service.login('manager');
    expect(await read()).toEqual(before);
    const files = await readdir(dataDir);
    expect(files).toContain('ledger-mappings.json');
    expect(files.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const file = join(dataDir, 'ledger-mappings.json');
    const saved = JSON.parse(await readFile(file, 'utf8')) as { accounts: Record<string, unknown> };
    expect(Object.keys(saved.accounts).sort()).toEqual(['demo', 'demo2']);
    if (process.platform !== 'win32') expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});
