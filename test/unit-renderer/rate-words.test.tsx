/**
 * VAT rates in the words of Dutch bookkeeping, in both languages, wherever the app names one:
 * the ledger mapping's rows and its list of what is missing (`fieldName`), and the journal's
 * "no account for" list (MappingGap). The platform's own names ("NL standard 21%") are its
 * English, never the name a Dutch clerk reads.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { LedgerMapping } from '../../shared/api/ledger-mapping.js';
import { ApiError } from '../../shared/client/index.js';
import { MappingGap } from '../../renderer/src/features/journal/MappingGap.js';
import { vatField } from '../../renderer/src/features/ledger-mapping/draft.js';
import { fieldName, rateWords } from '../../renderer/src/features/ledger-mapping/labels.js';
import { localeOf, translate } from '../../renderer/src/i18n/index.js';
import { rateWordsText } from '../../shared/vat-rate-kinds.js';
import { useSettingsStore } from '../../renderer/src/app/settings-store.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const settingsBefore = useSettingsStore.getState();
afterEach(() => useSettingsStore.setState({ language: settingsBefore.language }));

const wordsIn = (language: 'nl' | 'en') => {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
    translate(language, key, values);
  return (id: number, rate: number | null, country?: string | null) =>
    rateWords(t, localeOf(language), { id, rate, country_iso2: country });
};

describe('a VAT rate in words', () => {
  it.each([
    ['nl', ['Hoog tarief 21%', 'Laag tarief 9%', 'Overig tarief 6%', 'Nultarief 0%']],
    ['en', ['Standard rate 21%', 'Reduced rate 9%', 'Other rate 6%', 'Zero rate 0%']],
  ] as const)('names a Dutch rate by its kind in %s', (language, expected) => {
    const words = wordsIn(language);
    expect([words(1, 21, 'NL'), words(2, 9, 'nl'), words(3, 6, null), words(4, 0)]).toEqual(
      expected,
    );
  });

  it('names another member state’s rate by its country in words, a decimal rate exactly', () => {
    expect(wordsIn('nl')(5, 6, 'BE')).toBe('België 6%');
    expect(wordsIn('en')(5, 6, 'BE')).toBe('Belgium 6%');
    expect(wordsIn('nl')(6, 5.5, 'FR')).toBe('Frankrijk 5,5%');
  });

  it('names a rate the registry does not know by its id', () => {
    expect(wordsIn('nl')(77, null)).toBe('Tarief 77');
    expect(wordsIn('en')(77, null)).toBe('Rate 77');
  });
});

describe('the ledger mapping names its rates in words', () => {
  const mapping = {
    revenue: [],
    clearing: [],
    vat: [
      { tax_rate_id: 11, name: 'NL standard 21%', country_iso2: 'NL', rate: 21, account: null },
      { tax_rate_id: 12, name: 'BE reduced 6%', country_iso2: 'BE', rate: 6, account: null },
    ],
  } as unknown as LedgerMapping;

  it.each([
    ['nl', 'Hoog tarief 21%', 'België 6%'],
    ['en', 'Standard rate 21%', 'Belgium 6%'],
  ] as const)('in the rows and the missing list (%s)', (language, dutch, belgian) => {
    const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
      translate(language, key, values);
    const locale = localeOf(language);
    expect(fieldName(t, locale, mapping, vatField(11))).toBe(dutch);
    expect(fieldName(t, locale, mapping, vatField(12))).toBe(belgian);
  });
});

describe('the journal names a missing VAT account as the mapping does', () => {
  const gap = new ApiError({
    error: 'Conflict',
    code: 'ledger_mapping_incomplete',
    status: 409,
    message: 'The ledger mapping has no account for …',
    missing: [
      { role: 'vat', key: '11', name: 'NL standard 21%', rate: 21 },
      { role: 'vat', key: '13', name: 'NL reduced 9%', rate: 9 },
    ],
  });

  it.each([
    [
      'nl',
      ['Rekening af te dragen btw, Hoog tarief 21%', 'Rekening af te dragen btw, Laag tarief 9%'],
    ],
    ['en', ['VAT payable account, Standard rate 21%', 'VAT payable account, Reduced rate 9%']],
  ] as const)('in %s', (language, expected) => {
    useSettingsStore.setState({ language });
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<MappingGap error={gap} />));
    const items = [...container.querySelectorAll('li')].map((item) => item.textContent);
    expect(items).toEqual(expected);
    expect(container.textContent).not.toMatch(/standard|reduced/);
    act(() => root.unmount());
  });
});

describe('the screens and the files name a rate alike', () => {
  // The service's files (journal lines, XAF account names) write "hoog tarief 21 %" with a
  // space before the sign, as a Dutch accountant does; the screens start with a capital and
  // write "21%", with a decimal comma in either language (shared/display-text.ts), where an
  // English file writes "5.5 %". Both take their words from shared/vat-rate-kinds.ts: nothing
  // else may differ.
  const asOnScreen = (text: string) =>
    (text.charAt(0).toUpperCase() + text.slice(1))
      .replace(/(\d)\.(\d)/u, '$1,$2')
      .replace(/ %$/u, '%');
  it.each(['nl', 'en'] as const)('in %s', (language) => {
    const words = wordsIn(language);
    for (const [rate, country] of [
      [21, null],
      [9, null],
      [5.5, null],
      [0, null],
      [6, 'BE'],
    ] as const) {
      expect(words(1, rate, country)).toBe(asOnScreen(rateWordsText(language, rate, country)));
    }
  });
});
