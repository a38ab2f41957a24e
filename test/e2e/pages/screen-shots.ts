import type { Page } from '@playwright/test';
import { expect } from '../fixtures.js';
import { FULL_RUN, resize, shoot } from '../matrix.js';
import { axeRunsAt, expectAccessible } from './accessibility.js';
import { layoutFaults } from './layout-faults.js';
import { SettingsPage } from './settings-page.js';

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/**
 * The sizes each language is looked at: Dutch, whose words are the longer, at all three; in
 * CI English at the widest only (where axe checks it, accessibility.ts), in the full run at
 * all three (decision 0059).
 */
export const sizesIn = (language: 'nl' | 'en') =>
  language === 'nl' || FULL_RUN ? SIZES : SIZES.slice(-1);

/**
 * A screen with a spec of its own, walked in the full run only (its tests carry matrix.ts
 * `FULL_RUN_ONLY`): in CI `screens.spec.ts` walks every screen at every size. Dutch, the longer
 * words, then English (decisions 0122, 0124).
 */
const LANGUAGES = ['nl', 'en'] as const;

/**
 * One screen whole at the three window sizes in Dutch, then in English, in one pass, the app
 * left in Dutch: the page is resized rather than loaded again, and a screenshot of each lands in
 * test/artifacts/screenshots/<name>/ when the run takes them (matrix.ts `shoot`). `ready`
 * shows the screen has its figures. On the same page loads axe finds no WCAG 2.1 AA violation
 * (at the sizes accessibility.ts names).
 */
export async function shootEverySize(page: Page, hash: string, name: string, ready: string) {
  for (const language of LANGUAGES) {
    if (language === 'en') {
      await page.goto('/#/settings');
      await new SettingsPage(page).english.check();
    }
    await page.goto(`/${hash}`);
    for (const size of sizesIn(language)) {
      await resize(page, size);
      await expect(page.locator(ready)).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('.query-content--stale')).toHaveCount(0, { timeout: 60_000 });
      const where = `${name} at ${size.width} in ${language}`;
      expect(await layoutFaults(page), where).toEqual([]);
      if (axeRunsAt(language, size.width)) await expectAccessible(page, where);
      await shoot(page, {
        path: `test/artifacts/screenshots/${name}/${language}-${size.width}.png`,
      });
    }
  }
  // The app left in Dutch, as the walk found it: what a spec does next does not depend on it.
  await page.goto('/#/settings');
  await new SettingsPage(page).dutch.check();
}
