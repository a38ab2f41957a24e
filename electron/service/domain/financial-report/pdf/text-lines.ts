/**
 * Text broken into lines as a browser breaks `white-space: normal` text: at spaces, a word
 * never cut, runs of one colour drawn together (a group's name, then its code in grey). With
 * no width it stays on one line (`white-space: nowrap`).
 */
import type { Color, PdfCanvas, TextStyle } from './canvas.js';

/** A stretch of text in one colour; without one, the cell's. */
export interface Run {
  text: string;
  color?: Color | undefined;
}

interface Word {
  text: string;
  color: Color | undefined;
  /** Whether a space stands before it (the first word of a line drops it). */
  spaced: boolean;
}

/** One line's text in runs of one colour, each with its offset from the line's start. */
export interface Line {
  segments: { text: string; color: Color | undefined; offset: number }[];
  width: number;
}

/**
 * Where a line may break: ASCII white space only, as in HTML. A no-break space (formatMoney
 * writes one after €) binds an amount to its sign and is written as it is.
 */
const SPACES = /([ \t\n\r\f]+)/;

function wordsOf(runs: readonly Run[]): Word[] {
  const words: Word[] = [];
  let spaced = false;
  for (const run of runs) {
    for (const piece of run.text.split(SPACES)) {
      if (piece === '') continue;
      if (SPACES.test(piece)) {
        spaced = true;
        continue;
      }
      words.push({ text: piece, color: run.color, spaced: spaced && words.length > 0 });
      spaced = false;
    }
  }
  return words;
}

/** The widest word: how narrow a column of such text can get without cutting a word. */
export function longestWordWidth(canvas: PdfCanvas, runs: readonly Run[], style: TextStyle) {
  return Math.max(0, ...wordsOf(runs).map((word) => canvas.widthOf(word.text, style)));
}

export function oneLineWidth(canvas: PdfCanvas, runs: readonly Run[], style: TextStyle): number {
  return layOut(canvas, runs, style, null)[0]?.width ?? 0;
}

/** The runs in lines no wider than `width` (where a word allows), or on one line (`null`). */
export function layOut(
  canvas: PdfCanvas,
  runs: readonly Run[],
  style: TextStyle,
  width: number | null,
): Line[] {
  const space = canvas.widthOf(' ', style);
  const lines: Line[] = [];
  let line: Line = { segments: [], width: 0 };
  for (const word of wordsOf(runs)) {
    const wordWidth = canvas.widthOf(word.text, style);
    const gap = line.segments.length > 0 && word.spaced ? space : 0;
    if (width !== null && line.segments.length > 0 && line.width + gap + wordWidth > width) {
      lines.push(line);
      line = { segments: [], width: 0 };
    }
    const separator = line.segments.length > 0 && word.spaced ? ' ' : '';
    const last = line.segments.at(-1);
    if (last && last.color === word.color) {
      last.text += separator + word.text;
    } else {
      const offset = line.width + (separator === '' ? 0 : space);
      line.segments.push({ text: word.text, color: word.color, offset });
    }
    line.width += (separator === '' ? 0 : space) + wordWidth;
  }
  if (line.segments.length > 0) lines.push(line);
  return lines;
}

/** Draws laid-out lines from `top`, each `lineHeight` high, left or right aligned at `x`. */
export function drawLines(
  canvas: PdfCanvas,
  lines: readonly Line[],
  x: number,
  top: number,
  lineHeight: number,
  style: TextStyle,
  align: 'left' | 'right' = 'left',
): void {
  lines.forEach((line, index) => {
    const start = align === 'right' ? x - line.width : x;
    for (const segment of line.segments) {
      canvas.text(segment.text, start + segment.offset, top + index * lineHeight, lineHeight, {
        ...style,
        color: segment.color ?? style.color,
      });
    }
  });
}
