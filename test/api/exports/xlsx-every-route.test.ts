/**
 * Every route that offers CSV also answers .xlsx: found in the service's own OpenAPI document
 * (the routes whose success answer lists text/csv), each asked for `format=xlsx` over HTTP and
 * read back with exceljs. The document also names the spreadsheet media type for each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putCompleteMapping } from '../complete-mapping.js';
import { STRICT_PUBLIC, startTestService, type TestService } from '../harness.js';
import { XLSX_TYPE, getXlsx, sheetRows } from '../xlsx-reader.js';

interface Operation {
  parameters?: { name: string; in: string; required: boolean }[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}

let api: TestService;
let token: string;
let csvRoutes: [path: string, operation: Operation][];

/** Values for the parameters a CSV route requires: the day ranges' `from`. */
const REQUIRED_VALUES: Record<string, string> = { from: '2026-03-02' };

beforeAll(async () => {
  // A small shop: each route's workbook is read back for its sheets and header, not its
  // figures, and the ranges from REQUIRED_VALUES run to today (some nine months of orders).
  api = await startTestService({ demo: { productsPerAccount: 60, ordersPerDay: 2 } });
  token = await api.login('manager');
  // The journal needs an account for each figure it posts (else a 409).
  if (!STRICT_PUBLIC) await putCompleteMapping(api, token);
  const document = (await api.get('/api/openapi.json')).json as {
    paths: Record<string, { get?: Operation }>;
  };
  // CSV routes: a CSV file, or (a report of several tables) a zip of CSV files.
  csvRoutes = Object.entries(document.paths).flatMap(([path, item]) => {
    const content = item.get?.responses['200']?.content;
    const exported = content?.['text/csv'] || content?.['application/zip'];
    return item.get && exported ? [[path, item.get] as const] : [];
  });
});

afterAll(() => api.close());

describe('every CSV route answers .xlsx', () => {
  it('finds the CSV routes in the document', () => {
    expect(csvRoutes.map(([path]) => path).sort()).toEqual([
      '/api/day-closings',
      '/api/discount-orders',
      '/api/financial-report',
      '/api/journal',
      '/api/locations',
      '/api/orders',
      '/api/payment-methods',
      '/api/price-list',
      '/api/product-sales',
      '/api/sales-by-hour',
      '/api/shops',
      '/api/slow-movers',
      '/api/tax-rates',
      '/api/turnover-groups',
      '/api/vat-return',
    ]);
  });

  it('documents the spreadsheet media type beside CSV and answers it for each', async () => {
    const unavailable: string[] = [];
    for (const [path, operation] of csvRoutes) {
      expect(operation.responses['200']?.content?.[XLSX_TYPE], path).toBeDefined();
      const required = (operation.parameters ?? []).filter((parameter) => parameter.required);
      const query = new URLSearchParams({ format: 'xlsx', lang: 'nl' });
      for (const parameter of required) {
        const value = REQUIRED_VALUES[parameter.name];
        if (value === undefined) throw new Error(`${path}: no test value for ${parameter.name}`);
        query.set(parameter.name, value);
      }
      const url = `${api.url}${path}?${query.toString()}`;
      // A feature the platform lacks (strict-public: orders, the report, turnover groups) is
      // the same 501 in every format; the capabilities tests check those endpoint by endpoint.
      const jsonQuery = new URLSearchParams(query);
      jsonQuery.delete('format');
      jsonQuery.delete('lang');
      const json = await api.get(`${path}?${jsonQuery.toString()}`, token);
      if (json.status === 501) {
        const refused = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
        expect(refused.status, path).toBe(501);
        unavailable.push(path);
        continue;
      }
      const { headers, workbook } = await getXlsx(url, token);
      expect(headers.get('content-disposition'), path).toMatch(/^attachment; filename=".+\.xlsx"$/);
      expect(workbook.worksheets.length, path).toBeGreaterThan(0);
      for (const sheet of workbook.worksheets) {
        expect(sheet.views[0], `${path} ${sheet.name}`).toMatchObject({
          state: 'frozen',
          ySplit: 1,
        });
        expect(sheetRows(sheet).header.length, `${path} ${sheet.name}`).toBeGreaterThan(0);
      }
    }
    expect(unavailable).toEqual(
      STRICT_PUBLIC
        ? [
            '/api/turnover-groups',
            '/api/discount-orders',
            '/api/orders',
            '/api/financial-report',
            '/api/product-sales',
            '/api/slow-movers',
            '/api/vat-return',
            '/api/day-closings',
            '/api/sales-by-hour',
            '/api/journal',
          ]
        : [],
    );
  });
});
