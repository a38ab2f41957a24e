/**
 * The bookkeeping screen in the browser against the real service and its demo platform's
 * Moneybird stand-in (issue 60): connecting with a token and an administration chosen from
 * the token's, a fresh administration's accounts (none of our codes) named as lacking, added
 * under the mapping's names and linked from the suggestions on the screen (issue 66), a week of October posted day by day and shown as a calendar of states (Dutch), a
 * day more in English, yesterday's day blocked by the package as the Today screen says it, and
 * a day the package booked otherwise than sent (mirrored) shown as such there and in Today;
 * each day's entry number and amount, an order of a posted day changed and its correction
 * posted, each linking the other; the counts of the days that are over only, the blocked day
 * listed once with the package's words under "Technische details"; disconnecting asks and says
 * what becomes of the posted days, and e-Boekhouden's calendar names the days Moneybird has
 * (issue 67); then the screen at every size in both languages, axe-clean, and the
 * connection removed again; a user limited to a location, told who connects the package and
 * left what they may use.
 */
import { DemoPlatform, euro, expect, test } from './fixtures.js';
import { FULL_RUN_ONLY, resize, shoot, SIZE } from './matrix.js';
import { expectAccessible } from './pages/accessibility.js';
import { layoutFaults } from './pages/layout-faults.js';
import { DEMO_STAFF, LoginPage } from './pages/login-page.js';
import { completeTheMapping } from './pages/every-screen.js';
import { shootEverySize } from './pages/screen-shots.js';
import { SettingsPage } from './pages/settings-page.js';

const OCTOBER = '#/bookkeeping?month=2026-10';

