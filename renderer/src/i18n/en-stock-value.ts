import type { nlStockValue } from './nl-stock-value.js';

/** The stock value screen's texts in English; key for key as `nl-stock-value.ts`. */
export const enStockValue: Record<keyof typeof nlStockValue, string> = {
  'nav.stockValue': 'Stock value',
  'stock.title': 'Stock value',
  'stock.date': 'End of the day',
  'stock.toDefault': 'Go to {date}',
  'stock.atCost': 'At cost',
  'stock.atSalePrice': 'At sale price excl. VAT',
  'stock.products': 'Products',
  'stock.figures': 'Stock value on {date}',
  'stock.own': 'From the snapshot of {date}, taken at {moment}.',
  'stock.earlier':
    'There is no snapshot of {asked}: this is the one of {date}, {days} days earlier. What changed in between is not in it.',
  'stock.earlier.one':
    'There is no snapshot of {asked}: this is the one of {date}, 1 day earlier. What changed that day is not in it.',
  'stock.estimate': 'An estimate: the first snapshot is of {first}.',
  'stock.estimateHow':
    'The stock of that snapshot is worked back to {date}: plus the units sold and less the units returned in between, at the cost prices of {first}. Goods received, counts and shrinkage in between are unknown to the platform.',
  'stock.none': 'No snapshot yet',
  'stock.noneHint':
    'The stock is kept each day once the day is over; from the first snapshot on you see its value here.',
  'stock.groups': 'By turnover group',
  'stock.groupsHint':
    'Stock times cost price and times sale price excl. VAT, of the products in stock; unlimited stock does not count.',
  'stock.group': 'Turnover group',
  'stock.ungrouped': 'No turnover group',
  'stock.total': 'Total',
  'stock.withoutCost': 'In stock without a cost price',
  'stock.withoutCostHint':
    'Valued at zero at cost. Give them a cost price or purchase price on the platform.',
  'stock.negative': 'Negative stock',
  'stock.negativeHint': 'Valued at zero: more was sold than was in stock.',
  'stock.sku': 'SKU',
  'stock.product': 'Product',
  'stock.stock': 'Stock',
  'stock.notInCatalog': 'No longer in the catalog (#{id})',
  'stock.line': 'Stock value at cost at the end of {date}: {amount}.',
  'stock.lineOpen': 'Open the stock value',
};
