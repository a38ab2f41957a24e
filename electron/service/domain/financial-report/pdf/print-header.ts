/**
 * The print header (PrintHeader.tsx, `.print-header` in print): what a printed report must say
 * about itself, as the print view says it: the title, then the account, the location, the
 * period and when it was printed.
 */
import { COLORS, LINE_HEIGHT, px, type PdfCanvas, type TextStyle } from './canvas.js';
import type { Strip } from './flow.js';

const TITLE = { size: px(17), bold: true };
const FACT_LABEL = { size: px(10), color: COLORS.muted };
const FACT_VALUE = { size: px(11.5), bold: true };

/**
 * The print header (`.print-header`): the title, then what the report is of, each fact a grey
 * label over its value, side by side 28 px apart (wrapping when they do not fit), a rule under
 * them, 10 px above the report.
 */
export function printHeader(
  canvas: PdfCanvas,
  { x, width }: { x: number; width: number },
  facts: readonly [label: string, value: string][],
  title: string,
): Strip {
  const lineOf = (style: TextStyle) => style.size * LINE_HEIGHT;
  const factHeight = lineOf(FACT_LABEL) + lineOf(FACT_VALUE);
  const gap = px(28);
  const placed: { label: string; value: string; left: number; row: number }[] = [];
  let left = x;
  let row = 0;
  for (const [label, value] of facts) {
    const factWidth = Math.max(
      canvas.widthOf(label, FACT_LABEL),
      canvas.widthOf(value, FACT_VALUE),
    );
    if (left > x && left + factWidth > x + width) {
      row += 1;
      left = x;
    }
    placed.push({ label, value, left, row });
    left += factWidth + gap;
  }
  const rows = row + 1;
  const rowGap = px(2);
  const factsTop = lineOf(TITLE) + px(6);
  const ruleTop = factsTop + rows * factHeight + (rows - 1) * rowGap + px(8);
  return {
    height: ruleTop + px(1.5) + px(10),
    draw(top) {
      canvas.text(title, x, top, lineOf(TITLE), TITLE);
      for (const fact of placed) {
        const factTop = top + factsTop + fact.row * (factHeight + rowGap);
        canvas.text(fact.label, fact.left, factTop, lineOf(FACT_LABEL), FACT_LABEL);
        canvas.text(
          fact.value,
          fact.left,
          factTop + lineOf(FACT_LABEL),
          lineOf(FACT_VALUE),
          FACT_VALUE,
        );
      }
      const rule = top + ruleTop + px(0.75);
      canvas.line(x, rule, x + width, rule, COLORS.text, px(1.5));
    },
  };
}