test.describe('a month posted', () => {
  // The test stops the page's clock on a morning after it has signed in (yesterday's blocked day).
  test.use({ ownClock: true });

  test('connects, maps, posts a week and shows the calendar, in Dutch and English', async ({
    signedIn: page,
    api,
    request,
  }) => {
    test.setTimeout(180_000);
    await api.delete('/api/bookkeeping/connection');
    await completeTheMapping(api);
    const demo = await DemoPlatform.find(request, api);
    // A fresh Moneybird administration: its categories have none of our codes.
    const token = `demo-e2e-nocodes-${Date.now()}`;
    await page.goto(`/${OCTOBER}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Boekhouding' })).toBeVisible();

    const connect = page.locator('.bk-connect');
    // Named by its label alone, the hint its description: the demo's hint ("…geeft een
    // proefadministratie") once made it a second field named "Administratie".
    const tokenField = connect.getByRole('textbox', { name: 'API-token', exact: true });
    await expect(tokenField).toHaveAccessibleDescription(/^Een persoonlijk API-token/);
    await tokenField.fill(token);
    await connect.getByRole('button', { name: 'Administraties ophalen' }).click();
    await expect(connect.getByLabel('Administratie', { exact: true })).toBeVisible();
    await connect.getByRole('button', { name: 'Koppelen' }).click();
    await expect(connect).toContainText('Gekoppeld met Moneybird');
    await expect(connect).not.toContainText(token);

    // The accounts the mapping posts to and the package lacks are named; added in the package
    // under the names the mapping gives them (without a code, as Moneybird may keep them), each
    // is suggested by its name, filled in, and linked with one button: then all are there.
    const missing = page.getByTestId('bk-accounts-missing');
    await expect(missing).toContainText('Nog niet in Moneybird:');
    const accounts = await api.json('/api/bookkeeping/accounts');
    const codes = accounts.missing.filter((gap) => gap.kind === 'account').map((gap) => gap.code);
    expect(codes.length).toBeGreaterThan(0);
    await expect(missing).toContainText(`rekening ${codes[0] ?? ''}`);
    const usesOf = new Map(
      accounts.mapping.map((row) => [row.account, row.uses[0] ?? row.account]),
    );
    await demo.bookkeeping({
      package: 'moneybird',
      token,
      ledgers: codes.map((code) => ({ code: `new-${code}`, name: usesOf.get(code) ?? code })),
    });
    await page.reload();
    const links = page.getByTestId('bk-links');
    const first = links.getByRole('combobox', {
      name: new RegExp(`^Rekening ${codes[0] ?? ''}\\b`),
    });
    await expect(first).not.toHaveValue('');
    await expect(links).toContainText('Voorstel: dezelfde naam');
    await links.getByRole('button', { name: 'Koppelingen opslaan' }).click();
    await expect(links).toContainText('De koppelingen zijn opgeslagen.');
    await expect(page.getByTestId('bk-accounts-complete')).toContainText('staan in Moneybird');

    // A week, day by day: each day's button posts it, and the calendar shows it posted.
    const calendar = page.getByTestId('bk-calendar');
    for (let day = 1; day <= 7; day += 1) {
      const date = `2026-10-0${day}`;
      await calendar
        .locator(`td[data-date="${date}"]`)
        .getByRole('button', { name: /^Boeken/ })
        .click();
      await expect(calendar.locator(`td[data-date="${date}"]`)).toHaveAttribute(
        'data-state',
        'posted',
      );
    }
    await expect(calendar.locator('td[data-state="posted"]')).toHaveCount(7);
    await expect(calendar.locator('td[data-date="2026-10-01"]')).toContainText('Geboekt');
    await expect(calendar.locator('td[data-date="2026-10-08"]')).toContainText('Te boeken');
    await expect(page.getByTestId('bk-summary')).toContainText('7 geboekt');
    expect((await demo.bookkeeping({ package: 'moneybird', token })).documents).toBe(7);
    const postings = await api.json('/api/bookkeeping/postings', {
      from: '2026-10-01',
      to: '2026-10-07',
    });
    expect(postings.days.map((day) => day.state)).toEqual(Array(7).fill('posted'));
    // Each day shows its entry number and the amount posted (the service's test ties it to the
    // journal to the cent).
    for (const day of [postings.days[0], postings.days[6]]) {
      if (!day?.entry || day.amount === null) throw new Error('a posted day without its entry');
      await expect(
        calendar.locator(`td[data-date="${day.date}"] [data-entry="${day.entry}"]`),
      ).toHaveText(`${day.entry} ${euro(day.amount)}`);
    }

    // In English: the same calendar in its words, and one day more.
    await page.goto('/#/settings');
    await new SettingsPage(page).english.check();
    await page.goto(`/${OCTOBER}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bookkeeping' })).toBeVisible();
    await expect(calendar.locator('td[data-date="2026-10-01"]')).toContainText('Posted');
    // An order of a posted day refunded afterwards: the next day posted carries its correction.
    const [order] = (
      await api.json('/api/orders', { from: '2026-10-03', to: '2026-10-03', limit: '1' })
    ).data;
    if (!order) throw new Error('no order on 3 October');
    await demo.editOrder(order.id, {
      kind: 'payment',
      amount: '-5.00',
      datePaid: '2026-10-03T15:00:00+02:00',
    });
    await calendar
      .locator('td[data-date="2026-10-08"]')
      .getByRole('button', { name: /^Post/ })
      .click();
    await expect(calendar.locator('td[data-state="posted"]')).toHaveCount(8);
    await expect(page.getByTestId('bk-summary')).toContainText('8 posted');
    const october = await api.json('/api/bookkeeping/postings', {
      from: '2026-10-01',
      to: '2026-10-31',
    });
    const correction = october.days.find((day) => day.corrects === '2026-10-03');
    expect(correction).toMatchObject({ entry: 'BOD-20261003-C1', date: '2026-10-08' });
    const eighth = calendar.locator('td[data-date="2026-10-08"]');
    await expect(eighth.locator('[data-entry="BOD-20261003-C1"]')).toContainText(
      `BOD-20261003-C1 ${euro(correction?.amount ?? NaN)}`,
    );
    await expect(eighth.getByRole('link', { name: 'Correction of 03-10-2026' })).toHaveAttribute(
      'href',
      '#/bookkeeping?month=2026-10',
    );
    const third = calendar.locator('td[data-date="2026-10-03"]');
    await expect(third).toContainText('Changed since posted:');
    await expect(
      third.getByRole('link', { name: 'correction on 08-10-2026 (BOD-20261003-C1)' }),
    ).toHaveAttribute('href', '#/bookkeeping?month=2026-10');
    await shoot(page, { path: 'test/artifacts/screenshots/bookkeeping/en-posted.png' });

    // Yesterday's day blocked by the package's closed period: the Today screen says so and
    // leads to the bookkeeping screen.
    await demo.bookkeeping({ package: 'moneybird', token, lockedUntil: '2026-10-09' });
    const ninth = calendar.locator('td[data-date="2026-10-09"]');
    await ninth.getByRole('button', { name: /^Post/ }).click();
    await expect(ninth).toHaveAttribute('data-state', 'blocked');
    await page.clock.setFixedTime(new Date('2026-10-10T09:00:00+02:00'));
    await page.goto('/#/today');
    const line = page.getByTestId('today-bookkeeping');
    await expect(line).toContainText("Yesterday's posting was blocked by Moneybird.");
    await line.getByRole('link', { name: 'Go to Bookkeeping' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bookkeeping' })).toBeVisible();

    // A day the package booked otherwise than it was sent (mirrored): read back, it is
    // `mismatch`, the run stops, and the calendar and Today say what to do. The next test
    // shoots the calendar with it at every size, in both languages.
    await demo.bookkeeping({ package: 'moneybird', token, misbehaviour: { booking: 'mirrored' } });
    await page.clock.setFixedTime(new Date('2026-10-11T09:00:00+02:00'));
    // Loaded anew: the screen takes its yesterday from the clock when it renders.
    await page.reload();
    const tenth = calendar.locator('td[data-date="2026-10-10"]');
    await tenth.getByRole('button', { name: /^Post/ }).click();
    await expect(tenth).toHaveAttribute('data-state', 'mismatch');
    await expect(tenth).toContainText('Booked otherwise');
    await expect(page.getByTestId('bk-summary')).toContainText('1 booked otherwise');
    await page.goto('/#/today');
    await expect(line).toContainText(/Moneybird booked yesterday otherwise/);
    await page.goto('/#/settings');
    await new SettingsPage(page).dutch.check();

    // In Dutch, on the 11th: the changed day and its correction; no day from the 11th on (not
    // over yet) counted to post; the blocked day listed once, the package's words behind
    // "Technische details".
    await page.goto(`/${OCTOBER}`);
    await expect(third).toContainText('Gewijzigd na het boeken:');
    await expect(
      third.getByRole('link', { name: 'correctie op 08-10-2026 (BOD-20261003-C1)' }),
    ).toBeVisible();
    await expect(eighth.getByRole('link', { name: 'Correctie van 03-10-2026' })).toBeVisible();
    await expect(page.getByTestId('bk-summary')).toContainText(
      '8 geboekt · 0 te boeken · 0 mislukt · 1 geblokkeerd · 1 anders geboekt',
    );
    await expect(calendar.locator('td[data-date="2026-10-11"]')).toContainText('Nog niet voorbij');
    const blocked = page.getByTestId('bk-troubles').locator('li[data-date="2026-10-09"]');
    await expect(blocked).toHaveCount(1);
    await expect(blocked).toContainText('(Geblokkeerd): De periode is afgesloten in het pakket.');
    const packageWords = blocked.locator('.state__detail');
    await expect(packageWords).toBeHidden();
    await blocked.getByText('Technische details').click();
    await expect(packageWords).toContainText('the period up to 2026-10-09 is locked');

    // Disconnecting asks, saying what becomes of the posted days; axe-clean at 1024 × 700.
    await connect.getByRole('button', { name: 'Ontkoppelen' }).click();
    const ask = page.getByTestId('bk-disconnect-ask');
    await expect(ask).toContainText('Moneybird ontkoppelen?');
    await expect(ask).toContainText(
      'De dagen die al in Moneybird geboekt zijn, blijven daar staan',
    );
    await expect(ask.getByRole('button', { name: 'Gekoppeld laten' })).toBeFocused();
    await resize(page, SIZE.small);
    await expectAccessible(page, 'bookkeeping, asked to disconnect, nl 1024');
    await ask.getByRole('button', { name: 'Ja, ontkoppelen' }).click();
    await expect(connect.getByRole('textbox', { name: 'API-token', exact: true })).toBeVisible();

    // Switched to e-Boekhouden: October is to post there, each day Moneybird has noted as such.
    await api.put('/api/bookkeeping/connection', {
      package: 'e-boekhouden',
      token: `demo-e2e-switch-${Date.now()}`,
    });
    await page.reload();
    await expect(connect).toContainText('Gekoppeld met e-Boekhouden.nl');
    const octoberFirst = calendar.locator('td[data-date="2026-10-01"]');
    await expect(octoberFirst).toHaveAttribute('data-state', 'pending');
    await expect(octoberFirst).toContainText('Geboekt in Moneybird via een andere koppeling');
    // The 1st to the 8th; not the blocked 9th nor the 10th Moneybird booked otherwise.
    await expect(calendar.getByTestId('bk-day-elsewhere')).toHaveCount(8);
  });
});

test(
  'the bookkeeping screen at every size, in Dutch and English',
  FULL_RUN_ONLY,
  async ({ signedIn: page, api }) => {
    test.setTimeout(120_000);
    // Connected by the test before: the calendar is in the shots.
    await shootEverySize(page, OCTOBER, 'bookkeeping', '[data-testid=bk-calendar]');
    // The worker's other specs meet no connection (the Today screen would ask for yesterday's).
    await api.delete('/api/bookkeeping/connection');
  },
);

test('a user limited to a location is told who connects, and posts their location', async ({
  page,
  api,
}) => {
  await completeTheMapping(api);
  // Not connected (whatever the tests before left): no form the service would refuse them.
  await api.delete('/api/bookkeeping/connection');
  const login = new LoginPage(page);
  await login.goto(OCTOBER.slice(2));
  await login.login(DEMO_STAFF);
  await expect(page.getByRole('heading', { level: 1, name: 'Boekhouding' })).toBeVisible();
  const connect = page.locator('.bk-connect');
  await expect(connect.getByRole('note')).toHaveText(
    'Je bent beperkt tot één vestiging: je kunt geen boekhoudpakket koppelen. Een gebruiker zonder vestigingsbeperking kan dat wel; daarna boek en bekijk je hier de dagen van je vestiging.',
  );
  await expect(connect.getByRole('textbox')).toHaveCount(0);
  await expect(connect.getByRole('button')).toHaveCount(0);

  // Connected by the manager: they test it and post their location's days, but keep it.
  await api.put('/api/bookkeeping/connection', {
    package: 'e-boekhouden',
    token: `demo-e2e-staff-${Date.now()}`,
  });
  await page.reload();
  await expect(connect).toContainText('Gekoppeld met e-Boekhouden.nl');
  await expect(connect.getByRole('note')).toHaveText(
    'Je bent beperkt tot één vestiging: je gebruikt deze koppeling en boekt de dagen van je vestiging, maar ontkoppelen kan alleen een gebruiker zonder vestigingsbeperking.',
  );
  await expect(connect.getByRole('button', { name: 'Verbinding testen' })).toBeVisible();
  await expect(connect.getByRole('button', { name: 'Ontkoppelen' })).toHaveCount(0);
  const calendar = page.getByTestId('bk-calendar');
  await expect(calendar.getByRole('button', { name: /^Boeken/ }).first()).toBeVisible();
  for (const size of [SIZE.small, SIZE.medium, SIZE.large]) {
    await resize(page, size);
    expect(await layoutFaults(page), `at ${size.width}`).toEqual([]);
    await shoot(page, {
      path: `test/artifacts/screenshots/bookkeeping/nl-location-user-${size.width}.png`,
      fullPage: true,
    });
  }
  // The worker's other specs meet no connection (the Today screen would ask for yesterday's).
  await api.delete('/api/bookkeeping/connection');
});
