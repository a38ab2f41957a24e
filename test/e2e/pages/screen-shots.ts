import type { Page } from '@playwright/test';
import { expect } from '../fixtures.js';
import { layoutFaults } from './layout-faults.js';
import { SettingsPage } from './settings-page.js';

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/**
 * One screen whole at the three window sizes in Dutch, then in English, in one pass: the page
 * is resized rather than loaded again, and a screenshot of each lands in
 * test/artifacts/screenshots/<name>/. `ready` shows the screen has its figures.
 */
export async function shootEverySize(page: Page, hash: string, name: string, ready: string) {
  for (const language of ['nl', 'en'] as const) {
    if (language === 'en') {
      await page.goto('/#/settings');
      await new SettingsPage(page).english.check();
    }
    await page.goto(`/${hash}`);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expect(page.locator(ready)).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('.query-content--stale')).toHaveCount(0, { timeout: 60_000 });
      expect(await layoutFaults(page), `${name} at ${size.width} in ${language}`).toEqual([]);
      await page.screenshot({
        path: `test/artifacts/screenshots/${name}/${language}-${size.width}.png`,
      });
    }
  }
}
