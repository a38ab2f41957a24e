/**
 * Every form with bad input, in Dutch (issue 58, item 2): the month pack, its schedule and the
 * morning digest's in the settings, an API key, the exceptions' thresholds, the till
 * closings' threshold, a date field, and a run the platform failed in the runs log. Each
 * refusal of the service (a folder not allowed, a wrong password, a field it refuses) and each
 * of the form's own is said in Dutch; after each, no sentence on the screen is English or
 * carries an ISO date (the service's English stays behind "Technische details").
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DemoPlatform, expect, test } from './fixtures.js';
import { englishOnScreen } from './pages/english-on-screen.js';

async function noEnglish(page: Page, where: string): Promise<void> {
  expect(await englishOnScreen(page), where).toEqual([]);
}

test('every form with bad input answers in Dutch, never in English', async ({
  signedIn: page,
  api,
  request,
  refusals,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  // The platform made to fail below: the pack's 502.
  consoleGuard.allow(/status of 502/);
  refusals.allow({ status: 400, path: '/api/exports/month-pack' });
  refusals.allow({ status: 403, path: '/api/exports/month-pack' });
  refusals.allow({ status: 403, path: '/api/exports/month-pack/schedule' });
  refusals.allow({ status: 403, path: '/api/digest/schedule' });
  refusals.allow({ status: 403, path: '/api/api-keys' });
  const folder = await mkdtemp(join(tmpdir(), 'e2e-forms-'));
  try {
    // The month pack: no folder, a relative one, one it may not write into.
    await page.goto('/#/month-pack?month=2026-10');
    const write = page.getByRole('button', { name: 'Pakket schrijven' });
    const folderField = page.getByLabel('Map', { exact: true });
    await folderField.fill('');
    await write.click();
    await expect(page.getByText('Kies of typ een map.')).toBeVisible();
    await folderField.fill('boekhouding/oktober');
    await write.click();
    await expect(page.getByRole('alert')).toContainText(
      'De map “boekhouding/oktober” is geen volledig pad.',
    );
    await folderField.fill('/elders/map');
    await write.click();
    await expect(page.getByRole('alert')).toContainText(
      'Back-Office Desk mag niet in “/elders/map” schrijven.',
    );
    await noEnglish(page, 'the month pack');

    // A run the platform failed: the outcome and the runs log say it in Dutch. A month before
    // the warm-up's, so the read model cannot answer it in the platform's place.
    const platform = await DemoPlatform.find(request, api);
    await platform.setFaults({ closeRate: 1 });
    try {
      await page.getByLabel('Maand').selectOption('2024-12');
      await folderField.fill(folder);
      await write.click();
      await expect(page.getByRole('alert')).toContainText(
        'Niet geschreven: Het platform (StoreKeeper) antwoordt niet.',
        { timeout: 30_000 },
      );
    } finally {
      await platform.clearFaults();
    }
    const failedRun = page.locator('table.runs-table tbody tr[data-status="failed"]').first();
    await expect(failedRun).toContainText('Het platform (StoreKeeper) antwoordt niet.');
    await noEnglish(page, 'the runs log');

    // The month pack's schedule and the morning digest in the settings.
    await page.goto('/#/settings');
    for (const [name, enable, save] of [
      ['Maandpakket volgens schema', 'Maandpakket volgens schema schrijven', 'Schema opslaan'],
      ['Ochtendoverzicht', 'Elke dag een ochtendoverzicht schrijven', 'Ochtendoverzicht opslaan'],
    ] as const) {
      const group = page.getByRole('region', { name });
      await group.getByLabel(enable).check();
      const time = group.getByLabel('Tijd');
      await time.fill('25:00');
      await group.getByRole('button', { name: save }).click();
      // A field's error is its description, not part of its name (nor is a hint).
      await expect(time).toHaveAccessibleName('Tijd');
      await expect(time).toHaveAccessibleDescription(/^Vul een tijd in als UU:MM/);
      await expect(group.getByLabel('Je wachtwoord')).toHaveAccessibleName('Je wachtwoord');
      await group.getByLabel('Tijd').fill('07:00');
      // An enabled schedule without a folder: said at the field before the service is asked.
      await group.getByLabel('Map', { exact: true }).fill('');
      await group.getByRole('button', { name: save }).click();
      await expect(group.getByLabel('Map', { exact: true })).toHaveAccessibleDescription(
        /^Kies of typ een map\./,
      );
      await group.getByLabel('Map', { exact: true }).fill('/elders/map');
      await group.getByLabel('Je wachtwoord').fill('demo');
      await group.getByRole('button', { name: save }).click();
      await expect(group.getByRole('alert')).toContainText(
        'Niet opgeslagen: Back-Office Desk mag niet in “/elders/map” schrijven.',
      );
      await group.getByLabel('Map', { exact: true }).fill(folder);
      await group.getByLabel('Je wachtwoord').fill('niet het wachtwoord');
      await group.getByRole('button', { name: save }).click();
      await expect(group.getByRole('alert')).toContainText(
        'Niet opgeslagen: Het wachtwoord klopt niet.',
      );
    }
    await noEnglish(page, 'the settings');

    // An API key: no name, a wrong password.
    await page.goto('/#/api-keys');
    await page.getByRole('button', { name: 'Sleutel maken' }).click();
    await expect(page.getByText('Geef de sleutel een naam.')).toBeVisible();
    await page.getByLabel('Naam', { exact: true }).fill('Boekhouding');
    await page.getByLabel('Je wachtwoord').fill('niet het wachtwoord');
    await page.getByRole('button', { name: 'Sleutel maken' }).click();
    await expect(page.getByText('Dit wachtwoord klopt niet. Probeer het opnieuw.')).toBeVisible();
    await noEnglish(page, 'the API keys');

    // The exceptions' thresholds: each field's bounds in its own words.
    await page.goto('/#/exceptions');
    await page.getByRole('button', { name: 'Drempels' }).click();
    const drawer = page.getByRole('dialog', { name: 'Drempels' });
    const cash = drawer.getByLabel('Kasverschil per kassadag (€)');
    const closings = drawer.getByLabel('Afsluitingen achter elkaar');
    await cash.fill('abc');
    await closings.fill('40');
    await expect(cash).toHaveAccessibleName('Kasverschil per kassadag (€)');
    await expect(cash).toHaveAccessibleDescription(/^Vul een bedrag in euro’s in van 0 tot en met/);
    await expect(closings).toHaveAccessibleName('Afsluitingen achter elkaar');
    await expect(closings).toHaveAccessibleDescription(
      'Vul een heel getal in van 2 tot en met 31.',
    );
    await noEnglish(page, 'the thresholds');

    // The till closings' threshold, and a date field.
    await page.goto('/#/day-closings');
    const threshold = page.getByLabel('Drempel verschil (€)');
    await threshold.fill('abc');
    await expect(threshold).toHaveAccessibleName('Drempel verschil (€)');
    await expect(threshold).toHaveAccessibleDescription('Vul een bedrag in, zoals 5 of 5,00.');
    await page.getByLabel('Van', { exact: true }).fill('abc');
    await expect(page.getByText('Dit is geen datum: typ dd-mm-jjjj')).toBeVisible();
    await noEnglish(page, 'the till closings');
  } finally {
    // Off again: the service's data folder outlives this test, the test's folder does not.
    const off = { enabled: false, time: '07:00', folder: '' };
    await api.put('/api/exports/month-pack/schedule', { ...off, frequency: 'monthly' });
    await api.put('/api/digest/schedule', off);
    await rm(folder, { recursive: true, force: true });
  }
});
