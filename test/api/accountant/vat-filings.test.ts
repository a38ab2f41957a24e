/**
 * Filed VAT periods over real HTTP on the demo platform: October marked filed keeps the
 * return's figures as they were; an order of October cancelled afterwards (the demo's order
 * edit) leaves October's filed figures as filed and shows the difference as its correction,
 * with the cancelled order behind it, which November's return lists to be declared, and
 * answers the figures as filed with each correction beside them (also in its CSV); an
 * overlapping filing is 409, a period not over 400, a user limited to a location 403, undoing
 * a filing a manager's act with a reason kept in the period's history, and an undone period
 * answers today's figures again. A change
 * to a filed month after the next month was filed too is listed on the first open month, never
 * on the filed one; un-filing that one moves it back, and filed again it keeps it as declared
 * and the open month has nothing left of it. A location's period overlapping the whole
 * account's, and a range that is no month, quarter or year, are refused (issue 57).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/server.js';
import {
  vatFilingDeletedSchema,
  vatFilingSchema,
  vatFilingsSchema,
} from '../../../shared/api/vat-filings.js';
import { vatReturnSchema, type VatReturn } from '../../../shared/api/vat-return.js';
import { parseAmount, subtract, sum, toJsonNumber } from '../../../shared/money.js';
import { expectError } from '../expect-error.js';
import { STRICT_PUBLIC, startTestService, type TestService } from '../harness.js';
import { getCsvTables } from '../zip-reader.js';
import { getXlsx, sheetRows } from '../xlsx-reader.js';

const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
const NOVEMBER = 'from=2026-11-01&to=2026-11-30';
/** The service's today: the day after the demo's history ends (harness.ts), time running. */
const TODAY = Date.parse('2026-11-21T12:00:00+01:00');
const FILED = '/api/vat-return/filed';
const NO_CACHE = { 'Cache-Control': 'no-cache' };

let api: TestService;
let platform: DemoPlatform;
let manager: string;
let staff: string;

async function overview(query: string): Promise<VatReturn> {
  // no-cache: the read model asks the platform what changed first, as after the edit below.
  const answer = await api.get(`/api/vat-return?${query}`, manager, NO_CACHE);
  expect(answer.status, answer.text).toBe(200);
  return vatReturnSchema.parse(answer.json);
}
const october = () => overview(`from=${OCTOBER.from}&to=${OCTOBER.to}`);

beforeAll(async () => {
  const offset = TODAY - Date.now();
  api = await startTestService({
    clock: { now: () => Date.now() + offset },
    // From 11 September: the September whose change is declared on November, below.
    demo: { productsPerAccount: 60, ordersPerDay: 4, historyDays: 70 },
  });
  if (!api.service.demoPlatform) throw new Error('no demo platform');
  platform = api.service.demoPlatform;
  [manager, staff] = await Promise.all([api.login('manager'), api.login('staff')]);
}, 60_000);

afterAll(async () => {
  await api.close();
});

