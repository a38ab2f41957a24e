/**
 * Reads a PDF back in tests, without the library that wrote it: the objects, the pages in
 * the page tree's order, and the text each page's content stream shows (Flate streams
 * inflated with node:zlib), each piece with where it stands. Enough for the service's own
 * PDFs (standard fonts in WinAnsi, text set with Tm and shown with Tj or TJ); not a general
 * PDF parser.
 */
import { inflateSync } from 'node:zlib';

export interface PdfTextPiece {
  text: string;
  /** Points from the page's left edge and from its bottom (PDF space). */
  x: number;
  y: number;
  size: number;
}

export interface PdfPage {
  pieces: PdfTextPiece[];
  /** The pieces on one baseline, top row first, each row's pieces left to right. */
  rows: string[][];
}

export interface ReadPdf {
  pages: PdfPage[];
  /** Every row of every page, its pieces joined by a space, one row a line. */
  text: string;
}

interface PdfObject {
  dictionary: string;
  stream: Buffer | null;
}

const WIN_ANSI = new TextDecoder('windows-1252');

/** The objects by number (`N 0 obj … endobj`), streams as their raw bytes. */
function objectsOf(bytes: Buffer): Map<number, PdfObject> {
  const source = bytes.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) (\d+) obj\b/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const start = match.index + match[0].length;
    const firstEnd = source.indexOf('endobj', start);
    if (firstEnd < 0) throw new Error(`object ${match[1]} has no endobj`);
    // A stream's bytes may hold anything, "endobj" too: its end is found from its /Length.
    const streamAt = source.indexOf('stream', start);
    let object: PdfObject = { dictionary: source.slice(start, firstEnd), stream: null };
    let endAt = firstEnd;
    if (streamAt >= 0 && streamAt < firstEnd) {
      const dictionary = source.slice(start, streamAt);
      const length = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(dictionary);
      const dataStart = streamAt + 'stream'.length + (source[streamAt + 6] === '\r' ? 2 : 1);
      const dataEnd = length
        ? dataStart + Number(length[1])
        : source.indexOf('endstream', dataStart);
      object = { dictionary, stream: bytes.subarray(dataStart, dataEnd) };
      endAt = source.indexOf('endobj', dataEnd);
    }
    objects.set(Number(match[1]), object);
    header.lastIndex = endAt;
  }
  return objects;
}

const referencesIn = (text: string): number[] =>
  [...text.matchAll(/(\d+) 0 R/g)].map((match) => Number(match[1]));

/** The page objects in reading order: the page tree from the catalog's /Pages, depth first. */
function pageObjects(objects: Map<number, PdfObject>): PdfObject[] {
  const catalog = [...objects.values()].find((object) =>
    /\/Type\s*\/Catalog\b/.test(object.dictionary),
  );
  const root = catalog && /\/Pages (\d+) 0 R/.exec(catalog.dictionary);
  if (!root) throw new Error('no catalog with a page tree');
  const pages: PdfObject[] = [];
  const visit = (number: number) => {
    const node = objects.get(number);
    if (!node) throw new Error(`page tree names missing object ${number}`);
    if (/\/Type\s*\/Pages\b/.test(node.dictionary)) {
      const kids = /\/Kids\s*\[([^\]]*)\]/.exec(node.dictionary);
      for (const kid of referencesIn(kids?.[1] ?? '')) visit(kid);
    } else {
      pages.push(node);
    }
  };
  visit(Number(root[1]));
  return pages;
}

function contentOf(objects: Map<number, PdfObject>, page: PdfObject): string {
  const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(page.dictionary);
  return referencesIn(contents?.[1] ?? '')
    .map((number) => {
      const object = objects.get(number);
      if (!object?.stream) throw new Error(`content stream ${number} is missing`);
      const flate = /\/Filter\s*\/FlateDecode\b/.test(object.dictionary);
      return (flate ? inflateSync(object.stream) : object.stream).toString('latin1');
    })
    .join('\n');
}

type Operand = number | string | Operand[] | { name: string };

