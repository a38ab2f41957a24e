/**
 * The price list and a reference list as .xlsx: prices per unit as numbers equal to the JSON
 * (4 decimals) under a euro format that shows them, VAT as a percentage cell, yes/no in the
 * asked language, and a text sort in the Dutch collation.
 */
import { parseAmount, toJsonNumber } from '../../../shared/money.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceListResponseSchema } from '../../../shared/api/catalog.js';
import { taxRatesResponseSchema } from '../../../shared/api/reference.js';
import { startTestService, type TestService } from '../harness.js';
import { getXlsx, onlySheet, sheetRows } from '../xlsx-reader.js';

let api: TestService;
let token: string;

beforeAll(async () => {
  api = await startTestService();
  token = await api.login('manager');
});

afterAll(() => api.close());

describe('price list as .xlsx', () => {
  it('has prices as numbers equal to the JSON in cents, with a euro format', async () => {
    const json = priceListResponseSchema.parse((await api.get('/api/price-list', token)).json);
    const sheet = onlySheet(
      (
        await getXlsx(
          `${api.url}/api/price-list?format=xlsx&lang=nl&columns=sku,ppu_wt,vat_percent,stock_unlimited`,
          token,
        )
      ).workbook,
    );
    const { header, rows } = sheetRows(sheet);
    expect(header).toEqual(['SKU', 'Prijs incl. btw', 'Btw %', 'Onbeperkte voorraad']);
    expect(rows.map((row) => [row[0], row[1], row[3]])).toEqual(
      json.data.map((row) => [
        row.sku,
        row.ppu_wt === null ? null : toJsonNumber(parseAmount(row.ppu_wt)),
        row.stock_unlimited ? 'ja' : 'nee',
      ]),
    );
    rows.forEach((row, index) => {
      const percent = json.data[index]?.vat_percent ?? null;
      if (percent === null) expect(row[2]).toBeNull();
      else expect(Number(row[2]) * 100).toBeCloseTo(percent, 10);
    });
    const priced = json.data.findIndex((row) => row.ppu_wt !== null);
    expect(priced).toBeGreaterThanOrEqual(0);
    // Cents, as the screen shows the list's prices (issue 58).
    expect(sheet.getRow(priced + 2).getCell(2).numFmt).toMatch(/€.*0\.00;/);
    expect(sheet.getRow(priced + 2).getCell(3).numFmt).toContain('%');
  });
});

describe('tax rates as .xlsx', () => {
  it('sorts names in the Dutch collation, descending', async () => {
    const json = taxRatesResponseSchema.parse(
      (await api.get('/api/tax-rates?limit=1000', token)).json,
    );
    const collator = new Intl.Collator('nl', { numeric: true, sensitivity: 'accent' });
    const expected = [...json.data]
      .sort((a, b) => collator.compare(b.name, a.name))
      .map((row) => [row.id, row.name]);
    const sheet = onlySheet(
      (await getXlsx(`${api.url}/api/tax-rates?format=xlsx&sort=-name&columns=id,name`, token))
        .workbook,
    );
    expect(sheetRows(sheet).rows).toEqual(expected);
    expect(expected).not.toEqual(json.data.map((row) => [row.id, row.name]));
  });
});
