/**
 * The VAT return screen's filed period, in both languages: an open period offers "Mark as
 * filed" / "Markeer als aangegeven" (and says why a marking failed), a filed one shows the
 * badge with when and by whom instead, and the corrections since filing and those of the
 * filed period before are tables per rubriek or OSS country with the signed amounts and the
 * orders behind each, linked to the back office; a filed period's are those it declared.
 */
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { VatFiling } from '../../shared/api/vat-filings.js';
import type { VatReturn } from '../../shared/api/vat-return.js';
import { useSettingsStore } from '../../renderer/src/features/settings/store.js';
import { Corrections, FiledStatus } from '../../renderer/src/features/vat-return/FiledPeriod.js';

const FILING: VatFiling = {
  id: 'vfp_0123456789abcdef',
  from: '2026-07-01',
  to: '2026-09-30',
  location_id: null,
  filed_at: '2026-10-20T09:30:00+02:00',
  filed_by: 'manager@demo.test',
  figures: { rubrieken: [], oss: [] },
  declared: [],
};

const overview = (part: Partial<VatReturn>): VatReturn =>
  ({ filed: null, corrections: [], corrections_from_filed: [], ...part }) as VatReturn;
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ');
const languageBefore = useSettingsStore.getState().language;

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** Renders in jsdom (the language comes from the settings store) and answers the HTML. */
function renderToStaticMarkup(element: ReactElement): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(element));
  const html = container.innerHTML;
  act(() => root.unmount());
  return html;
}

afterEach(() => {
  useSettingsStore.setState({ language: languageBefore });
});

describe('the filed period on the VAT return screen', () => {
  it('offers to mark an open period as filed, in both languages, and says why it failed', () => {
    useSettingsStore.setState({ language: 'en' });
    const open = renderToStaticMarkup(
      <FiledStatus
        overview={overview({})}
        onMarkFiled={() => undefined}
        pending={false}
        failure={null}
      />,
    );
    expect(text(open)).toContain('Mark as filed');
    expect(open).not.toContain('role="alert"');
    useSettingsStore.setState({ language: 'nl' });
    const failed = renderToStaticMarkup(
      <FiledStatus
        overview={overview({})}
        onMarkFiled={() => undefined}
        pending={false}
        failure="overlaps the filed period 2026-07-01 to 2026-09-30"
      />,
    );
    expect(text(failed)).toContain('Markeer als aangegeven');
    expect(text(failed)).toContain(
      'Markeren als aangegeven is mislukt: overlaps the filed period 2026-07-01 to 2026-09-30',
    );
    // Not offered where it cannot be filed (a running period, a user limited to a location).
    const notOffered = renderToStaticMarkup(
      <FiledStatus overview={overview({})} onMarkFiled={null} pending={false} failure={null} />,
    );
    expect(notOffered).toBe('');
  });

  it('shows a filed period’s badge instead of the button', () => {
    useSettingsStore.setState({ language: 'nl' });
    const html = renderToStaticMarkup(
      <FiledStatus
        overview={overview({ filed: FILING })}
        onMarkFiled={() => undefined}
        pending={false}
        failure={null}
      />,
    );
    expect(text(html)).toContain('Aangegeven Aangegeven op 2026-10-20 door manager@demo.test.');
    expect(html).not.toContain('<button');
  });

  it('lists the corrections since filing and those of the filed period before', () => {
    useSettingsStore.setState({ language: 'en' });
    const cancelled = {
      id: 4711,
      order_number: 'B-4711',
      backoffice_url: 'https://demo.example/orders/4711',
      turnover: -41.32,
      vat: -8.68,
    };
    const corrections = [
      {
        rubriek: '1a' as const,
        country_iso2: null,
        turnover: -41.32,
        vat: -8.68,
        orders: [cancelled],
      },
      { rubriek: null, country_iso2: 'BE', turnover: 10, vat: 0.6, orders: null },
    ];
    const ownHtml = renderToStaticMarkup(<Corrections overview={overview({ corrections })} />);
    const own = text(ownHtml);
    expect(own).toContain('Corrections since filing');
    expect(own).toMatch(
      /1a € -41,32 € -8,68 B-4711 OSS BE € 10,00 € 0,60 Not kept with this filing/,
    );
    // Each order is a link to it in the back office, its difference in its name.
    expect(ownHtml).toContain('href="https://demo.example/orders/4711"');
    expect(ownHtml).toContain(
      'aria-label="Order B-4711: turnover €&nbsp;-41,32, VAT €&nbsp;-8,68"',
    );
    expect(own).not.toContain('Corrections of the filed period');
    useSettingsStore.setState({ language: 'nl' });
    const next = text(
      renderToStaticMarkup(
        <Corrections
          overview={overview({
            corrections_from_filed: [
              { filing_id: FILING.id, from: FILING.from, to: FILING.to, corrections },
            ],
          })}
        />,
      ),
    );
    expect(next).toContain('Correcties van de aangegeven periode 2026-07-01 – 2026-09-30');
    expect(next).toContain('Nog niet opgegeven: geef deze op in deze aangifte.');
    expect(next).toContain('Bestellingen die het veroorzaakten');
    expect(next).not.toContain('Correcties sinds de aangifte');
    // A filed period shows what it declared, as kept with its filing.
    useSettingsStore.setState({ language: 'en' });
    const declared = [{ filing_id: FILING.id, from: FILING.from, to: FILING.to, corrections }];
    const filedNext = text(
      renderToStaticMarkup(
        <Corrections
          overview={overview({
            filed: { ...FILING, id: 'vfp_00000000000000q4', declared },
            corrections_from_filed: declared,
          })}
        />,
      ),
    );
    expect(filedNext).toContain(
      'Corrections of the filed period 2026-07-01 – 2026-09-30, declared in this return',
    );
    expect(filedNext).toContain('As they were when this period was marked filed.');
    expect(filedNext).not.toContain('Not declared yet');
  });
});
