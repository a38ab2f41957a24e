/**
 * The print view's building blocks as strips: a card's frame, its title, a hint, a subsection
 * title, a paragraph, an empty state, and the grid of figure cards (`.stat`). Sizes are the
 * stylesheet's, in CSS pixels.
 */
import { COLORS, LINE_HEIGHT, px, type Color, type PdfCanvas, type TextStyle } from './canvas.js';
import type { Frame, Strip } from './flow.js';
import { drawLines, layOut } from './text-lines.js';

/** `.card`: 16 px padding, a 1 px border, rounded 8 px. */
export const CARD: Frame = { padding: px(16), border: COLORS.border, radius: px(8) };
/** Between the report's blocks (`.report { gap: 16px }`). */
export const BLOCK_GAP = px(16);

/** Text wrapped to `width`, as lines of one style, with space above and below. */
export function paragraph(
  canvas: PdfCanvas,
  text: string,
  style: TextStyle,
  x: number,
  width: number,
  margins: { above?: number; below?: number } = {},
): Strip {
  const lines = layOut(canvas, [{ text }], style, width);
  const lineHeight = style.size * LINE_HEIGHT;
  const above = margins.above ?? 0;
  return {
    height: above + lines.length * lineHeight + (margins.below ?? 0),
    draw: (top) => drawLines(canvas, lines, x, top + above, lineHeight, style),
  };
}

/** A card's heading (`.section-title`: 15 px, bold, 8 px below), kept with what follows. */
export const sectionTitle = (canvas: PdfCanvas, text: string, x: number, width: number): Strip => ({
  ...paragraph(canvas, text, { size: px(15), bold: true }, x, width, { below: px(8) }),
  keepWithNext: true,
});

/** `.hint`: 13 px, grey. */
export const hint = (canvas: PdfCanvas, text: string, x: number, width: number): Strip =>
  paragraph(canvas, text, { size: px(13), color: COLORS.muted }, x, width);

/** `.subsection-title`: 13 px, bold, grey, 14 px above and 4 px below. */
export const subsectionTitle = (
  canvas: PdfCanvas,
  text: string,
  x: number,
  width: number,
): Strip => ({
  ...paragraph(canvas, text, { size: px(13), bold: true, color: COLORS.muted }, x, width, {
    above: px(14),
    below: px(4),
  }),
  keepWithNext: true,
});

/** `.state`: nothing to show, said in the middle (48 px above and below). */
export function emptyState(
  canvas: PdfCanvas,
  title: string,
  hintText: string | null,
  x: number,
  width: number,
): Strip {
  const titleStyle = { size: px(15), bold: true };
  const hintStyle = { size: px(13), color: COLORS.muted };
  const lineOf = (style: TextStyle) => style.size * LINE_HEIGHT;
  const gap = px(8);
  const height =
    2 * px(48) + lineOf(titleStyle) + (hintText === null ? 0 : gap + lineOf(hintStyle));
  const centred = (text: string, top: number, style: TextStyle) => {
    const left = x + (width - canvas.widthOf(text, style)) / 2;
    canvas.text(text, left, top, lineOf(style), style);
  };
  return {
    height,
    draw(top) {
      centred(title, top + px(48), titleStyle);
      if (hintText !== null) {
        centred(hintText, top + px(48) + lineOf(titleStyle) + gap, hintStyle);
      }
    },
  };
}

/** One figure card (`.stat`): a label, the amount, and a note under it. */
interface StatCard {
  label: string;
  value: string;
  valueColor?: Color | undefined;
  note?: string | undefined;
  /** `.stat--emphasis`: a blue border and a light blue background. */
  emphasis?: boolean;
}

const STAT_PADDING = { x: px(14), y: px(12) };
const STAT_LABEL = { size: px(12.5), bold: true, color: COLORS.muted };
const STAT_VALUE = { size: px(19), bold: true };
const STAT_NOTE = { size: px(12), color: COLORS.muted };

/** A row of figure cards, `columns` to the row, as tall as the tallest (`.stat-grid`). */
export function statRow(
  canvas: PdfCanvas,
  cards: readonly StatCard[],
  columns: number,
  x: number,
  width: number,
): Strip {
  const gap = px(12);
  const cardWidth = (width - gap * (columns - 1)) / columns;
  const room = cardWidth - 2 * STAT_PADDING.x;
  const laid = cards.map((card) => ({
    card,
    note: card.note === undefined ? [] : layOut(canvas, [{ text: card.note }], STAT_NOTE, room),
  }));
  const lineOf = (style: TextStyle) => style.size * LINE_HEIGHT;
  const heightOf = (noteLines: number) =>
    2 * STAT_PADDING.y +
    lineOf(STAT_LABEL) +
    px(4) +
    lineOf(STAT_VALUE) +
    (noteLines > 0 ? px(2) + noteLines * lineOf(STAT_NOTE) : 0);
  const height = Math.max(...laid.map(({ note }) => heightOf(note.length)));
  return {
    height,
    draw(top) {
      laid.forEach(({ card, note }, index) => {
        const left = x + index * (cardWidth + gap);
        canvas.rect(left, top, cardWidth, height, {
          fill: card.emphasis ? COLORS.emphasisFill : undefined,
          border: card.emphasis ? COLORS.emphasisBorder : COLORS.border,
          radius: px(8),
        });
        const textLeft = left + STAT_PADDING.x;
        let lineTop = top + STAT_PADDING.y;
        canvas.text(card.label, textLeft, lineTop, lineOf(STAT_LABEL), STAT_LABEL);
        lineTop += lineOf(STAT_LABEL) + px(4);
        const valueStyle = { ...STAT_VALUE, color: card.valueColor };
        canvas.text(card.value, textLeft, lineTop, lineOf(STAT_VALUE), valueStyle);
        lineTop += lineOf(STAT_VALUE) + px(2);
        drawLines(canvas, note, textLeft, lineTop, lineOf(STAT_NOTE), STAT_NOTE);
      });
    },
  };
}
