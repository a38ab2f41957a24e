/**
 * Every route that offers CSV also answers .xlsx: found in the service's own OpenAPI document
 * (the routes whose success answer lists text/csv), each asked for `format=xlsx` over HTTP and
 * read back with exceljs. The document also names the spreadsheet media type for each.
 *
 * And every export in Dutch, found in the endpoint table (shared/api/endpoints.ts), so a new
 * one is swept too: each cell of its CSV (a zip's file names too), .xlsx (sheet names too) and
 * PDF for October, and every name a Dutch user saves or the month pack writes, has no ISO day,
 * no "(en)" plural and no English word. An English word is one the English export of the same
 * endpoints also writes, unless it is the platform's data (a name, title, address or key the
 * JSON answers carry: a product called "Espresso" is data, a payment type's key is not, the
 * screens name it in words) or Dutch as well (DUTCH_TOO).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS, type EndpointSpec } from '../../../shared/api/endpoints.js';
import { isKnownPaymentType } from '../../../shared/payment-type-words.js';
import {
  periodFileNameIn,
  slowMoversFileNameIn,
  USER_FILE_KINDS,
} from '../../../shared/api/user-file-names.js';
import type { LocalDate } from '../../../shared/dates.js';
import { packFiles } from '../../../electron/service/domain/month-pack/files.js';
import { putCompleteMapping } from '../complete-mapping.js';
import { exportTexts, type ExportText } from './export-texts.js';
import { READ_MODEL_ON, STRICT_PUBLIC, startTestService, type TestService } from '../harness.js';
import { XLSX_TYPE, getXlsx, sheetRows } from '../xlsx-reader.js';

interface Operation {
  parameters?: { name: string; in: string; required: boolean }[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}

let api: TestService;
let token: string;
let csvRoutes: [path: string, operation: Operation][];

/** Values for the parameters a CSV route requires: the day ranges' `from`. */
const REQUIRED_VALUES: Record<string, string> = { from: '2026-03-02', date: '2026-10-31' };

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
      '/api/stock-value',
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
      // Without the model there are no stock snapshots to value (docs/stock-value.md): the
      // same 503 in every format.
      const noSnapshots = !READ_MODEL_ON && path === '/api/stock-value';
      if (json.status === 501 || (noSnapshots && json.status === 503)) {
        const refused = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
        expect(refused.status, path).toBe(json.status);
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
            // A day before the first snapshot is worked back through the units sold: orders.
            '/api/stock-value',
            '/api/vat-return',
            '/api/day-closings',
            '/api/sales-by-hour',
            '/api/journal',
          ]
        : READ_MODEL_ON
          ? []
          : ['/api/stock-value'],
    );
  });
});

/** The export endpoints of the endpoint table, each with its October query in `lang`. */
const exportEndpoints = (lang: 'nl' | 'en') =>
  Object.entries(ENDPOINTS).flatMap(([name, spec]: [string, EndpointSpec]) => {
    // Without the model there are no stock snapshots to value (the 503 above).
    if (!spec.csv || (!READ_MODEL_ON && name === 'GET /api/stock-value')) return [];
    const keys = spec.query instanceof z.ZodObject ? Object.keys(spec.query.shape) : [];
    const query = new URLSearchParams({ lang });
    if (keys.includes('from')) query.set('from', '2026-10-01');
    if (keys.includes('to')) query.set('to', '2026-10-31');
    if (keys.includes('date')) query.set('date', '2026-10-31');
    return [{ path: name.slice('GET '.length), spec, keys, query }];
  });

/**
 * The platform's data, not our words: the names, titles, addresses and links its records
 * carry, and its own keys (a shop's `alias`, a group's `code`), found under these fields of
 * the JSON answers. A payment type's key is not data: the screens name it in words.
 */
const DATA_FIELD =
  /name|title|description|street|city|zipcode|sku|email|url|link|number|^code$|alias$/;

