/**
 * Every text a person reads in an endpoint's exports, in one language: the CSV's cells (a
 * report's zip: each file's name and cells), the .xlsx's sheet names and cells, the PDF's
 * text pieces, each with where it stands, for the sweep of the exports' words
 * (xlsx-every-route.test.ts). Numbers and dates the .xlsx keeps as values are not text.
 */
import type { EndpointSpec } from '../../../shared/api/endpoints.js';
import { parseCsv } from '../csv-reader.js';
import { readPdf } from '../pdf-reader.js';
import { readZip } from '../zip-reader.js';
import { getXlsx } from '../xlsx-reader.js';

export interface ExportText {
  /** The format, and the file, sheet or page it is on. */
  where: string;
  text: string;
}

async function fetchBytes(url: string, token: string): Promise<Buffer> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${bytes.toString()}`);
  return bytes;
}

const decode = (bytes: Uint8Array): string => new TextDecoder('utf-8').decode(bytes);

const cellsOf = (where: string, rows: string[][]): ExportText[] =>
  rows.flatMap((row) => row.filter((text) => text !== '').map((text) => ({ where, text })));

export async function exportTexts(
  baseUrl: string,
  token: string,
  path: string,
  spec: Pick<EndpointSpec, 'csv' | 'pdf'>,
  query: URLSearchParams,
): Promise<ExportText[]> {
  const url = (format: string) => {
    const asked = new URLSearchParams(query);
    asked.set('format', format);
    return `${baseUrl}${path}?${asked.toString()}`;
  };
  const delimiter = query.get('lang') === 'nl' ? ';' : ',';
  const texts: ExportText[] = [];
  const csv = await fetchBytes(url('csv'), token);
  if (spec.csv === 'zip') {
    for (const entry of readZip(csv)) {
      texts.push({ where: 'zip', text: entry.name });
      texts.push(...cellsOf(`csv ${entry.name}`, parseCsv(decode(entry.bytes), delimiter)));
    }
  } else {
    texts.push(...cellsOf('csv', parseCsv(decode(csv), delimiter)));
  }
  const { workbook } = await getXlsx(url('xlsx'), token);
  for (const sheet of workbook.worksheets) {
    texts.push({ where: 'xlsx', text: sheet.name });
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === 'string')
          texts.push({ where: `xlsx ${sheet.name}`, text: cell.value });
      }),
    );
  }
  if (spec.pdf) {
    const pdf = readPdf(await fetchBytes(url('pdf'), token));
    pdf.pages.forEach((page, index) =>
      texts.push(
        ...page.pieces.map((piece) => ({ where: `pdf page ${index + 1}`, text: piece.text })),
      ),
    );
  }
  return texts.map(({ where, text }) => ({ where, text: text.replace(/^\uFEFF/, '') }));
}
