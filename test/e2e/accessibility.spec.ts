/**
 * Accessibility past the screens' own pass (screens.spec.ts and pages/screen-shots.ts run axe
 * over every screen as they check its layout):
 * - the dialogs and states the screens open pass axe too: the login's error, the product
 *   drawer, the column chooser, an export's status, the calendar, the report with its
 *   comparison and a figure's orders, the shortcuts' help;
 * - every screen is reached by its shortcut (Alt+1 …; Settings and API keys, past the tenth, which have none, by their link), its heading takes the focus, and every
 *   tab stop on it shows that it has the focus and is on screen; a screenshot of each screen
 *   with the focus visible lands in test/artifacts/screenshots/a11y/ (matrix.ts `shoot`);
 * - at 200 % zoom (a 1280×800 window: 640×400 CSS pixels at two device pixels each) every
 *   control is still there and reachable, and nothing is cut off.
 */
import type { Page } from '@playwright/test';
import { DEMO_END, expect, test } from './fixtures.js';
import { combinations, resize, shoot, SIZE } from './matrix.js';
import { axeRunsAt, expectAccessible } from './pages/accessibility.js';
import { EVERY_SCREEN, completeTheMapping, screenKey, screenNamed } from './pages/every-screen.js';
import { controlCensus, focusFaults } from './pages/keyboard-reach.js';
import { layoutFaults } from './pages/layout-faults.js';
import { DEMO_MANAGER, LoginPage } from './pages/login-page.js';
import { SettingsPage } from './pages/settings-page.js';

const SHOTS = 'test/artifacts/screenshots/a11y';
const SIZES = [SIZE.small, SIZE.medium, SIZE.large] as const;
/** The demo data's last day, noon in Amsterdam: the screens' default periods show data. */
const DEMO_NOON = new Date(`${DEMO_END}T12:00:00+01:00`);

type Language = 'nl' | 'en';

/** Waits until the screen shows its figures, none of them stale. */
async function settled(page: Page, ready: string): Promise<void> {
  await expect(page.locator(ready)).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.query-content--stale')).toHaveCount(0, { timeout: 60_000 });
}

/**
 * axe over what is open, at each window size this run checks the language at; then a
 * screenshot of it, focus visible, in test/artifacts/screenshots/a11y/.
 */
async function expectAccessibleAtSizes(
  page: Page,
  language: Language,
  where: string,
  within?: string,
): Promise<void> {
  for (const size of SIZES) {
    if (!axeRunsAt(language, size.width)) continue;
    await resize(page, size);
    await expectAccessible(page, `${where} at ${size.width} in ${language}`, within);
  }
  const name = where.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '');
  await shoot(page, { path: `${SHOTS}/${language}-open-${name}.png` });
}

/** Logs in by the fields' names, in either language, and with the keyboard's Enter. */
async function logIn(page: Page, password = DEMO_MANAGER.password): Promise<void> {
  await page.locator('input[name=account]').fill(DEMO_MANAGER.account);
  await page.locator('input[name=email]').fill(DEMO_MANAGER.email);
  await page.locator('input[name=password]').fill(password);
  await page.keyboard.press('Enter');
}

async function inEnglish(page: Page): Promise<void> {
  await page.goto('/#/settings');
  await new SettingsPage(page).english.check();
}

// In CI in Dutch (the longer words; screens.spec.ts meets English), both in a full run.
for (const { language, locale } of combinations([
  { language: 'nl', locale: 'nl-NL', ci: true },
  { language: 'en', locale: 'en-US' },
] as const)) {
  test.describe(`app in ${language}`, () => {
    test.use({ locale });

    test('the dialogs and opened states pass axe', async ({ page, refusals }) => {
      test.setTimeout(120_000);
      await new LoginPage(page).goto();
      if (language === 'en') await page.getByRole('button', { name: 'EN English' }).click();
      refusals.allow({ status: 401, path: '/api/auth/login' });
      await logIn(page, 'not the password');
      await expect(page.getByRole('alert')).toBeVisible();
      await expectAccessibleAtSizes(page, language, 'the login with its error');
      await logIn(page);
      await expect(page.getByRole('navigation')).toBeVisible();

      // The catalog's product drawer, opened with Enter on the table, closed with Escape.
      await page.goto('/#/catalog');
      await settled(page, screenNamed('catalog').ready);
      const grid = page.getByRole('grid');
      await grid.focus();
      await page.keyboard.press('Enter');
      const drawer = page.locator('dialog[open]');
      await expect(drawer.locator('tbody tr').first()).toBeVisible();
      await expectAccessibleAtSizes(page, language, 'the product drawer', 'dialog[open]');
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
      await expect(grid).toBeFocused();

      // The column chooser, open; then an export's status line.
      const columns = page.locator('.column-chooser > button');
      await columns.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.column-chooser__panel')).toBeVisible();
      await expectAccessibleAtSizes(page, language, 'the column chooser');
      await page.keyboard.press('Escape');
      await expect(columns).toBeFocused();
      const download = page.waitForEvent('download');
      await page.keyboard.press('Control+e');
      await download;
      await expect(page.locator('.export__status[role=status]')).toBeVisible();
      await expectAccessibleAtSizes(page, language, 'an export done');

      // The calendar of a period's first day (Alt+Down in the field).
      await page.goto(`/${screenNamed('discount-orders').hash}`);
      await settled(page, screenNamed('discount-orders').ready);
      const from = page.locator('.day-field input').first();
      await from.focus();
      await page.keyboard.press('Alt+ArrowDown');
      await expect(page.locator('.calendar')).toBeVisible();
      await expectAccessibleAtSizes(page, language, 'the calendar');
      await page.keyboard.press('Escape');
      await expect(page.locator('.calendar')).toHaveCount(0);
      await expect(from).toBeFocused();

      // The report compared with the previous period; a figure's orders.
      await page.goto(`/${screenNamed('financial-report').hash}&compare=previous`);
      await settled(page, screenNamed('financial-report').ready);
      await expect(page.locator('.stat__change').first()).toBeVisible();
      await expectAccessibleAtSizes(page, language, 'the report with a comparison');
      const figure = page.locator('section[aria-labelledby="report-matrix"] tbody td button');
      await figure.first().focus();
      await page.keyboard.press('Enter');
      await expect(drawer.locator('tbody tr').first()).toBeVisible();
      await expectAccessibleAtSizes(page, language, "a figure's orders", 'dialog[open]');
      await page.keyboard.press('Escape');
      await expect(figure.first()).toBeFocused();

      // The shortcuts' help.
      await page.keyboard.press('?');
      await expect(drawer).toContainText('Alt+1');
      await expectAccessibleAtSizes(page, language, 'the shortcuts', 'dialog[open]');
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
    });
  });
}

