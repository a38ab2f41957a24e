import { useQuery } from '@tanstack/react-query';
import type { TaxRate } from '../../../../shared/api/reference.js';
import { useLocale, useT } from '../../i18n/index.js';
import { AddChoice } from './AddChoice.js';
import { countryWords, rateWords } from './labels.js';
import type { EditorState } from './editor.js';
import { ledgerMappingQueries } from './queries.js';

/** The registry's rates not listed yet, by country, highest rate first. */
function byCountry(rates: readonly TaxRate[], listed: ReadonlySet<number>) {
  const countries = new Map<string, TaxRate[]>();
  for (const rate of rates) {
    if (listed.has(rate.id)) continue;
    countries.set(rate.country_iso2, [...(countries.get(rate.country_iso2) ?? []), rate]);
  }
  return [...countries]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([country, list]) => [country, list.sort((a, b) => b.value - a.value)] as const);
}

/**
 * Lists a rate that is not Dutch (or no longer is): orders imported from another system keep
 * the rate they were sold at, and the journal needs a VAT account for it too.
 */
export function AddRate({ state }: { state: EditorState }) {
  const t = useT();
  const locale = useLocale();
  const registry = useQuery({ ...ledgerMappingQueries.registry(), enabled: !state.readOnly });
  if (state.readOnly || !registry.data) return null;
  const rates = registry.data.data;
  const listed = new Set(state.mapping.vat.map((row) => row.tax_rate_id));
  const add = (chosen: string) => {
    const rate = rates.find((candidate) => String(candidate.id) === chosen);
    if (!rate) return;
    state.addRate({
      tax_rate_id: rate.id,
      name: rate.name,
      country_iso2: rate.country_iso2,
      rate: rate.value,
      account: null,
    });
  };
  return (
    <AddChoice
      id="ledger-add-rate"
      label={t('ledger.addRate')}
      choose={t('ledger.addRateChoose')}
      button={t('ledger.addRateButton')}
      onAdd={add}
      hint={t('ledger.addRateHint')}
    >
      {byCountry(rates, listed).map(([country, list]) => (
        <optgroup key={country} label={`${countryWords(locale, country)} (${country})`}>
          {list.map((rate) => (
            // In words as the rate's row will name it; the platform's name as its title.
            <option key={rate.id} value={String(rate.id)} title={rate.name}>
              {rateWords(t, locale, { id: rate.id, rate: rate.value, country_iso2: country })}
            </option>
          ))}
        </optgroup>
      ))}
    </AddChoice>
  );
}
