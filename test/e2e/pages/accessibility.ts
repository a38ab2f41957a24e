import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
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

/** The violations `axe.run` answers, as far as they are read here. */
const violationsSchema = z.array(
  z.object({
    id: z.string(),
    impact: z.string().nullish(),
    help: z.string(),
    nodes: z.array(z.object({ target: z.array(z.unknown()) })),
  }),
);
// The page's globals the functions below use, run in the page: this project has no DOM types.
declare const window: {
  axe?: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown }> };
};
declare const document: unknown;

/** axe-core's script, read once per worker. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * The violations axe finds, one line each with the elements it names. axe-core runs in the
 * page itself, put there once per document: the screens are one document (a hash route), so a
 * walk over screens, sizes and dialogs injects it once, where a new injection at every check
 * cost the browser more than the check itself (some 0.5 against 0.3–0.8 CPU-s a screen).
 * `within`: only that part of the page (an open dialog: the page behind it is inert and was
 * checked on its own).
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(
    async ({ tags, selector }) => {
      const axe = window.axe;
      if (axe === undefined) throw new Error('axe-core is not in the page');
      const results = await axe.run(selector === null ? document : { include: [[selector]] }, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations;
    },
    { tags: AXE_TAGS, selector: within ?? null },
  );
  return violationsSchema
    .parse(found)
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} — ` +
        violation.nodes.map((node) => node.target.join(' ')).join(', '),
    );
}

export async function expectAccessible(page: Page, where: string, within?: string) {
  expect(await axeViolations(page, within), `axe at ${where}`).toEqual([]);
}
