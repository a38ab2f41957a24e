/**
 * Where a product's cost price came from, in words: as the stock value's files write it and
 * the price list's files and screen show it (renderer i18n `catalog.costSource.*`), so the two
 * name a source alike (docs/stock-value.md, "How the value is made").
 */
import type { ExportLanguage } from './api/export-columns.js';
import type { CostSource } from './api/stock-value.js';

export const COST_SOURCE_WORDS = {
  cost_price: { en: 'Cost price row', nl: 'Kostprijsregel' },
  purchase_price: { en: 'Purchase price row', nl: 'Inkoopprijsregel' },
  last_sale: { en: 'Latest sold line', nl: 'Laatst verkochte regel' },
} as const satisfies Record<CostSource, Readonly<Record<ExportLanguage, string>>>;
