/**
 * The print view's two charts, drawn as renderer/src/components/chart/BarChart.tsx and SplitChart.tsx
 * draw them: horizontal bars of euro amounts with their labels and amounts, and a donut of
 * shares with a legend of amounts and percentages. The shares are only for drawing and the
 * legend; every amount is the report's own.
 */
import { formatMoney, formatPercent } from '../../../../../shared/display-text.js';
import { COLORS, LINE_HEIGHT, px, type Color, type PdfCanvas } from './canvas.js';
import type { Strip } from './flow.js';

export interface Datum {
  label: string;
  value: number;
}

const TITLE_SIZE = px(15);

/** A chart's title (`.chart__title`: 15 px, 10 px below it). */
export function chartTitle(canvas: PdfCanvas, title: string, x: number): Strip {
  const lineHeight = TITLE_SIZE * LINE_HEIGHT;
  return {
    height: lineHeight + px(10),
    keepWithNext: true,
    draw: (top) => canvas.text(title, x, top, lineHeight, { size: TITLE_SIZE, bold: true }),
  };
}

const ROW = px(30);
const VALUE_WIDTH = px(118);
const LABEL_SIZE = px(12);
/** About one character of a label at the chart's label size, to shorten what cannot fit. */
const LABEL_CHAR_WIDTH = px(7);

/** A label cut to the room it has, with an ellipsis, as the bar chart cuts it. */
function fitLabel(label: string, width: number): string {
  const room = Math.max(4, Math.floor((width - px(10)) / LABEL_CHAR_WIDTH));
  return label.length > room ? `${label.slice(0, room - 1)}…` : label;
}

/** The bar chart's rows, each a strip, so a long chart continues on the next page. */
export function barChartStrips(
  canvas: PdfCanvas,
  data: readonly Datum[],
  x: number,
  width: number,
): Strip[] {
  const labelWidth = Math.min(px(180), Math.round(width * 0.34));
  const plotWidth = Math.max(px(40), width - labelWidth - VALUE_WIDTH - px(8));
  const low = Math.min(0, ...data.map((datum) => datum.value));
  const high = Math.max(0, ...data.map((datum) => datum.value));
  const span = high - low || 1;
  const at = (value: number) => x + labelWidth + ((value - low) / span) * plotWidth;
  const zero = at(0);
  const edge = px(2);
  // The chart has 2 px above its first bar row and below its last; the zero line runs through.
  return data.map((datum, index): Strip => {
    const above = index === 0 ? edge : 0;
    const height = above + ROW + (index === data.length - 1 ? edge : 0);
    return {
      height,
      draw(top) {
        const rowTop = top + above;
        canvas.line(zero, top, zero, top + height, COLORS.borderStrong);
        const style = { size: LABEL_SIZE };
        canvas.text(
          fitLabel(datum.label, labelWidth),
          x + labelWidth - px(10),
          rowTop,
          ROW,
          style,
          'right',
        );
        const end = at(datum.value);
        canvas.rect(
          Math.min(zero, end),
          rowTop + px(6),
          Math.max(px(1), Math.abs(end - zero)),
          ROW - px(12),
          {
            fill: datum.value < 0 ? COLORS.negative : COLORS.chart[0],
            radius: px(3),
          },
        );
        canvas.text(
          formatMoney(datum.value),
          x + width - px(2),
          rowTop,
          ROW,
          { ...style, color: COLORS.muted },
          'right',
        );
      },
    };
  });
}

const DONUT = px(150);
/** The donut's radius and ring width, in its own 140-unit drawing scaled to 150 px. */
const RADIUS = (52 / 140) * DONUT;
const RING = (22 / 140) * DONUT;
const LEGEND_GAP = px(6);
const LEGEND_SIZE = px(11.5);
const SHARE_SIZE = px(12.5);

const sliceColor = (slot: number): Color => COLORS.chart[slot % COLORS.chart.length] ?? COLORS.text;

