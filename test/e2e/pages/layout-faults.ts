import type { Page } from '@playwright/test';

/**
 * What a person would see as broken on any screen, described for the failure message:
 * a control, heading, label or figure whose text is wider than its box (cut or spilling over
 * its neighbour), anything that sticks out past the window's right edge without a
 * scrolling container around it, and a table whose default columns do not fit its window
 * (the columns past the edge are the ones a clerk then misses: the discounts; the till-days'
 * status), and a sidebar that needs scrolling to show its list. Data cells are
 * left out, except a name shown on up to two lines (`.cell-wrap`, the catalog's titles and
 * groups): one that needs a third is cut ("…", whole in its tooltip and drawer), which the
 * demo's names, as long as a shop's usual ones, never should be at any window size.
 * (A string, so it runs in the page without the DOM types in this Node project.)
 */
const FIND_LAYOUT_FAULTS = `(() => {
  const found = [];
  const visible = (el) => {
    if (el.closest('.visually-hidden')) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const scrolls = (el) => {
    for (let node = el.parentElement; node; node = node.parentElement) {
      const overflow = getComputedStyle(node).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') return true;
    }
    return false;
  };
  const describe = (el) => el.tagName.toLowerCase() + '.' + (el.className.baseVal ?? el.className) + ' "' + el.textContent.trim().slice(0, 60) + '"';
  const selector = 'button, a, label, legend, h1, h2, h3, th, [role=tab], .stat__value, .stat__label, .stat__note, .money, .chip, .hint, .page-header *';
  for (const el of document.querySelectorAll(selector)) {
    if (!visible(el)) continue;
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).display !== 'inline') {
      found.push('text wider than its box: ' + describe(el));
    }
  }
  for (const el of document.querySelectorAll('.cell-wrap')) {
    if (visible(el) && el.scrollHeight > el.clientHeight + 1) found.push('name cut: ' + describe(el));
  }
  const width = document.documentElement.clientWidth;
  for (const el of document.querySelectorAll('body *')) {
    if (!visible(el) || scrolls(el)) continue;
    if (el.getBoundingClientRect().right > width + 1) found.push('past the right edge: ' + describe(el));
  }
  // The sidebar fits its window: a list that needs scrolling gets a scrollbar (where the
  // system shows them), which cut the rail's language switch in half at 1024 × 700 and made
  // the wide list scroll sideways at 1280 × 800 (issue 58).
  for (const bar of document.querySelectorAll('.sidebar')) {
    const size = bar.scrollWidth + '×' + bar.scrollHeight + ' in ' + bar.clientWidth + '×' + bar.clientHeight;
    if (bar.scrollWidth > bar.clientWidth + 1) found.push('the sidebar scrolls sideways: ' + size);
    if (bar.scrollHeight > bar.clientHeight + 1) found.push('the sidebar needs scrolling down: ' + size);
  }
  // The till-days too: their last column, the status, is what a clerk looks for.
  for (const table of document.querySelectorAll('.data-table__scroll, .wide-table:has(> .till-days)')) {
    if (table.scrollWidth > table.clientWidth + 1) found.push('table scrolls sideways: ' + describe(table.querySelector('table')));
  }
  return [...new Set(found)];
})()`;

export async function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(FIND_LAYOUT_FAULTS);
}
