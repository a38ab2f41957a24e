/**
 * With the platform down, every screen of a period the warm-up holds answers from the read
 * model, its line saying the platform is unreachable and from when its figures are (the
 * line's words: freshness.spec.ts); never the error a read of data the model does not hold
 * shows (upstream-failure.spec.ts). October is held once the warm-up says it is ready.
 */
import { completeMappingOf } from '../fixtures/ledger-mapping.js';
import { DemoPlatform, REPORT_RANGE, expect, test } from './fixtures.js';
import { FreshnessLine } from './pages/freshness-line.js';

const OCTOBER = `period=custom&from=${REPORT_RANGE.from}&to=${REPORT_RANGE.to}`;
const SCREENS = [
  `#/financial-report?${OCTOBER}`,
  '#/vat-return?quarter=2026-Q4',
  `#/day-closings?${OCTOBER}`,
  `#/exceptions?${OCTOBER}`,
  `#/journal?${OCTOBER}`,
];

test.afterEach(async ({ request, api }) => {
  await (await DemoPlatform.find(request, api)).clearFaults();
});

test('every screen of a held month answers from the model while the platform is down', async ({
  signedIn: page,
  api,
  request,
}) => {
  const [mapping, rates] = await Promise.all([
    api.json('/api/ledger-mapping'),
    api.json('/api/tax-rates', { limit: '1000' }),
  ]);
  await api.put(
    '/api/ledger-mapping',
    completeMappingOf(
      mapping,
      rates.data.map((rate) => rate.id),
    ),
  );
  await expect
    .poll(
      async () =>
        (await api.json('/api/warm-up')).months.some(
          (month) => month.month === REPORT_RANGE.from.slice(0, 7) && month.ready,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  const platform = await DemoPlatform.find(request, api);
  await platform.setFaults({ http500Rate: 1 });
  const line = new FreshnessLine(page, 'nl');
  for (const screen of SCREENS) {
    await page.goto(`/${screen}`);
    // Caught up within the sync interval, the model's answer is as fresh as the platform's
    // would be; Refresh makes it ask the platform, which does not answer.
    await expect(line.status, screen).toHaveText(/^(Bijgewerkt om|Platform niet bereikbaar) /);
    await line.refresh.click();
    await expect(line.status, screen).toHaveText(/^Platform niet bereikbaar — gegevens van /);
    await expect(page.getByRole('alert'), screen).toHaveCount(0);
  }
});