// In CI one language (the keys and the focus do not depend on it); both in a full run.
for (const { language, locale } of combinations([
  { language: 'nl', locale: 'nl-NL', ci: true },
  { language: 'en', locale: 'en-US' },
] as const)) {
  test.describe(`app in ${language}`, () => {
    test.use({ locale, viewport: SIZE.medium, fixedTime: DEMO_NOON });

    test('every screen by its shortcut: the heading focused, every tab stop seen', async ({
      page,
      signedIn,
      api,
    }) => {
      test.setTimeout(120_000);
      await completeTheMapping(api);
      if (language === 'en') await inEnglish(signedIn);
      await page.goto('/#/settings');
      for (const [index, screen] of EVERY_SCREEN.entries()) {
        // A screen without a shortcut (API keys) by its link in the menu, with the keyboard.
        const key = screenKey(index);
        if (key === null) await page.locator(`a[href^="#/${screen.name}"]`).press('Enter');
        else await page.keyboard.press(key);
        await expect(page).toHaveURL(new RegExp(`#/${screen.name}(\\?|$)`));
        await settled(page, screen.ready);
        await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
        // The first Tab after the heading: its focus ring is in the screenshot.
        await page.keyboard.press('Tab');
        const number = String(index + 1).padStart(2, '0');
        await shoot(page, { path: `${SHOTS}/${language}-${number}-${screen.name}.png` });
        expect(await focusFaults(page), screen.name).toEqual([]);
      }
    });
  });
}

for (const { language, locale } of combinations([
  { language: 'nl', locale: 'nl-NL', ci: true },
  { language: 'en', locale: 'en-US' },
] as const)) {
  test.describe(`at 200 % zoom, app in ${language}`, () => {
    // Chromium zoomed to 200 % in a 1280×800 window lays out 640×400 CSS pixels, drawn at two
    // device pixels each: exactly this viewport.
    test.use({ locale, viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

    test('no content or function is lost on any screen', async ({ page, signedIn, api }) => {
      test.setTimeout(120_000);
      await completeTheMapping(api);
      expect(await page.evaluate('[innerWidth, innerHeight, devicePixelRatio]')).toEqual([
        640, 400, 2,
      ]);
      if (language === 'en') await inEnglish(signedIn);
      for (const screen of EVERY_SCREEN) {
        await page.goto(`/${screen.hash}`);
        await settled(page, screen.ready);
        await resize(page, SIZE.medium);
        const whole = await controlCensus(page);
        await resize(page, { width: 640, height: 400 });
        expect(await controlCensus(page), `the controls of ${screen.name}`).toEqual(whole);
        // A data table may scroll sideways in its box (the arrow keys scroll it), and the
        // sidebar's list down in its 400 px (reflow allows scrolling one way); nothing else.
        const faults = (await layoutFaults(page)).filter(
          (fault) =>
            !fault.startsWith('table scrolls sideways') &&
            !fault.startsWith('the sidebar needs scrolling down'),
        );
        expect(faults, screen.name).toEqual([]);
        // The first Tab shows the skip link, in the screenshot.
        await page.keyboard.press('Tab');
        await shoot(page, { path: `${SHOTS}/zoom-${language}-${screen.name}.png` });
        expect(await focusFaults(page), screen.name).toEqual([]);
      }

      // A table wider than the window: the arrow keys scroll it, the header's End reaches
      // its last column.
      await page.goto(`/${screenNamed('catalog').hash}`);
      await settled(page, screenNamed('catalog').ready);
      const grid = page.getByRole('grid');
      const scroller = page.locator('.data-table__scroll');
      await grid.focus();
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => scroller.evaluate((box: { scrollLeft: number }) => box.scrollLeft))
        .toBeGreaterThan(0);
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('End');
      const last = page.locator('.data-table__head th').last();
      await expect(last.locator('button')).toBeFocused();
      await expect(last).toBeInViewport();
    });
  });
}
