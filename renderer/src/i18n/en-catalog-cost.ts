import { COST_SOURCE_WORDS } from '../../../shared/cost-source-words.js';
import type { nlCatalogCost } from './nl-catalog-cost.js';

/** The price list's cost prices in English; key for key as `nl-catalog-cost.ts`. */
export const enCatalogCost: Record<keyof typeof nlCatalogCost, string> = {
  'catalog.col.costPrice': 'Cost price',
  'catalog.costSource.cost_price': COST_SOURCE_WORDS.cost_price.en,
  'catalog.costSource.purchase_price': COST_SOURCE_WORDS.purchase_price.en,
  'catalog.costSource.last_sale': COST_SOURCE_WORDS.last_sale.en,
  'catalog.costFrom':
    'Cost prices (the Cost price column, under Columns) come from the stock snapshot of {date}, taken at {moment}: as the stock value counts them that day.',
  'catalog.costNone':
    'No cost prices yet: they come from the daily stock snapshot, and there is none yet.',
  'catalog.costOpen': 'Open the stock value of that day',
};
