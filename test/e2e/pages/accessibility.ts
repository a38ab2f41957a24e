import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.js';
import { SIZE, combinations } from '../matrix.js';

/** The WCAG 2.1 A and AA rules, as issue 37 measures the app. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Language = 'nl' | 'en';

/**
 * Where axe runs over a screen already on screen for its layout checks: every size in both
 * languages in a full run; in CI each language once, Dutch (the longer words) at the narrowest
 * and English at the widest window, so both languages and both ends of the sizes are checked.
 * The rules hardly depend on the window's width; axe costs up to a few seconds a screen.
 */
const AXE_PASSES = combinations([
  { language: 'nl', width: SIZE.small.width, ci: true },
  { language: 'nl', width: SIZE.medium.width },
  { language: 'nl', width: SIZE.large.width },
  { language: 'en', width: SIZE.small.width },
  { language: 'en', width: SIZE.medium.width },
  { language: 'en', width: SIZE.large.width, ci: true },
] as const);

export function axeRunsAt(language: Language, width: number): boolean {
  return AXE_PASSES.some((pass) => pass.language === language && pass.width === width);
}

/**
 * The violations axe finds, one line each with the elements it names. Legacy mode: axe runs
 * in the page itself rather than finishing in a new blank page (the app has no frames), which
 * takes a third of the time. `within`: only that part of the page (an open dialog: the page
 * behind it is inert and was checked on its own).
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
  if (within !== undefined) builder = builder.include(within);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} — ` +
      violation.nodes.map((node) => node.target.join(' ')).join(', '),
  );
}

export async function expectAccessible(page: Page, where: string, within?: string) {
  expect(await axeViolations(page, within), `axe at ${where}`).toEqual([]);
}