describe.skipIf(STRICT_PUBLIC)('filed VAT periods', () => {
  it('keeps October as filed and shows a later change as its correction, declared in November', async () => {
    const before = await october();
    expect(before).toMatchObject({ filed: null, corrections: [], corrections_from_filed: [] });
    const posted = await api.post(FILED, OCTOBER, manager);
    expect(posted.status, posted.text).toBe(201);
    const filing = vatFilingSchema.parse(posted.json);
    expect(filing).toMatchObject({ ...OCTOBER, location_id: null, filed_by: 'manager@demo.test' });
    expect(filing.figures).toEqual({
      rubrieken: before.rubrieken.map(({ rubriek, turnover, vat }) => ({ rubriek, turnover, vat })),
      oss: before.oss.map(({ country_iso2, turnover, vat }) => ({ country_iso2, turnover, vat })),
    });
    expect(await october()).toMatchObject({ filed: filing, corrections: [] });

    // An October sale at 21 % cancelled after the filing.
    const orders = (await api.get(`/api/orders?from=2026-10-10&to=2026-10-20&limit=50`, manager))
      .json as { data: { id: number; status: string; value_wt: number }[] };
    const sale = orders.data.find((order) => order.status === 'complete' && order.value_wt > 0);
    if (!sale) throw new Error('no completed October sale');
    platform.editOrder({
      account: 'demo',
      orderId: sale.id,
      edit: { kind: 'status', status: 'cancelled' },
    });
    const after = await october();
    // Today's figures moved; the filed ones did not, and the difference is the correction.
    expect(after.rubrieken).not.toEqual(before.rubrieken);
    expect(after.filed).toEqual(filing);
    // The period's own figures are those filed, whole euros and total as the return had them,
    // each with today's difference beside it (decision 0102).
    expect(after.as_filed?.rubrieken.map(({ correction: _c, ...row }) => row)).toEqual(
      before.rubrieken.map(({ rates: _rates, ...row }) => row),
    );
    expect(after.as_filed?.vat_on_sales).toEqual({
      ...before.vat_on_sales,
      correction_vat: toJsonNumber(
        sum(after.rubrieken.map((row, i) => subtract(parseAmount(row.vat), rubriekVat(before, i)))),
      ),
    });
    for (const row of after.as_filed?.rubrieken ?? []) {
      const today = after.rubrieken.find((line) => line.rubriek === row.rubriek);
      const difference = {
        turnover: toJsonNumber(
          subtract(parseAmount(today?.turnover ?? 0), parseAmount(row.turnover)),
        ),
        vat: toJsonNumber(subtract(parseAmount(today?.vat ?? 0), parseAmount(row.vat))),
      };
      const unchanged = difference.turnover === 0 && difference.vat === 0;
      expect(row.correction, row.rubriek).toEqual(unchanged ? null : difference);
    }
    expect(after.filing_history).toEqual([
      { filing_id: filing.id, filed_at: filing.filed_at, filed_by: filing.filed_by, undone: null },
    ]);
    const expected = after.rubrieken.flatMap((row) => {
      const was = before.rubrieken.find((old) => old.rubriek === row.rubriek);
      const turnover = subtract(parseAmount(row.turnover), parseAmount(was?.turnover ?? 0));
      const vat = subtract(parseAmount(row.vat), parseAmount(was?.vat ?? 0));
      return turnover === 0n && vat === 0n
        ? []
        : [{ rubriek: row.rubriek, country_iso2: null, ...wire(turnover, vat) }];
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(
      after.corrections
        .filter((row) => row.rubriek !== null)
        .map(({ orders: _orders, ...figures }) => figures),
    ).toEqual(expected);
    // The cancelled sale is the one order behind each correction, by its whole share.
    for (const row of after.corrections) {
      expect(row.orders?.map(({ id, turnover, vat }) => ({ id, turnover, vat }))).toEqual([
        { id: sale.id, turnover: row.turnover, vat: row.vat },
      ]);
      expect(row.orders?.[0]?.backoffice_url).toContain(String(sale.id));
    }
    const november = await overview(NOVEMBER);
    expect(november.filed).toBeNull();
    expect(november.corrections_from_filed).toEqual([
      { filing_id: filing.id, ...OCTOBER, corrections: after.corrections },
    ]);
  });

  it('exports the filing, its figures as filed and the corrections with their orders', async () => {
    const filed = await october();
    const filing = filed.filed;
    const [correction] = filed.corrections;
    if (!filing || !correction?.orders?.[0]) throw new Error('October is not filed and corrected');
    const order = correction.orders[0];
    // As CSV a zip of one file per table (decision 0083), Dutch: `;` and decimal commas.
    const { tables } = await getCsvTables(
      `${api.url}/api/vat-return?from=${OCTOBER.from}&to=${OCTOBER.to}&format=csv&lang=nl`,
      manager,
      ';',
    );
    const block = (title: string) =>
      [...tables].find(([name]) => name.endsWith(` ${title}.csv`))?.[1] ??
      expect.fail(`no table ${title} in ${[...tables.keys()].join(', ')}`);
    const euros = (value: number) => value.toFixed(2).replace('.', ',');
    expect(block('Aangifte')).toEqual([
      [
        'Aangegeven op',
        'Aangegeven door',
        'Aangifte-id',
        'Ongedaan gemaakt op',
        'Ongedaan gemaakt door',
        'Reden',
      ],
      [
        expect.stringMatching(/^21-11-2026 \d\d:\d\d:\d\d$/),
        'manager@demo.test',
        filing.id,
        '',
        '',
        '',
      ],
    ]);
    // The period's figures are those filed, the correction since beside each (decision 0102);
    // today's rubrieken, rates and OSS are not in the file.
    const asFiled = filed.as_filed?.rubrieken.find((row) => row.rubriek === correction.rubriek);
    if (!asFiled?.correction) throw new Error('the corrected rubriek has no correction beside it');
    expect(block('Aangegeven bedragen')[0]).toEqual([
      'Rubriek of land',
      'Omzet excl. btw',
      'Btw',
      'Omzet hele euro',
      'Btw hele euro',
      'Omzet, correctie sindsdien',
      'Btw, correctie sindsdien',
    ]);
    expect(block('Aangegeven bedragen')).toContainEqual([
      asFiled.rubriek,
      euros(asFiled.turnover),
      euros(asFiled.vat),
      String(asFiled.turnover_whole_euros),
      String(asFiled.vat_whole_euros),
      euros(asFiled.correction.turnover),
      euros(asFiled.correction.vat),
    ]);
    expect([...tables.keys()].some((name) => name.endsWith(' Rubrieken.csv'))).toBe(false);
    const line = correction.rubriek ?? `OSS ${correction.country_iso2 ?? ''}`;
    expect(block('Correcties sinds aangifte').slice(0, 3)).toEqual([
      ['Rubriek of land', 'Order', 'Omzet excl. btw, verschil', 'Btw, verschil'],
      [line, 'Correctie', euros(correction.turnover), euros(correction.vat)],
      [line, order.order_number, euros(order.turnover), euros(order.vat)],
    ]);
    // November's file carries October's corrections to declare, in English as asked.
    const { workbook } = await getXlsx(
      `${api.url}/api/vat-return?${NOVEMBER}&format=xlsx`,
      manager,
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'VAT return',
      'Corrections of filed period',
      'Rubrieken',
      'Rates',
      'OSS (other EU member states)',
      'Not from sales data',
      'Not turnover (incl. VAT)',
    ]);
    const sheet = workbook.getWorksheet('Corrections of filed period');
    if (!sheet) throw new Error('no corrections sheet');
    const { header, rows: sheetData } = sheetRows(sheet);
    expect(header).toEqual([
      'Filed period',
      'Box or country',
      'Order',
      'Turnover excl. VAT, difference',
      'VAT, difference',
    ]);
    expect(sheetData[0]).toEqual([
      '2026-10-01 – 2026-10-31',
      line,
      'Correction',
      correction.turnover,
      correction.vat,
    ]);
  });

  it('refuses an overlapping period, one not over, a limited user and bad input', async () => {
    // A location's October overlaps the whole account's, which holds its turnover (issue 57).
    const locations = (await api.get('/api/locations', manager)).json as { data: { id: number }[] };
    const location = locations.data[0]?.id ?? 0;
    const filed = vatFilingsSchema.parse((await api.get(FILED, manager)).json).filings;
    const overlapping = await api.post(FILED, { ...OCTOBER, location_id: location }, manager);
    expect(
      expectError(
        overlapping,
        409,
        /overlaps the filed period 2026-10-01 to 2026-10-31 \(all locations; vfp_[0-9a-f]{16}/,
      ),
    ).toMatchObject({
      code: 'filing_overlaps',
      overlapping_filing: { id: filed[0]?.id, ...OCTOBER, location_id: null },
    });
    // A return is of a month, a quarter or a year (issue 57): a week, ten months are refused.
    for (const range of [
      { from: '2026-10-31', to: '2026-11-05' },
      { from: '2026-01-01', to: '2026-10-31' },
      { from: '2026-08-01', to: '2026-10-31' },
    ]) {
      const refused = expectError(await api.post(FILED, range, manager), 400, "field 'to'");
      expect(refused).toMatchObject({ code: 'filing_period_invalid', field: 'to' });
    }
    expectError(
      await api.post(FILED, { from: '2026-11-01', to: '2026-11-30' }, manager),
      400,
      "field 'to' (2026-11-30): a period can be filed once it is over; today is 2026-11-21",
    );
    expectError(await api.post(FILED, { from: '2026-09-01', to: '2026-09-30' }, staff), 403);
    expectError(await api.post(FILED, { from: '2026-09-31', to: '2026-10-31' }, manager), 400);
    expectError(
      await api.post(FILED, { from: '2026-09-02', to: '2026-09-01' }, manager),
      400,
      "field 'from' (2026-09-02) is after 'to' (2026-09-01)",
    );
    expectError(await api.post(FILED, { from: '2026-09-01' }, manager), 400, 'to');
  });

  it('undoes a filing for a manager only, with the reason kept in the period’s history', async () => {
    const listed = vatFilingsSchema.parse((await api.get(FILED, manager)).json).filings;
    expect(listed.map((row) => [row.from, row.to])).toEqual([[OCTOBER.from, OCTOBER.to]]);
    const filing = listed[0];
    if (!filing) throw new Error('October is not filed');
    const path = `${FILED}/${filing.id}`;
    const because = { reason: 'Gemarkeerd voordat de boekhouder klaar was' };
    expectError(await api.del(path, staff, because), 403);
    expectError(await api.del(`${FILED}/nope`, manager, because), 400, 'vfp_0123456789abcdef');
    expectError(await api.del(`${FILED}/vfp_0123456789abcdef`, manager, because), 404);
    // The reason is required, and more than blanks.
    expectError(await api.del(path, manager), 400, 'request body');
    expectError(await api.del(path, manager, { reason: '  ' }), 400, "field 'reason'");
    // Kept and shown in every file of the period: lines, but no character a file cannot hold.
    for (const [text, character] of [
      ['fout \uffff', 'U+FFFF'],
      ['fout \u0000', 'U+0000'],
      ['fout \u202e', 'U+202E'],
    ]) {
      const refused = await api.del(path, manager, { reason: text });
      expectError(refused, 400, "field 'reason'");
      expect(refused.json).toMatchObject({ code: 'invalid_text', field: 'reason', character });
    }
    const deleted = await api.del(path, manager, {
      reason: because.reason.replace(' voordat', '\nvoordat'),
    });
    expect(deleted.status, deleted.text).toBe(200);
    const { undone } = vatFilingDeletedSchema.parse(deleted.json);
    expect(deleted.json).toEqual({ id: filing.id, deleted: true, undone });
    expect(undone).toEqual({
      at: undone.at,
      by: 'manager@demo.test',
      reason: 'Gemarkeerd\nvoordat de boekhouder klaar was',
    });
    expect(undone.at).toMatch(/^2026-11-21T/);
    expectError(await api.del(path, manager, because), 404);
    expect(vatFilingsSchema.parse((await api.get(FILED, manager)).json).filings).toEqual([]);
    const open = await october();
    expect(open).toMatchObject({ filed: null, as_filed: null, corrections: [] });
    expect(open.filing_history).toEqual([
      {
        filing_id: filing.id,
        filed_at: filing.filed_at,
        filed_by: filing.filed_by,
        undone,
      },
    ]);
    expect((await overview(NOVEMBER)).corrections_from_filed).toEqual([]);
  });

  it('declares a change to a filed month once, on the first open month after it', async () => {
    const months = [
      { from: '2026-09-01', to: '2026-09-30' },
      { from: '2026-10-01', to: '2026-10-31' },
      { from: '2026-11-01', to: '2026-11-30' },
    ] as const;
    const [first, second, third] = months;
    const month = (range: (typeof months)[number]) => overview(`from=${range.from}&to=${range.to}`);
    const file = async (range: (typeof months)[number]) => {
      const posted = await api.post(FILED, range, manager);
      expect(posted.status, posted.text).toBe(201);
      return vatFilingSchema.parse(posted.json);
    };
    const firstFiling = await file(first);
    // Filed while the first month was unchanged: the second declares nothing.
    const secondFiling = await file(second);
    expect(secondFiling.declared).toEqual([]);

    // A sale of the first month cancelled after both were filed.
    const orders = (
      await api.get(`/api/orders?from=${first.from}&to=${first.to}&limit=50`, manager)
    ).json as { data: { id: number; status: string; value_wt: number }[] };
    const sale = orders.data.find((order) => order.status === 'complete' && order.value_wt > 0);
    if (!sale) throw new Error('no completed sale in the first month');
    platform.editOrder({
      account: 'demo',
      orderId: sale.id,
      edit: { kind: 'status', status: 'cancelled' },
    });
    const { corrections } = await month(first);
    expect(corrections.length).toBeGreaterThan(0);
    const toDeclare = [{ filing_id: firstFiling.id, ...first, corrections }];
    // Never on the filed second month: on the third, the first open one.
    expect((await month(second)).corrections_from_filed).toEqual([]);
    expect((await month(third)).corrections_from_filed).toEqual(toDeclare);

    // Un-filed, the second month lists them again; filed again, it keeps them as declared.
    const reason = { reason: 'wrong month' };
    expect((await api.del(`${FILED}/${secondFiling.id}`, manager, reason)).status).toBe(200);
    expect((await month(second)).corrections_from_filed).toEqual(toDeclare);
    expect((await month(third)).corrections_from_filed).toEqual([]);
    const again = await file(second);
    expect(again.declared).toEqual(toDeclare);
    expect(await month(second)).toMatchObject({ filed: again, corrections_from_filed: toDeclare });
    // Declared once: the third month has nothing of it left to declare.
    expect((await month(third)).corrections_from_filed).toEqual([]);
  });
});

/** The VAT of the return's i-th rubriek, exact. */
const rubriekVat = (overview: VatReturn, index: number) =>
  parseAmount(overview.rubrieken[index]?.vat ?? 0);

function wire(turnover: bigint, vat: bigint) {
  return {
    turnover: toJsonNumber(turnover as Parameters<typeof toJsonNumber>[0]),
    vat: toJsonNumber(vat as Parameters<typeof toJsonNumber>[0]),
  };
}
