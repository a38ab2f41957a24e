/**
 * The price list's cost prices in Dutch: its column, the sources in the stock value's words
 * (shared/cost-source-words.ts, which its files write too) and which snapshot they are from.
 */
import { COST_SOURCE_WORDS } from '../../../shared/cost-source-words.js';

export const nlCatalogCost = {
  'catalog.col.costPrice': 'Kostprijs',
  'catalog.costSource.cost_price': COST_SOURCE_WORDS.cost_price.nl,
  'catalog.costSource.purchase_price': COST_SOURCE_WORDS.purchase_price.nl,
  'catalog.costSource.last_sale': COST_SOURCE_WORDS.last_sale.nl,
  'catalog.costFrom':
    'Kostprijzen (kolom Kostprijs, onder Kolommen) komen uit de momentopname van de voorraad van {date}, genomen op {moment}: zoals de voorraadwaarde ze die dag telt.',
  'catalog.costNone':
    'Nog geen kostprijzen: ze komen uit de dagelijkse momentopname van de voorraad, en die is er nog niet.',
  'catalog.costOpen': 'Open de voorraadwaarde van die dag',
} as const;
