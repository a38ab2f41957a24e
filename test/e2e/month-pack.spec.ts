/**
 * The month pack screen in the browser, against the real service writing into a real folder:
 * writing last October's pack, the question before files are overwritten (Cancel leaves them,
 * Overwrite replaces them), the runs log, a folder that cannot be used, cancelling a slow run;
 * the schedule in the settings, and the morning digest's there (issue 58); then the screen and
 * its dialog at every size in both languages; a user limited to a location, told who writes
 * packs and digests instead of being given forms the service refuses.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { DemoPlatform, expect, test } from './fixtures.js';
import { layoutFaults } from './pages/layout-faults.js';
import { shootEverySize } from './pages/screen-shots.js';
import { SettingsPage } from './pages/settings-page.js';
import { axeRunsAt, expectAccessible } from './pages/accessibility.js';
import { completeTheMapping } from './pages/every-screen.js';
import { DEMO_MANAGER, DEMO_STAFF, LoginPage } from './pages/login-page.js';
import { FULL_RUN_ONLY, shoot } from './matrix.js';

const OCTOBER = '#/month-pack?month=2026-10';
const SIZES = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

const folders: string[] = [];
async function newFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'e2e-month-pack-'));
  folders.push(folder);
  return folder;
}

test.afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function authorization(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', { data: DEMO_MANAGER });
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

async function writePack(page: Page, folder: string): Promise<void> {
  await page.getByLabel('Map', { exact: true }).fill(folder);
  await page.getByRole('button', { name: 'Pakket schrijven' }).click();
}

test('writes the month pack, asks before overwriting, and logs each run', async ({
  signedIn: page,
  api,
  refusals,
}) => {
  // The files already there: the service's question before overwriting.
  refusals.allow({ status: 409, path: '/api/exports/month-pack' });
  await completeTheMapping(api);
  // A folder not there yet (inside an allowed one): the pack makes it.
  const folder = join(await newFolder(), 'oktober');
  await page.goto(`/${OCTOBER}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Maandpakket' })).toBeVisible();
  await expect(page.getByLabel('Maand').locator('option:checked')).toHaveText(/oktober 2026/);
  await writePack(page, folder);
  await expect(page.getByText(`7 bestanden geschreven in ${folder}.`)).toBeVisible({
    timeout: 60_000,
  });
  expect((await readdir(folder)).sort()).toEqual(
    [
      'kortingsorders-oktober-2026.csv',
      'financieel-rapport-oktober-2026.pdf',
      'financieel-rapport-oktober-2026.xlsx',
      'memoriaal-oktober-2026.csv',
      'memoriaal-oktober-2026.xaf',
      'btw-aangifte-oktober-2026.xlsx',
      'voorraadwaarde-oktober-2026.xlsx',
    ].sort(),
  );
  // Other tests of the worker may have written packs: the log's rows are counted on from here.
  const log = page.locator('table.runs-table tbody tr');
  await expect(log.first()).toContainText('01-10-2026 – 31-10-2026');
  await expect(log.first()).toContainText('geschreven');
  await expect(log.first()).toContainText(folder);
  const logged = await log.count();
  await shoot(page, { path: 'test/artifacts/screenshots/month-pack/nl-written.png' });

  // Again into the same folder: the files are there, so it asks.
  await page.getByRole('button', { name: 'Pakket schrijven' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bestanden overschrijven?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(7);
  await expect(dialog).toContainText('memoriaal-oktober-2026.xaf');
  await shoot(page, { path: 'test/artifacts/screenshots/month-pack/nl-overwrite-dialog.png' });
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();
  await expect(log).toHaveCount(logged);

  await page.getByRole('button', { name: 'Pakket schrijven' }).click();
  await dialog.getByRole('button', { name: 'Overschrijven' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`7 bestanden geschreven in ${folder}.`)).toBeVisible({
    timeout: 60_000,
  });
  await expect(log).toHaveCount(logged + 1);
  expect(await readdir(folder)).toHaveLength(7);

  // The folders it may use are named before any refusal (issue 58): the service's own.
  const { folders } = await api.json('/api/exports/folders');
  await expect(page.getByTestId('allowed-folders')).toHaveText(
    `Toegestaan: ${folders.join(', ')}, en de mappen daarin.`,
  );
  // An empty folder is said alone: the last run's "written" does not stand beside it.
  await page.getByLabel('Map', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Pakket schrijven' }).click();
  await expect(page.getByText('Kies of typ een map.')).toBeVisible();
  await expect(page.getByText(`7 bestanden geschreven in ${folder}.`)).toHaveCount(0);
});

test('the schedule is set in the settings and says when it runs next', async ({
  signedIn: page,
  request,
}) => {
  const folder = await newFolder();
  await page.goto('/#/settings');
  const group = page.getByRole('region', { name: 'Maandpakket volgens schema' });
  await group.getByLabel('Maandpakket volgens schema schrijven').check();
  await group.getByRole('radio', { name: /^Maandelijks/ }).check();
  await group.getByLabel('Tijd').fill('07:00');
  await group.getByLabel('Map', { exact: true }).fill(folder);
  await group.getByLabel('Je wachtwoord').fill('demo');
  await group.getByRole('button', { name: 'Schema opslaan' }).click();
  await expect(group.getByText('Opgeslagen.')).toBeVisible();
  await expect(group.getByText(/^Volgende run: .* 07:00, over 01-\d\d-\d{4} – /)).toBeVisible();
  await shoot(page, {
    path: 'test/artifacts/screenshots/month-pack/nl-schedule.png',
    fullPage: true,
  });

  await page.reload();
  await expect(group.getByLabel('Map', { exact: true })).toHaveValue(folder);
  await expect(group.getByText('Je gegevens zijn bewaard')).toBeVisible();
  await page.goto(`/${OCTOBER}`);
  await expect(page.getByText(/Schema: maandelijks op de eerste werkdag om 07:00/)).toBeVisible();

  // Off again: the service's data folder outlives this run, the test folder does not.
  const off = await request.put('/api/exports/month-pack/schedule', {
    headers: await authorization(request),
    data: { enabled: false, frequency: 'monthly', time: '07:00', folder },
  });
  expect(off.status(), await off.text()).toBe(200);
});

test('the morning digest is set in the settings: time, folder, its address, the test mail', async ({
  signedIn: page,
  request,
}) => {
  const folder = await newFolder();
  await page.goto('/#/settings');
  const group = page.getByRole('region', { name: 'Ochtendoverzicht' });
  // Where it goes: the user's own address; without a mail server only into the folder, so
  // there is no test mail to send.
  await expect(group.getByTestId('digest-mail-to')).toHaveText(
    'Er is geen mailserver ingesteld: het overzicht komt alleen in de map, niet per mail naar manager@demo.test.',
  );
  await expect(group.getByRole('button', { name: 'Testmail sturen' })).toBeDisabled();
  await group.getByLabel('Elke dag een ochtendoverzicht schrijven').check();
  await group.getByLabel('Tijd').fill('6.30');
  await group.getByRole('button', { name: 'Ochtendoverzicht opslaan' }).click();
  await expect(group.getByText('Vul een tijd in als UU:MM')).toBeVisible();
  await group.getByLabel('Tijd').fill('06:30');
  await group.getByLabel('Map', { exact: true }).fill(folder);
  await group.getByLabel('Je wachtwoord').fill('demo');
  await group.getByRole('button', { name: 'Ochtendoverzicht opslaan' }).click();
  await expect(group.getByText('Opgeslagen.')).toBeVisible();
  await expect(group.getByText(/^Volgende keer: .* 06:30, over \d\d-\d\d-\d{4}\.$/)).toBeVisible();
  await group.scrollIntoViewIfNeeded();
  await shoot(page, { path: 'test/artifacts/screenshots/settings/nl-digest.png' });

  const off = await request.put('/api/digest/schedule', {
    headers: await authorization(request),
    data: { enabled: false, time: '06:30', folder },
  });
  expect(off.status(), await off.text()).toBe(200);
});

test(
  'the month pack and its dialog at every size, in Dutch and English',
  FULL_RUN_ONLY,
  async ({ signedIn: page, request, refusals }) => {
    test.setTimeout(120_000);
    refusals.allow({ status: 409, path: '/api/exports/month-pack' });
    await shootEverySize(page, OCTOBER, 'month-pack', 'table.runs-table tbody tr >> nth=0');
    // The dialog, in English, over a pack written by the API into a folder of its own, in
    // English too: the files are named in the pack's language, so a Dutch pack's names would
    // not be the ones the app is about to write.
    await page.goto('/#/settings');
    await new SettingsPage(page).english.check();
    const folder = await newFolder();
    const written = await request.post('/api/exports/month-pack', {
      headers: await authorization(request),
      data: { month: '2026-10', folder, lang: 'en' },
    });
    expect(written.status(), await written.text()).toBe(201);
    await page.goto(`/${OCTOBER}`);
    await page.getByLabel('Folder', { exact: true }).fill(folder);
    await page.getByRole('button', { name: 'Write pack' }).click();
    const dialog = page.getByRole('dialog', { name: 'Overwrite files?' });
    await expect(dialog).toBeVisible();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      expect(await layoutFaults(page), `the dialog at ${size.width}`).toEqual([]);
      if (axeRunsAt('en', size.width)) {
        await expectAccessible(page, `the dialog at ${size.width} in en`, 'dialog[open]');
      }
      await shoot(page, {
        path: `test/artifacts/screenshots/month-pack/en-dialog-${size.width}.png`,
      });
    }
    // Escape is Cancel, and the focus goes back to the button that asked.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Write pack' })).toBeFocused();
  },
);

test('a folder that cannot be used is named; a slow run can be cancelled', async ({
  signedIn: page,
  request,
  api,
  refusals,
}) => {
  // A relative folder is the service's 400, one outside the allowed folders its 403.
  refusals.allow({ status: 400, path: '/api/exports/month-pack' });
  refusals.allow({ status: 403, path: '/api/exports/month-pack' });
  await page.goto(`/${OCTOBER}`);
  await writePack(page, 'boekhouding/oktober');
  // Its example is a folder the service may write into, a full path on this computer.
  await expect(page.getByRole('alert')).toContainText(
    /De map “boekhouding\/oktober” is geen volledig pad\. Begin bij de schijf van de computer waarop de service draait, zoals \/\S/,
  );
  await expect(page.getByRole('alert')).toContainText('Er is niets in de map gezet.');
  // Outside the folders the service may use: said so, with where to choose one instead.
  await writePack(page, '/');
  await expect(page.getByRole('alert')).toContainText(
    'Back-Office Desk mag niet in “/” schrijven. Kies een map binnen de mappen die het mag gebruiken',
  );

  const platform = await DemoPlatform.find(request, api);
  const folder = await newFolder();
  // Last in this file: the platform's slow answers outlive the cancelled run a while.
  await platform.setFaults({ latencyMs: 8_000 });
  try {
    // A month the service has not read: before the 13 the warm-up reads after a login (the
    // demo's history starts mid-October 2025), so its first read waits on the slow platform.
    // November 2025, once the warm-up held it, was packed before the click: the click then
    // waited for a Cancel button that had gone, past the test's minute (CI, once).
    await page.getByLabel('Maand').selectOption('2025-10');
    await writePack(page, folder);
    await expect(page.getByText('Bezig met de gegevens van de periode…')).toBeVisible();
    // The run ends when the service has stopped it: the runs log the page reads while a run
    // is under way says so. Waited for as that answer, however long the stop takes.
    const logged = page.waitForResponse(async (response) => {
      if (new URL(response.url()).pathname !== '/api/exports/month-pack/runs') return false;
      const { data } = (await response.json()) as { data: { folder: string; status: string }[] };
      return data.some((run) => run.folder === folder && run.status === 'cancelled');
    });
    await page.getByRole('button', { name: 'Annuleren' }).click();
    await expect(page.getByText('Geannuleerd; er is niets in de map gezet.')).toBeVisible();
    await logged;
    await expect(page.locator('table.runs-table tbody tr').first()).toContainText('geannuleerd');
  } finally {
    await platform.clearFaults();
  }
  expect(await readdir(folder)).toEqual([]);
});

test(
  'a user limited to a location is told who writes packs, not given forms refused',
  FULL_RUN_ONLY,
  async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto(OCTOBER.slice(2));
    await login.login(DEMO_STAFF);
    await expect(page.getByRole('heading', { level: 1, name: 'Maandpakket' })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(
      'Je bent beperkt tot één vestiging: je kunt geen maandpakket in een map laten schrijven. Een gebruiker zonder vestigingsbeperking kan dat wel; jij downloadt de exports op de schermen zelf.',
    );
    await expect(page.getByLabel('Map', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pakket schrijven' })).toHaveCount(0);
    await expect(page.getByText('Nog geen pakketten geschreven')).toBeVisible();

    await page.goto('/#/settings');
    const schedule = page.getByRole('region', { name: 'Maandpakket volgens schema' });
    await expect(schedule.getByRole('note')).toHaveText(
      'Je bent beperkt tot één vestiging: je kunt geen maandpakket volgens schema laten schrijven. Een gebruiker zonder vestigingsbeperking kan dat wel; jij downloadt de exports op de schermen zelf.',
    );
    const digest = page.getByRole('region', { name: 'Ochtendoverzicht' });
    await expect(digest.getByRole('note')).toHaveText(
      'Je bent beperkt tot één vestiging: het ochtendoverzicht gaat over alle vestigingen en wordt in een map geschreven, dus instellen kan alleen een gebruiker zonder vestigingsbeperking. De signaleringen van je vestiging zie je op het scherm Signaleringen.',
    );
    for (const group of [schedule, digest]) {
      await expect(group.getByRole('textbox')).toHaveCount(0);
      await expect(group.getByRole('button')).toHaveCount(0);
      await expect(group.getByRole('checkbox')).toHaveCount(0);
    }
    for (const size of SIZES) {
      await page.setViewportSize(size);
      expect(await layoutFaults(page), `the settings at ${size.width}`).toEqual([]);
      await shoot(page, {
        path: `test/artifacts/screenshots/settings/nl-location-user-${size.width}.png`,
        fullPage: true,
      });
    }
  },
);
