/**
 * The Today screen with the service's answers: a past day's figures and comparisons as
 * GET /api/dashboard gives them, the change said in words; one location chosen, its row
 * alone; the period's hours as a bar chart with its table for screen readers and a
 * weekday × hour table whose cells say their amounts; the line of the stock at cost at the
 * latest snapshot, its link to the stock value screen, that screen's PDF and a group opened
 * into its products. Its layout at every size in both languages and its axe check are
 * screens.spec.ts's; its shortcut and 200 % zoom, accessibility.spec.ts's (EVERY_SCREEN).
 */
import { addDays, todayLocal } from '../../shared/dates.js';
import { euro, expect, test } from './fixtures.js';

const DAY = '2026-11-20';
const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
const HASH = `#/today?date=${DAY}&period=custom&from=${OCTOBER.from}&to=${OCTOBER.to}`;

test('a day against last week and last year, and the hours of a month', async ({
  signedIn: page,
  api,
}) => {
  const [day, hours] = await Promise.all([
    api.json('/api/dashboard', { date: DAY }),
    api.json('/api/sales-by-hour', OCTOBER),
  ]);
  await page.goto(`/${HASH}`);
  const turnover = page.locator('[data-figure=turnover_wt]');
  await expect(turnover.locator('.stat__value')).toHaveText(euro(day.total.figures.turnover_wt));
  const lastWeek = day.total.last_week;
  const change = lastWeek.change.turnover_wt ?? 0;
  const words = `${Math.abs(change).toFixed(2).replace('.', ',')}% ${change > 0 ? 'hoger' : 'lager'}`;
  await expect(turnover).toContainText(
    `Vorige week (vrijdag 13-11-2026): ${euro(lastWeek.figures.turnover_wt)}`,
  );
  await expect(turnover).toContainText(words);
  // The stock at cost at the end of yesterday, the latest snapshot, as the service values it;
  // its link opens the stock value screen on that day, with the same figure.
  const stock = await api.json('/api/stock-value', { date: addDays(todayLocal(), -1) });
  const stockLine = page.getByTestId('today-stock-value');
  await expect(stockLine).toContainText(euro(stock.value_at_cost));
  await expect(page.locator('[data-figure=orders] .stat__value')).toHaveText(
    String(day.total.figures.orders),
  );
  // The average basket says it is taken before returns (issue 58).
  await expect(page.locator('[data-figure=average_basket_wt]')).toContainText(
    'Gemiddelde bon incl. btw, vóór retouren',
  );
  const locations = page.locator('[data-testid=today-locations] tbody tr');
  await expect(locations).toHaveCount(day.locations.length);

  // One location: its row alone, and the figures are its own.
  const [first] = day.locations;
  if (!first?.location_id || !first.name) throw new Error('no location');
  const location = page.locator('.toolbar').first().getByLabel('Vestiging');
  await location.selectOption(String(first.location_id));
  await expect(page).toHaveURL(new RegExp(`location=${first.location_id}`));
  await expect(locations).toHaveCount(1);
  await expect(turnover.locator('.stat__value')).toHaveText(euro(first.figures.turnover_wt));

  // The hours: 24 bars' amounts in the chart's table, the heat map's 7 × 24 cells in words.
  await location.selectOption('');
  await expect(page.getByTestId('today-hours-total')).toContainText(euro(hours.total.turnover_wt));
  const busiest = hours.hours.reduce((best, hour) =>
    hour.turnover_wt > best.turnover_wt ? hour : best,
  );
  const chartRows = page.locator('[data-testid=today-hour-chart] table tbody tr');
  await expect(chartRows).toHaveCount(24);
  await expect(chartRows.nth(busiest.hour)).toContainText(euro(busiest.turnover_wt));
  const cells = page.locator('[data-testid=today-heat-map] tbody td');
  await expect(cells).toHaveCount(7 * 24);
  const friday = hours.weekdays[4]?.hours[12];
  await expect(cells.nth(4 * 24 + 12)).toHaveText(
    `vrijdag 12:00: ${euro(friday?.turnover_wt ?? 0)}, ${friday?.orders ?? 0} orders`,
  );

  await stockLine.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`#/stock-value\\?date=${stock.snapshot?.date ?? ''}`));
  await expect(page.locator('[data-figure=stock-at-cost]')).toHaveText(euro(stock.value_at_cost));
  await expect(page.locator('[data-testid=stock-groups] tfoot')).toContainText(
    euro(stock.value_at_sale_price),
  );
  // Its PDF, named as the screen speaks (the day as 31-10-2026, not ISO).
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /PDF exporteren/ }).click();
  const [year, month, date] = (stock.snapshot?.date ?? '').split('-');
  expect((await download).suggestedFilename()).toBe(`voorraadwaarde-${date}-${month}-${year}.pdf`);

  // The smallest group of more than one product opens (keyboard) into its products, highest
  // value at cost first, and closes again (mouse). All shown, their values add up to the
  // group's: each line is rounded to cents, the group from the exact sum, so at most half a
  // cent a line apart (docs/stock-value.md).
  const [small] = stock.groups
    .filter((group) => group.products > 1)
    .sort((a, b) => a.products - b.products);
  if (!small) throw new Error('no group of more than one product');
  const group = page.locator(
    `[data-testid=stock-groups] tbody[data-group="${small.id ?? 'none'}"]`,
  );
  const toggle = group.getByRole('button', { name: small.name ?? 'Zonder omzetgroep' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const more = group.locator('.more-rows button');
  while ((await more.count()) > 0) await more.click();
  const products = group.locator('[data-product]');
  await expect(products).toHaveCount(small.products);
  // The screen asks for an opened group's lines alone (decision 0127).
  const { lines = [] } = await api.json('/api/stock-value', {
    date: stock.date,
    group_id: small.id === null ? 'none' : String(small.id),
  });
  const values = lines.map((line) => line.value_at_cost).sort((a, b) => b - a);
  const shown = products.locator('[data-value=at-cost]');
  await expect(shown).toHaveText(values.map(euro));
  const cents = (text: string) =>
    Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
  const sum = (await shown.allTextContents()).reduce((total, text) => total + cents(text), 0);
  expect(Math.abs(sum - Math.round(small.value_at_cost * 100))).toBeLessThanOrEqual(
    Math.ceil(small.products / 2),
  );
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(products).toHaveCount(0);
});

test('a day with a till difference says why the report of that day differs', async ({
  signedIn: page,
  api,
}) => {
  // The latest day before DAY whose till closings differ (the demo closes most days exactly).
  const days = ['2026-11-19', '2026-11-18', '2026-11-17', '2026-11-16', '2026-11-15'];
  const answers = await Promise.all(days.map((date) => api.json('/api/dashboard', { date })));
  const day = answers.find((answer) => answer.cash_differences !== 0);
  if (!day) throw new Error('no day with a till difference');
  const bridge = day.report_bridge;
  const differences = bridge.items[0]?.amount ?? 0;
  expect(differences).toBe(day.cash_differences);
  const effect = `${differences > 0 ? '−' : '+'} ${euro(Math.abs(differences))}`;
  await page.goto(`/#/today?date=${day.date}`);
  await expect(page.locator('[data-bridge=today]')).toHaveText(
    `Omzet in het financieel rapport van deze dag: ${euro(bridge.report_turnover)} · ` +
      `Kasverschillen ${effect}: het rapport trekt ze af van de omzet, Vandaag toont ze apart`,
  );
});
