/**
 * The EU VAT registry the demo serves from listTaxRates: every member state's standard,
 * reduced and zero rates, as fractions. Rows are numbered in country order, so the default
 * id order is also `country_iso2` ascending (Austria first), as the real platform answers.
 */
import { parseAmount } from '../../../shared/money.js';
import type { TaxRateRow } from '../../upstream/wire.js';
import { idOf, type DemoAccount } from '../accounts.js';

/** [country, standard, ...reduced] as decimal fraction strings, exact for money math. */
const REGISTRY: readonly (readonly [string, string, ...string[]])[] = [
  ['AT', '0.20', '0.10', '0.13'],
  ['BE', '0.21', '0.06', '0.12'],
  ['BG', '0.20', '0.09'],
  ['CY', '0.19', '0.05', '0.09'],
  ['CZ', '0.21', '0.12'],
  ['DE', '0.19', '0.07'],
  ['DK', '0.25'],
  ['EE', '0.24', '0.09', '0.13'],
  ['ES', '0.21', '0.10', '0.04'],
  ['FI', '0.255', '0.10', '0.14'],
  ['FR', '0.20', '0.055', '0.10', '0.021'],
  ['GR', '0.24', '0.06', '0.13'],
  ['HR', '0.25', '0.05', '0.13'],
  ['HU', '0.27', '0.05', '0.18'],
  ['IE', '0.23', '0.09', '0.135'],
  ['IT', '0.22', '0.04', '0.05', '0.10'],
  ['LT', '0.21', '0.05', '0.09'],
  ['LU', '0.17', '0.08', '0.14', '0.03'],
  ['LV', '0.21', '0.05', '0.12'],
  ['MT', '0.18', '0.05', '0.07'],
  ['NL', '0.21', '0.09'],
  ['PL', '0.23', '0.05', '0.08'],
  ['PT', '0.23', '0.06', '0.13'],
  ['RO', '0.21', '0.11'],
  ['SE', '0.25', '0.06', '0.12'],
  ['SI', '0.22', '0.05', '0.095'],
  ['SK', '0.23', '0.05', '0.19'],
];

/** A tax rate with its exact fraction kept as text for money arithmetic. */
export interface DemoTaxRate {
  row: TaxRateRow;
  fraction: string;
}

// Display only: the label is never used in arithmetic.
const percentLabel = (fraction: string): string =>
  `${String(Number.parseFloat((Number(fraction) * 100).toFixed(2)))}%`;

export function buildTaxRates(account: DemoAccount): DemoTaxRate[] {
  const rates: DemoTaxRate[] = [];
  for (const [country, ...fractions] of REGISTRY) {
    const withZero = [...fractions, '0'];
    withZero.forEach((fraction, position) => {
      const alias =
        fraction === '0'
          ? 'zero'
          : position === 0
            ? 'standard'
            : position === 1
              ? 'reduced'
              : `reduced_${position}`;
      const row: TaxRateRow = {
        id: idOf(account, 'taxRate', rates.length + 1),
        name: `${country} ${alias.replace('_', ' ')} ${percentLabel(fraction)}`,
        alias,
        value: Number(fraction),
        country_iso2: country,
      };
      rates.push({ row, fraction });
    });
  }
  return rates;
}

/**
 * The rate imported orders keep for low-rate goods (scenarios.ts, `importedLowRate`): 6 %,
 * the registry's row of that fraction for Belgium (its reduced rate). Its country is BE, so
 * the VAT return puts it under OSS, not in rubriek 1c (docs/decisions/0076).
 */
export function importedLowRate(taxRates: DemoTaxRate[]) {
  const rate = taxRates.find((r) => r.row.country_iso2 === 'BE' && r.fraction === '0.06');
  if (!rate) throw new Error('no 6 % rate in the registry');
  return { taxRateId: rate.row.id, tax: rate.fraction, taxFactor: parseAmount(rate.fraction) };
}