/** A text cut with an ellipsis to fit `width` (`text-overflow: ellipsis`). */
function ellipsis(canvas: PdfCanvas, text: string, width: number, size: number): string {
  if (canvas.widthOf(text, { size }) <= width) return text;
  let kept = text;
  while (kept.length > 1 && canvas.widthOf(`${kept}…`, { size }) > width) kept = kept.slice(0, -1);
  return `${kept}…`;
}

/** The donut and its legend, side by side, as one strip. */
export function splitChartStrip(
  canvas: PdfCanvas,
  data: readonly Datum[],
  x: number,
  width: number,
): Strip {
  const positive = data.filter((datum) => datum.value > 0);
  const whole = positive.reduce((sum, datum) => sum + datum.value, 0);
  const itemHeight = LEGEND_SIZE * LINE_HEIGHT;
  const legendHeight = data.length * itemHeight + Math.max(0, data.length - 1) * LEGEND_GAP;
  const height = Math.max(DONUT, legendHeight);
  const legendLeft = x + DONUT + px(20);
  const legendWidth = x + width - legendLeft;
  const valueWidth = Math.max(
    0,
    ...data.map((datum) =>
      canvas.widthOf(formatMoney(datum.value), { size: LEGEND_SIZE, bold: true }),
    ),
  );
  const shareRight = legendLeft + legendWidth;
  const valueRight = shareRight - px(52) - px(8);
  const labelLeft = legendLeft + px(12) + px(8);
  const labelWidth = Math.max(0, valueRight - valueWidth - px(8) - labelLeft);

  return {
    height,
    draw(top) {
      const centreX = x + DONUT / 2;
      const centreY = top + height / 2;
      canvas.ring(centreX, centreY, RADIUS, COLORS.surfaceMuted, RING);
      let start = 0;
      positive.forEach((datum, slot) => {
        const share = datum.value / whole;
        drawSlice(canvas, centreX, centreY, start, share, sliceColor(slot));
        start += share;
      });
      let itemTop = top + (height - legendHeight) / 2;
      for (const datum of data) {
        const slot = positive.indexOf(datum);
        canvas.rect(legendLeft, itemTop + (itemHeight - px(12)) / 2, px(12), px(12), {
          fill: slot >= 0 ? sliceColor(slot) : COLORS.border,
          radius: px(3),
        });
        const label = ellipsis(canvas, canvas.printable(datum.label), labelWidth, LEGEND_SIZE);
        canvas.text(label, labelLeft, itemTop, itemHeight, { size: LEGEND_SIZE });
        canvas.text(
          formatMoney(datum.value),
          valueRight,
          itemTop,
          itemHeight,
          { size: LEGEND_SIZE, bold: true },
          'right',
        );
        if (whole > 0 && datum.value > 0) {
          const share = formatPercent((datum.value / whole) * 100, 'share');
          canvas.text(
            share,
            shareRight,
            itemTop,
            itemHeight,
            { size: SHARE_SIZE, color: COLORS.muted },
            'right',
          );
        }
        itemTop += itemHeight + LEGEND_GAP;
      }
    },
  };
}

/** One slice of the ring: from `start` to `start + share` of the circle, clockwise from the top. */
function drawSlice(
  canvas: PdfCanvas,
  centreX: number,
  centreY: number,
  start: number,
  share: number,
  color: Color,
): void {
  if (share >= 1) {
    canvas.ring(centreX, centreY, RADIUS, color, RING);
    return;
  }
  const point = (fraction: number) => {
    const angle = fraction * 2 * Math.PI;
    return `${centreX + RADIUS * Math.sin(angle)} ${centreY - RADIUS * Math.cos(angle)}`;
  };
  const large = share > 0.5 ? 1 : 0;
  canvas.path(`M ${point(start)} A ${RADIUS} ${RADIUS} 0 ${large} 1 ${point(start + share)}`, {
    border: color,
    borderWidth: RING,
  });
}