/** The content stream's tokens: operands, and operators as `{op}`. */
function* tokensOf(content: string): Generator<Operand | { op: string }> {
  let at = 0;
  const stack: Operand[][] = [];
  const emit = function* (value: Operand): Generator<Operand> {
    const array = stack.at(-1);
    if (array) array.push(value);
    else yield value;
  };
  while (at < content.length) {
    const char = content.charAt(at);
    if (/\s/.test(char)) {
      at += 1;
    } else if (char === '%') {
      at = content.indexOf('\n', at) < 0 ? content.length : content.indexOf('\n', at);
    } else if (char === '[') {
      stack.push([]);
      at += 1;
    } else if (char === ']') {
      const array = stack.pop() ?? [];
      at += 1;
      yield* emit(array);
    } else if (char === '<' && content.charAt(at + 1) !== '<') {
      const end = content.indexOf('>', at);
      const hex = content.slice(at + 1, end).replace(/\s/g, '');
      yield* emit(WIN_ANSI.decode(Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex')));
      at = end + 1;
    } else if (char === '(') {
      const [text, end] = literalString(content, at);
      yield* emit(text);
      at = end;
    } else if (char === '/') {
      const name = /^\/[^\s/[\]()<>]*/.exec(content.slice(at))?.[0] ?? '/';
      yield* emit({ name: name.slice(1) });
      at += name.length;
    } else {
      const word = /^[^\s/[\]()<>%]+/.exec(content.slice(at))?.[0] ?? content.charAt(at);
      at += word.length;
      if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) yield* emit(Number(word));
      else yield { op: word };
    }
  }
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** A `( … )` string from `start`: its text (WinAnsi) and where it ends. */
function literalString(content: string, start: number): [string, number] {
  const bytes: number[] = [];
  let depth = 0;
  let at = start + 1;
  for (; at < content.length; at++) {
    const char = content.charAt(at);
    if (char === '\\') {
      const next = content.charAt(at + 1);
      const octal = /^[0-7]{1,3}/.exec(content.slice(at + 1))?.[0];
      if (octal) {
        bytes.push(Number.parseInt(octal, 8));
        at += octal.length;
      } else {
        bytes.push((ESCAPES[next] ?? next).charCodeAt(0));
        at += 1;
      }
    } else if (char === '(') {
      depth += 1;
      bytes.push(40);
    } else if (char === ')') {
      if (depth === 0) break;
      depth -= 1;
      bytes.push(41);
    } else {
      bytes.push(char.charCodeAt(0));
    }
  }
  return [WIN_ANSI.decode(Uint8Array.from(bytes)), at + 1];
}

/** The text a content stream shows, each piece where its text matrix puts it. */
function piecesOf(content: string): PdfTextPiece[] {
  const pieces: PdfTextPiece[] = [];
  let operands: Operand[] = [];
  let size = 0;
  let leading = 0;
  let line = { x: 0, y: 0 };
  const show = (text: string) => {
    if (text.trim() !== '') pieces.push({ text, x: line.x, y: line.y, size });
  };
  const number = (index: number) => {
    const value = operands.at(index);
    return typeof value === 'number' ? value : 0;
  };
  for (const token of tokensOf(content)) {
    if (typeof token !== 'object' || Array.isArray(token) || !('op' in token)) {
      operands.push(token);
      continue;
    }
    switch (token.op) {
      case 'BT':
        line = { x: 0, y: 0 };
        break;
      case 'Tf':
        size = number(-1);
        break;
      case 'TL':
        leading = number(-1);
        break;
      case 'Tm':
        line = { x: number(-2), y: number(-1) };
        break;
      case 'Td':
      case 'TD':
        line = { x: line.x + number(-2), y: line.y + number(-1) };
        if (token.op === 'TD') leading = -number(-1);
        break;
      case 'T*':
        line = { x: line.x, y: line.y - leading };
        break;
      case 'Tj':
      case "'": {
        const text = operands.at(-1);
        show(typeof text === 'string' ? text : '');
        break;
      }
      case 'TJ': {
        const parts = operands.at(-1);
        show(Array.isArray(parts) ? parts.filter((part) => typeof part === 'string').join('') : '');
        break;
      }
    }
    operands = [];
  }
  return pieces;
}

/** Pieces on one baseline (to a tenth of a point), top row first, each left to right. */
function rowsOf(pieces: readonly PdfTextPiece[]): string[][] {
  const rows = new Map<number, PdfTextPiece[]>();
  for (const piece of pieces) {
    const key = Math.round(piece.y * 10);
    rows.set(key, [...(rows.get(key) ?? []), piece]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) => row.sort((a, b) => a.x - b.x).map((piece) => piece.text));
}

export function readPdf(bytes: Buffer): ReadPdf {
  if (!bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new Error('not a PDF: no %PDF-');
  if (!bytes.subarray(-1024).toString('latin1').trimEnd().endsWith('%%EOF')) {
    throw new Error('not a whole PDF: no %%EOF at its end');
  }
  const objects = objectsOf(bytes);
  const pages = pageObjects(objects).map((page): PdfPage => {
    const pieces = piecesOf(contentOf(objects, page));
    return { pieces, rows: rowsOf(pieces) };
  });
  const text = pages.flatMap((page) => page.rows.map((row) => row.join(' '))).join('\n');
  return { pages, text };
}
