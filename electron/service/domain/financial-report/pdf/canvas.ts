/**
 * A4 pages to draw on with pdf-lib, measured from the page's top as a stylesheet lays out,
 * with the print view's page margins (renderer/src/styles.css, `@page`) and its sizes given in
 * CSS pixels (`px`). Text goes through printableText first, so a name no standard font can
 * write never stops the document.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { printableText } from './printable-text.js';

/** A CSS pixel in points: the print view is laid out at 96 pixels to the inch, PDF at 72. */
export const px = (value: number): number => value * 0.75;

const MM = 72 / 25.4;
const A4 = { width: 210 * MM, height: 297 * MM };
/** `@page { margin: 14mm 12mm 16mm }`. */
const MARGIN = { top: 14 * MM, side: 12 * MM, bottom: 16 * MM };

/** The body text's line height (`line-height: 1.45`). */
export const LINE_HEIGHT = 1.45;

export type Color = RGB;

const hex = (value: string): Color =>
  rgb(
    Number.parseInt(value.slice(1, 3), 16) / 255,
    Number.parseInt(value.slice(3, 5), 16) / 255,
    Number.parseInt(value.slice(5, 7), 16) / 255,
  );

/** The stylesheet's colours. */
export const COLORS = {
  text: hex('#1b2330'),
  muted: hex('#5a6578'),
  border: hex('#dfe3ea'),
  borderStrong: hex('#c5ccd8'),
  rowLine: hex('#edf0f4'),
  surfaceMuted: hex('#f8f9fb'),
  positive: hex('#17794a'),
  positiveSoft: hex('#e6f5ed'),
  negative: hex('#b42318'),
  negativeSoft: hex('#fdecea'),
  emphasisBorder: hex('#bcd0ef'),
  emphasisFill: hex('#f5f9ff'),
  white: hex('#ffffff'),
  /** `--chart-0` … `--chart-7`: the bars and the payment slices. */
  chart: [
    '#1f5fbf',
    '#2e9e6b',
    '#e0892b',
    '#8657c9',
    '#d1495b',
    '#3aa6b9',
    '#8c9a2b',
    '#6b7280',
  ].map(hex),
};

export interface TextStyle {
  /** Points. */
  size: number;
  bold?: boolean | undefined;
  color?: Color | undefined;
}

interface ShapeStyle {
  fill?: Color | undefined;
  border?: Color | undefined;
  /** Points; 0.75 (one CSS pixel) when a border is given. */
  borderWidth?: number | undefined;
  radius?: number | undefined;
}

/** Of a font size, how far the capitals reach above the baseline (Helvetica: 718/1000). */
const CAP_HEIGHT = 0.718;

interface DocumentInfo {
  title: string;
  language: string;
  /** Written as the document's creation time, so the same moment gives the same file. */
  createdAt: Date;
}

export class PdfCanvas {
  readonly pages: PDFPage[] = [];
  private revisiting: number | null = null;
  /** The flow's position on the current page, in points from its top. */
  top = MARGIN.top;

  private constructor(
    private readonly document: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly encodable: ReadonlySet<number>,
  ) {
    this.newPage();
  }

  static async create(info: DocumentInfo): Promise<PdfCanvas> {
    const document = await PDFDocument.create({ updateMetadata: false });
    document.setTitle(info.title);
    document.setLanguage(info.language);
    document.setCreator('Back-Office Desk');
    document.setProducer('Back-Office Desk');
    document.setCreationDate(info.createdAt);
    document.setModificationDate(info.createdAt);
    const regular = await document.embedFont(StandardFonts.Helvetica);
    const bold = await document.embedFont(StandardFonts.HelveticaBold);
    // The two fonts share the WinAnsi encoding: what one can write, the other can.
    return new PdfCanvas(document, { regular, bold }, new Set(regular.getCharacterSet()));
  }

  get left(): number {
    return MARGIN.side;
  }

  get contentWidth(): number {
    return A4.width - 2 * MARGIN.side;
  }

  /** The height of a page's content box. */
  get pageHeight(): number {
    return A4.height - MARGIN.top - MARGIN.bottom;
  }

  /** Room left on the current page below the flow's position. */
  get remaining(): number {
    return A4.height - MARGIN.bottom - this.top;
  }

