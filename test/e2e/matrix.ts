import type { Page } from '@playwright/test';

/**
 * Which browser language and window size a behaviour is tested in. `npm test` (CI) tests each
 * behaviour once, in the combinations marked `ci` (chosen so that a spec still meets both
 * languages and the sizes it is about), while `screens.spec.ts` and `report-fits.spec.ts`
 * check the layout of every screen at every size; `npm run test:full`
 * (BACKOFFICE_TEST_FULL=1) tests every behaviour in every combination.
 */
export const FULL_RUN = process.env.BACKOFFICE_TEST_FULL === '1';

/**
 * Screenshots are for a person to look at, not a check: the layout checks (layout-faults.ts)
 * and axe run either way. Each costs Chromium 0.2–0.35 CPU-s (1024 to 1920 wide), some 220 a
 * run, so `npm test` (CI) takes none, while `npm run test:full` and
 * `BACKOFFICE_SCREENSHOTS=1 npx playwright test …` take them all (decision 0121). A failing
 * test's screenshot is Playwright's own (playwright.config.ts), taken either way.
 */
/**
 * The tag of a test that proves again, in another form, what a test in CI proves: a screen's
 * fuller state at every size and in English (every screen at every size is `screens.spec.ts`'s),
 * another export through the same control, another user limited to a location. Only
 * `npm run test:full` runs it (playwright.config.ts `grepInvert`; decision 0124).
 */
export const FULL_RUN_TAG = '@full-run';
export const FULL_RUN_ONLY = { tag: FULL_RUN_TAG } as const;

/**
 * Whole specs the full run alone runs (decision 0126), each beside the CI test that makes its
 * proof at another level: the accessibility walks (keyboard through every screen, the dialogs'
 * and opened states' axe, nothing lost at 200 % zoom) beside `screens.spec.ts`, which checks
 * every screen at every size with axe; the first login meeting the warm-up on a service of its
 * own (5,000 products) beside the API's test/api/read-model/warm-up-meets-user.test.ts.
 */
export const FULL_RUN_ONLY_SPECS = FULL_RUN ? [] : ['accessibility.spec.ts', 'first-login.spec.ts'];

export const SCREENSHOTS = FULL_RUN || process.env.BACKOFFICE_SCREENSHOTS === '1';

/** `page.screenshot(options)` when this run takes screenshots (SCREENSHOTS). */
export async function shoot(page: Page, options: { path: string; fullPage?: boolean }) {
  if (SCREENSHOTS) await page.screenshot(options);
}

export const SIZE = {
  small: { width: 1024, height: 700 },
  medium: { width: 1280, height: 800 },
  large: { width: 1920, height: 1080 },
} as const;

/** The combinations of this run: all in a full run, else those marked `ci`. */
export const combinations = <T extends { ci?: boolean }>(all: readonly T[]): readonly T[] =>
  FULL_RUN ? all : all.filter((combination) => combination.ci === true);

// The page's globals the two functions below use, run in the page: this project has no DOM types.
declare const document: {
  querySelectorAll(selector: string): Iterable<{
    parentElement: { clientWidth: number } | null;
    getAttribute(name: string): string | null;
  }>;
};
declare const requestAnimationFrame: (callback: () => void) => number;

/**
 * Each chart drawn at its box's width: a chart measures its box in a ResizeObserver and draws
 * again after React's next render, which a busy machine may put after the two frames.
 */
const chartsFitTheirBox = (): boolean =>
  [...document.querySelectorAll('.chart__svg')].every((svg) => {
    const box = svg.parentElement?.clientWidth ?? 0;
    return box === 0 || Math.abs(Number(svg.getAttribute('width')) - box) <= 1;
  });

/**
 * Resizes the window and waits two frames, so the layout checked next is the one laid out for
 * the new size (tables measure their box in a ResizeObserver and render in the next frame),
 * and for the charts to be drawn at their new width.
 */
export async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  // A function, not a string: Playwright evaluates a string predicate again at every poll, with
  // `eval` in the page, which the page's Content-Security-Policy (no 'unsafe-eval') refuses.
  await page.waitForFunction(chartsFitTheirBox);
}
