/**
 * The VAT return screen's filed period, in both languages: an open period offers "Mark as
 * filed" / "Markeer als aangegeven", a filed one shows the badge with when and by whom (in the
 * user's date style, never ISO) and to a manager the button that undoes it, the period's
 * history says who undid a filing, when and why, and the corrections since filing and those of the
 * filed period before are tables per rubriek or OSS country with the signed amounts and the
 * orders behind each, linked to the back office; a filed period's are those it declared.
 */
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { VatFiling } from '../../shared/api/vat-filings.js';
import type { VatReturn } from '../../shared/api/vat-return.js';
import { useSettingsStore } from '../../renderer/src/app/settings-store.js';
import {
  Corrections,
  FiledStatus,
  FilingHistory,
} from '../../renderer/src/features/vat-return/FiledPeriod.js';
import { localDate } from '../../shared/api/common.js';

const FILING: VatFiling = {
  id: 'vfp_0123456789abcdef',
  from: localDate.parse('2026-07-01'),
  to: localDate.parse('2026-09-30'),
  location_id: null,
  filed_at: '2026-10-20T09:30:00+02:00',
  filed_by: 'manager@demo.test',
  figures: { rubrieken: [], oss: [] },
  declared: [],
};

const overview = (part: Partial<VatReturn>): VatReturn =>
  ({
    filed: null,
    as_filed: null,
    filing_history: [],
    corrections: [],
    corrections_from_filed: [],
    ...part,
  }) as VatReturn;
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
  it('offers to mark an open period as filed, in both languages', () => {
    useSettingsStore.setState({ language: 'en' });
    const open = renderToStaticMarkup(
      <FiledStatus
        overview={overview({})}
        onMarkFiled={() => undefined}
        onUndo={null}
        markButton={{ current: null }}
      />,
    );
    expect(text(open)).toContain('Mark as filed');
    useSettingsStore.setState({ language: 'nl' });
    const dutch = renderToStaticMarkup(
      <FiledStatus
        overview={overview({})}
        onMarkFiled={() => undefined}
        onUndo={() => undefined}
        markButton={{ current: null }}
      />,
    );
    expect(text(dutch)).toContain('Markeer als aangegeven');
    expect(text(dutch)).not.toContain('ongedaan');
    // Not offered where it cannot be filed (a running period, a user limited to a location).
    const notOffered = renderToStaticMarkup(
      <FiledStatus
        overview={overview({})}
        onMarkFiled={null}
        onUndo={null}
        markButton={{ current: null }}
      />,
    );
    expect(notOffered).toBe('');
  });

  it('shows a filed period’s badge with a Dutch date, and Undo to a manager only', () => {
    useSettingsStore.setState({ language: 'nl' });
    const manager = renderToStaticMarkup(
      <FiledStatus
        overview={overview({ filed: FILING })}
        onMarkFiled={() => undefined}
        onUndo={() => undefined}
        markButton={{ current: null }}
      />,
    );
    expect(text(manager)).toContain(
      'Aangegeven Aangegeven op 20-10-2026 09:30 door manager@demo.test.',
    );
    expect(text(manager)).toContain('Aangifte ongedaan maken');
    expect(manager).not.toContain('Markeer als aangegeven');
    const staff = renderToStaticMarkup(
      <FiledStatus
        overview={overview({ filed: FILING })}
        onMarkFiled={() => undefined}
        onUndo={null}
        markButton={{ current: null }}
      />,
    );
    expect(staff).not.toContain('<button');
  });

  it('lists the period’s filings, an undone one with who, when and why', () => {
    useSettingsStore.setState({ language: 'nl' });
    const history = text(
      renderToStaticMarkup(
        <FilingHistory
          overview={overview({
            filing_history: [
              {
                filing_id: FILING.id,
                filed_at: FILING.filed_at,
                filed_by: FILING.filed_by,
                undone: {
                  at: '2026-10-21T14:05:00+02:00',
                  by: 'manager@demo.test',
                  reason: 'Te vroeg gemarkeerd',
                },
              },
            ],
          })}
        />,
      ),
    );
    expect(history).toContain('Geschiedenis van deze periode');
    expect(history).toContain(
      'Aangegeven op 20-10-2026 09:30 door manager@demo.test. Ongedaan gemaakt op 21-10-2026 14:05 door manager@demo.test. Reden: Te vroeg gemarkeerd',
    );
    expect(renderToStaticMarkup(<FilingHistory overview={overview({})} />)).toBe('');
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
    expect(next).toContain('Correcties van de aangegeven periode 01-07-2026 – 30-09-2026');
    expect(next).toContain('Nog niet opgegeven: geef deze op in deze aangifte.');
    expect(next).toContain('Orders die het veroorzaakten');
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
      'Corrections of the filed period 01-07-2026 – 30-09-2026, declared in this return',
    );
    expect(filedNext).toContain('As they were when this period was marked filed.');
    expect(filedNext).not.toContain('Not declared yet');
  });
});
