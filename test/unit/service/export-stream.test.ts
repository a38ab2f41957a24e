/**
 * Exports written as their rows come (export/send-export.ts): rows given as pages still
 * arriving are on the wire before the next page exists, as CSV and as .xlsx; with a sort
 * asked, every page is read first and the rows come out sorted across pages. Over real HTTP.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { sendTableExport } from '../../../electron/service/http/export/send-export.js';
import { exportTable } from '../../../electron/service/domain/export/table.js';
import type { ExportSort } from '../../../shared/api/common.js';

interface Row {
  id: number;
  name: string;
}

const table = exportTable<
  Row,
  {
    title: { en: string; nl: string };
    columns: [
      { key: 'id'; kind: 'integer'; en: 'Id'; nl: 'Id' },
      { key: 'name'; kind: 'text'; en: 'Name'; nl: 'Naam' },
    ];
  }
>(
  {
    title: { en: 'Rows', nl: 'Rijen' },
    columns: [
      { key: 'id', kind: 'integer', en: 'Id', nl: 'Id' },
      { key: 'name', kind: 'text', en: 'Name', nl: 'Naam' },
    ],
  },
  { id: (row) => row.id, name: (row) => row.name },
);

/** Two pages; the second exists only once `release` is called. */
function gatedPages() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  async function* pages() {
    yield [
      { id: 3, name: 'c' },
      { id: 1, name: 'a' },
    ];
    await released;
    yield [{ id: 2, name: 'b' }];
  }
  return { pages: pages(), release };
}

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function serve(
  format: 'csv' | 'xlsx',
  rows: AsyncIterable<readonly Row[]>,
  sort?: ExportSort,
): Promise<Response> {
  app = Fastify();
  app.get('/', (_request, reply) =>
    sendTableExport(reply, format, { fileName: 'rows', table, rows, query: { sort } }),
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return fetch(url);
}

type BodyReader = ReadableStreamDefaultReader<Uint8Array>;

/** Reads the body on until `enough` says so, or to its end. */
async function readOn(reader: BodyReader, enough: (text: string) => boolean): Promise<string> {
  let bytes = Buffer.alloc(0);
  while (!enough(bytes.toString())) {
    const { value, done } = await reader.read();
    if (done) break;
    bytes = Buffer.concat([bytes, value]);
  }
  return bytes.toString();
}

describe('an export of pages still arriving', () => {
  it('writes the first page as CSV before the second exists, then the rest in list order', async () => {
    const { pages, release } = gatedPages();
    const response = await serve('csv', pages);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const firstPage = await readOn(reader, (text) => text.includes('1,a'));
    expect(firstPage).not.toContain('2,b');
    release();
    const text = firstPage + (await readOn(reader, () => false));
    expect(
      text
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toEqual(['Id,Name', '3,c', '1,a', '2,b']);
  });

  it('writes an .xlsx workbook of every page', async () => {
    const { pages, release } = gatedPages();
    release();
    const response = await serve('xlsx', pages);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Rows');
    const values = sheet
      ?.getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([
      ['Id', 'Name'],
      [3, 'c'],
      [1, 'a'],
      [2, 'b'],
    ]);
  });

  it('with a sort asked, reads every page first and sorts across them', async () => {
    const { pages, release } = gatedPages();
    release();
    const response = await serve('csv', pages, { key: 'id', descending: false });
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toEqual(['Id,Name', '1,a', '2,b', '3,c']);
  });
});
