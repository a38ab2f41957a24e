/**
 * The text of a PDF Chromium printed (`page.pdf()`), read back without the browser: each
 * font's ToUnicode map, and each page's text shown with Tj or TJ in that font, a text object
 * (BT … ET) a line. Enough for Skia's PDFs (Identity-H fonts, two-byte codes, Flate streams,
 * no object streams); not a general PDF reader (test/api/pdf-reader.ts reads the service's).
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dictionary: string;
  stream: string | null;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const at = body.search(/stream\r?\n/);
    let stream: string | null = null;
    if (at >= 0) {
      const start = body.indexOf('\n', at) + 1;
      const raw = Buffer.from(body.slice(start, body.lastIndexOf('endstream')), 'latin1');
      stream = (/\/FlateDecode/.test(body.slice(0, at)) ? inflateSync(raw) : raw).toString(
        'latin1',
      );
    }
    objects.set(Number(match[1]), { dictionary: at >= 0 ? body.slice(0, at) : body, stream });
  }
  return objects;
}

/** A ToUnicode CMap: two-byte code (hex) → its text. */
function cmapOf(text: string): Map<string, string> {
  const map = new Map<string, string>();
  const chars = (hex: string) =>
    String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of (block[1] ?? '').matchAll(/<(\w+)>\s*<(\w+)>/g)) {
      map.set((code ?? '').toUpperCase(), chars(unicode ?? ''));
    }
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, first] of (block[1] ?? '').matchAll(/<(\w+)>\s*<(\w+)>\s*<(\w+)>/g)) {
      const start = parseInt(low ?? '0', 16);
      for (let code = start; code <= parseInt(high ?? '0', 16); code++) {
        const hex = code.toString(16).toUpperCase().padStart(4, '0');
        map.set(hex, String.fromCodePoint(parseInt(first ?? '0', 16) + code - start));
      }
    }
  }
  return map;
}

const reference = (dictionary: string, key: string): number | null => {
  const match = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dictionary);
  return match ? Number(match[1]) : null;
};

/** The PDF's text, pages in file order, a line per text object. */
export function pdfText(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  const lines: string[] = [];
  for (const page of objects.values()) {
    if (!/\/Type\s*\/Page\b/.test(page.dictionary)) continue;
    const fonts = new Map<string, Map<string, string>>();
    const fontList = /\/Font\s*<<([\s\S]*?)>>/.exec(page.dictionary)?.[1] ?? '';
    for (const [, name, id] of fontList.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(id));
      const toUnicode = font ? reference(font.dictionary, 'ToUnicode') : null;
      const cmap = toUnicode === null ? null : objects.get(toUnicode)?.stream;
      if (cmap) fonts.set(name ?? '', cmapOf(cmap));
    }
    const content = reference(page.dictionary, 'Contents');
    const stream = content === null ? '' : (objects.get(content)?.stream ?? '');
    for (const [, block] of stream.matchAll(/BT([\s\S]*?)ET/g)) {
      let font = new Map<string, string>();
      let line = '';
      for (const [, name, shown] of (block ?? '').matchAll(
        /\/(\w+) [\d.]+ Tf|(\[[^\]]*\]|<\w*>)\s*T[jJ]/g,
      )) {
        if (name !== undefined) font = fonts.get(name) ?? new Map<string, string>();
        for (const [, hex] of (shown ?? '').matchAll(/<(\w*)>/g)) {
          for (const code of (hex ?? '').toUpperCase().match(/.{4}/g) ?? []) {
            line += font.get(code) ?? '';
          }
        }
      }
      if (line !== '') lines.push(line);
    }
  }
  return lines.join('\n');
}
