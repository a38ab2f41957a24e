import type { Page } from '@playwright/test';

/**
 * What overflows on the report, described for the failure message: HTML boxes whose text is
 * wider than the box or that stick out of their card (a table that needs a scrollbar counts:
 * on paper it is cut), and SVG texts outside their chart. What only screen readers read (a
 * chart's table, `.visually-hidden`) is no box on screen and is left out.
 * (A string, so it runs in the page without the DOM types in this Node project.)
 */
const FIND_OVERFLOW = `(() => {
  const found = [];
  const describe = (el) => (el.className.baseVal ?? el.className) + ' "' + el.textContent.trim() + '"';
  for (const el of document.querySelectorAll('.report .stat__value, .report .stat__note, .report .money, .report .chart__legend-label, .report .chart__legend-value, .report td, .report th, .report .matrix-scroll')) {
    if (el.closest('.visually-hidden')) continue;
    if (el.scrollWidth > el.clientWidth + 1) found.push('wider than its box: ' + describe(el));
    const box = el.closest('.card, .stat');
    if (box) {
      const inner = el.getBoundingClientRect();
      const outer = box.getBoundingClientRect();
      if (inner.left < outer.left - 1 || inner.right > outer.right + 1) found.push('outside its card: ' + describe(el));
    }
  }
  for (const text of document.querySelectorAll('.report svg text')) {
    const svg = text.ownerSVGElement.getBoundingClientRect();
    const inner = text.getBoundingClientRect();
    if (inner.left < svg.left - 1 || inner.right > svg.right + 1) found.push('outside its chart: ' + describe(text));
  }
  return found;
})()`;

export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(FIND_OVERFLOW);
}
