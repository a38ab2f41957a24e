/**
 * The print view's page flow: blocks one below the other with a gap between them, a card kept
 * whole on one page (`break-inside: avoid`) unless it is taller than a page, in which case it
 * continues on the next with its frame drawn round each part and its table's header again on
 * top; page breaks where the print view has them (`break-before: page`).
 */
import type { Color, PdfCanvas } from './canvas.js';

/** A horizontal slice of a block that is never cut: a line of text, a table row, a chart. */
export interface Strip {
  height: number;
  /** Draws the slice on the current page with its top at `top`. */
  draw(top: number): void;
  /** Never the last of a page when more of its block follows (a title, a table's header). */
  keepWithNext?: boolean;
  /** Drawn again above this strip when it begins a page within its block: its table's head. */
  header?: Strip | undefined;
}

/** A card's look: its padding (points, all round), border and background. */
export interface Frame {
  padding: number;
  border: Color;
  fill?: Color | undefined;
  radius: number;
}

export class Flow {
  private pendingGap = 0;

  constructor(private readonly canvas: PdfCanvas) {}

  /** Space before the next block, unless that block begins a page. */
  gap(height: number): void {
    this.pendingGap = Math.max(this.pendingGap, height);
  }

  /** The next block begins a new page (unless nothing is on this one yet). */
  pageBreak(): void {
    this.pendingGap = 0;
    if (!this.canvas.atPageTop) this.canvas.newPage();
  }

  /** A block of strips, framed as a card or not, kept on one page where it fits one. */
  block(strips: readonly Strip[], frame?: Frame): void {
    const canvas = this.canvas;
    if (strips.length === 0) return;
    const padding = frame?.padding ?? 0;
    const total = 2 * padding + sumOf(strips);
    if (!canvas.atPageTop) {
      if (total + this.pendingGap <= canvas.remaining) canvas.top += this.pendingGap;
      else if (total <= canvas.pageHeight) canvas.newPage();
      else canvas.top += this.pendingGap;
    }
    this.pendingGap = 0;
    let next = 0;
    while (next < strips.length) {
      const part = this.partFrom(strips, next, padding);
      if (part.strips.length === 0) {
        canvas.newPage();
        continue;
      }
      this.drawPart(part, frame);
      next += part.strips.length;
      if (next < strips.length) canvas.newPage();
    }
  }

  /** The strips from `first` that fit the rest of this page, with the header to repeat. */
  private partFrom(strips: readonly Strip[], first: number, padding: number) {
    const canvas = this.canvas;
    const header = first > 0 ? strips[first]?.header : undefined;
    let height = 2 * padding + (header?.height ?? 0);
    const taken: Strip[] = [];
    for (let index = first; index < strips.length; index++) {
      const strip = strips[index];
      if (!strip) break;
      // On an empty page a strip too tall for it is drawn all the same, cut off at the bottom.
      const fits = height + strip.height <= canvas.remaining;
      if (!fits && !(taken.length === 0 && canvas.atPageTop)) break;
      taken.push(strip);
      height += strip.height;
    }
    const more = first + taken.length < strips.length;
    while (more && taken.length > 1 && taken.at(-1)?.keepWithNext === true) {
      height -= taken.pop()?.height ?? 0;
    }
    if (more && taken.length === 1 && taken[0]?.keepWithNext === true && !canvas.atPageTop) {
      return { strips: [], header, height: 0 };
    }
    return { strips: taken, header, height };
  }

  private drawPart(
    part: { strips: readonly Strip[]; header: Strip | undefined; height: number },
    frame: Frame | undefined,
  ): void {
    const canvas = this.canvas;
    if (frame) {
      canvas.rect(canvas.left, canvas.top, canvas.contentWidth, part.height, {
        fill: frame.fill ?? undefined,
        border: frame.border,
        radius: frame.radius,
      });
    }
    let top = canvas.top + (frame?.padding ?? 0);
    for (const strip of part.header ? [part.header, ...part.strips] : part.strips) {
      strip.draw(top);
      top += strip.height;
    }
    canvas.top += part.height;
  }
}

const sumOf = (strips: readonly Strip[]): number =>
  strips.reduce((height, strip) => height + strip.height, 0);

/** Empty space of a height, as a strip (a margin between a block's parts). */
export const space = (height: number): Strip => ({ height, draw: () => undefined });
