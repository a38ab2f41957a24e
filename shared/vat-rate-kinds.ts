/**
 * What Dutch bookkeeping calls a VAT rate, by the VAT return's rubriek it is declared in: the
 * high rate (1a, 21 %), the low rate (1b, 9 %), another rate above 0 (1c, such as the 6 % an
 * imported order kept from before 2019) and the zero rate (1e). The one home of the two rates
 * that name rubrieken 1a and 1b, for the VAT return, the ledger mapping's words and the
 * journal's texts alike.
 */

/**
 * The retailers are Dutch: their orders carry Dutch VAT rates, and a rate of any other country
 * in the registry is a foreign (OSS) rate. The one home of that country's code.
 */
export const HOME_COUNTRY = 'NL';

/** The Dutch rates of rubrieken 1a and 1b (percentages); any other rate above 0 is 1c. */
const HIGH_RATE = 21;
export const LOW_RATE = 9;

export type DutchRateKind = 'high' | 'low' | 'other' | 'zero';

/** A Dutch rate's kind from its percentage (21 means 21 %). */
export function dutchRateKind(rate: number): DutchRateKind {
  if (rate === HIGH_RATE) return 'high';
  if (rate === LOW_RATE) return 'low';
  return rate > 0 ? 'other' : 'zero';
}

/**
 * Each kind in the words of Dutch bookkeeping and their English, the one home of the words the
 * journal's lines, the XAF's account names and the ledger mapping's screen name a rate by.
 */
export const RATE_KIND_WORDS: Record<'nl' | 'en', Record<DutchRateKind, string>> = {
  nl: { high: 'hoog tarief', low: 'laag tarief', other: 'overig tarief', zero: 'nultarief' },
  en: { high: 'standard rate', low: 'reduced rate', other: 'other rate', zero: 'zero rate' },
};

/** A kind's words at the start of a label, as the screens write them: "Hoog tarief". */
export const rateKindHeading = (lang: 'nl' | 'en', kind: DutchRateKind): string => {
  const words = RATE_KIND_WORDS[lang][kind];
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A foreign rate's country in words in a locale: BE → "België" (nl-NL), "Belgium" (en-GB);
 * the code itself where the runtime has no name for it. The service's files and the screens
 * both name a country by this.
 */
export function countryName(locale: string, iso2: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(iso2.toUpperCase()) ?? iso2;
  } catch {
    return iso2;
  }
}

/** The languages a rate is named in, and the locale each names a country in. */
export const LOCALE_OF_WORDS = { nl: 'nl-NL', en: 'en-GB' } as const;

/**
 * A percentage as a file in the language writes it: 21 → "21 %", 5.5 → "5,5 %" (Dutch) or
 * "5.5 %". The screens write "21%" with a decimal comma in either language (display-text.ts).
 */
const percentText = (lang: 'nl' | 'en', rate: number): string =>
  `${lang === 'nl' ? String(rate).replace('.', ',') : String(rate)} %`;

/**
 * A rate in words as the service's files write it (journal lines, XAF account names, the
 * ledger mapping's RGS labels): a Dutch one by its kind ("hoog tarief 21 %", "standard rate
 * 21 %"), another member state's by its country ("België 6 %"). The screens' rateWords
 * (renderer, ledger-mapping/labels.ts) names it with the same words, tied by a test.
 */
export function rateWordsText(lang: 'nl' | 'en', rate: number, country: string | null): string {
  const text = percentText(lang, rate);
  if (country !== null) return `${countryName(LOCALE_OF_WORDS[lang], country)} ${text}`;
  return `${RATE_KIND_WORDS[lang][dutchRateKind(rate)]} ${text}`;
}