/**
 * Words a Dutch file may share with the English one: Dutch in their own right (Debet and
 * Credit, incl., per, status, link, product, online, id), the rubriek (a house word in both,
 * CONTRIBUTING.md), and abbreviations and codes (EUR, EU, OSS, NL, SKU, csv).
 */
const DUTCH_TOO = new Set(
  (
    'credit incl excl per op in is of het de van later order orders status link product ' +
    'online id ids alias code rubriek rubrieken eur eu oss nl sku csv'
  ).split(' '),
);

const wordsOf = (text: string): string[] =>
  text
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 1)
    .map((word) => word.toLowerCase());

describe.skipIf(STRICT_PUBLIC)('every export in Dutch', () => {
  it('has no ISO day, no plural hack and no English word outside the glossary', async () => {
    const dutch: { path: string; texts: ExportText[] }[] = [];
    const english = new Set<string>();
    for (const { path, spec, query } of exportEndpoints('nl')) {
      dutch.push({ path, texts: await exportTexts(api.url, token, path, spec, query) });
    }
    for (const { path, spec, query } of exportEndpoints('en')) {
      for (const { text } of await exportTexts(api.url, token, path, spec, query)) {
        for (const word of wordsOf(text)) english.add(word);
      }
    }
    const data = new Set<string>();
    const collect = (value: unknown, field: string): void => {
      if (typeof value === 'string') {
        const key = field.endsWith('type_alias') && isKnownPaymentType(value);
        if (DATA_FIELD.test(field) && !key) for (const word of wordsOf(value)) data.add(word);
      } else if (Array.isArray(value)) {
        for (const item of value) collect(item, field);
      } else if (value !== null && typeof value === 'object') {
        for (const [inner, item] of Object.entries(value)) collect(item, inner);
      }
    };
    for (const { path, keys, query } of exportEndpoints('nl')) {
      query.delete('lang');
      if (keys.includes('limit')) query.set('limit', '1000');
      const answer = await api.get(`${path}?${query.toString()}`, token);
      expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(200);
      collect(answer.json, '');
    }
    collect((await api.get('/api/products?limit=1000', token)).json, '');

    const faults: string[] = [];
    for (const { path, texts } of dutch) {
      for (const { where, text } of texts) {
        const foreign = wordsOf(text).filter(
          (word) => english.has(word) && !data.has(word) && !DUTCH_TOO.has(word),
        );
        if (/\d{4}-\d{2}-\d{2}/.test(text)) faults.push(`${path} ${where}: ISO day in "${text}"`);
        if (/\p{L}\((en|s|n|e)\)/u.test(text))
          faults.push(`${path} ${where}: plural hack "${text}"`);
        if (foreign.length > 0) faults.push(`${path} ${where}: ${foreign.join(', ')} in "${text}"`);
      }
    }
    // The names a Dutch user saves the files under (the screens') and the month pack writes.
    const october = { from: '2026-10-01', to: '2026-10-31', location_id: 2 };
    const names = [
      ...USER_FILE_KINDS.map((kind) => periodFileNameIn(kind, october, 'nl')),
      slowMoversFileNameIn({ days: 90, to: '2026-10-31' }, 'nl'),
      ...packFiles(
        {
          from: '2026-10-01' as LocalDate,
          to: '2026-10-31' as LocalDate,
          locationId: 2,
          lang: 'nl',
          delimiter: ';',
        },
        true,
      ).map((file) => file.name),
    ];
    for (const name of names) {
      const foreign = wordsOf(name).filter(
        (word) => english.has(word) && !data.has(word) && !DUTCH_TOO.has(word),
      );
      if (/\d{4}-\d{2}-\d{2}/.test(name)) faults.push(`file name ${name}: ISO day`);
      if (foreign.length > 0) faults.push(`file name ${name}: ${foreign.join(', ')}`);
    }
    expect(dutch.map(({ path }) => path)).toContain('/api/journal');
    expect(faults).toEqual([]);
  }, 120_000);
});