  get atPageTop(): boolean {
    return this.top === MARGIN.top;
  }

  /** The page drawn on: the last, or the one eachPage is at. */
  private get page(): PDFPage {
    const page = this.pages[this.revisiting ?? this.pages.length - 1];
    if (!page) throw new Error('no page');
    return page;
  }

  newPage(): void {
    this.pages.push(this.document.addPage([A4.width, A4.height]));
    this.top = MARGIN.top;
  }

  /** The text as the fonts can write it. */
  printable(text: string): string {
    return printableText(text, this.encodable);
  }

  private fontOf(style: TextStyle): PDFFont {
    return style.bold === true ? this.fonts.bold : this.fonts.regular;
  }

  widthOf(text: string, style: TextStyle): number {
    return this.fontOf(style).widthOfTextAtSize(this.printable(text), style.size);
  }

  /**
   * Text on one line of a line box `lineHeight` high whose top is `lineTop`, its capitals
   * centred in it as a browser centres them; `x` is its left end, or its right end (`right`).
   */
  text(
    text: string,
    x: number,
    lineTop: number,
    lineHeight: number,
    style: TextStyle,
    align: 'left' | 'right' = 'left',
  ): void {
    const printable = this.printable(text);
    if (printable === '') return;
    const font = this.fontOf(style);
    const width = font.widthOfTextAtSize(printable, style.size);
    const baseline = lineTop + lineHeight / 2 + (CAP_HEIGHT * style.size) / 2;
    this.page.drawText(printable, {
      x: align === 'right' ? x - width : x,
      y: A4.height - baseline,
      size: style.size,
      font,
      color: style.color ?? COLORS.text,
    });
  }

  /** A rectangle, its corners rounded by `radius`. */
  rect(x: number, top: number, width: number, height: number, style: ShapeStyle): void {
    const radius = Math.min(style.radius ?? 0, width / 2, height / 2);
    const right = x + width;
    const bottom = top + height;
    const path =
      radius > 0
        ? `M ${x + radius} ${top} H ${right - radius} A ${radius} ${radius} 0 0 1 ${right} ${top + radius} ` +
          `V ${bottom - radius} A ${radius} ${radius} 0 0 1 ${right - radius} ${bottom} ` +
          `H ${x + radius} A ${radius} ${radius} 0 0 1 ${x} ${bottom - radius} ` +
          `V ${top + radius} A ${radius} ${radius} 0 0 1 ${x + radius} ${top} Z`
        : `M ${x} ${top} H ${right} V ${bottom} H ${x} Z`;
    this.path(path, style);
  }

  /** A straight line, `width` points thick. */
  line(x1: number, top1: number, x2: number, top2: number, color: Color, width = px(1)): void {
    this.page.drawLine({
      start: { x: x1, y: A4.height - top1 },
      end: { x: x2, y: A4.height - top2 },
      thickness: width,
      color,
    });
  }

  /** An SVG path in the page's coordinates from its top left, as the stylesheet measures. */
  path(path: string, style: ShapeStyle): void {
    this.page.drawSvgPath(path, {
      x: 0,
      y: A4.height,
      ...(style.fill ? { color: style.fill } : {}),
      ...(style.border
        ? { borderColor: style.border, borderWidth: style.borderWidth ?? px(1) }
        : { borderWidth: 0 }),
    });
  }

  /** A circle's outline, `width` points thick, centred on (`x`, `top`). */
  ring(x: number, top: number, radius: number, color: Color, width: number): void {
    this.page.drawCircle({
      x,
      y: A4.height - top,
      size: radius,
      borderColor: color,
      borderWidth: width,
    });
  }

  /** Something drawn on every page once all are laid out: the page numbers. */
  eachPage(draw: (page: number, pages: number) => void): void {
    for (let index = 0; index < this.pages.length; index++) {
      this.revisiting = index;
      draw(index + 1, this.pages.length);
    }
    this.revisiting = null;
  }

  /** Where the page footer's line sits: in the middle of the bottom margin. */
  get footerTop(): number {
    return A4.height - MARGIN.bottom / 2;
  }

  async save(): Promise<Uint8Array> {
    // Without object streams: a classic cross-reference table every reader and archive takes.
    return this.document.save({ useObjectStreams: false });
  }
}
