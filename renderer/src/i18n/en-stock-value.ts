import { STOCK_PRINT_WORDS } from '../../../shared/stock-value-print-words.js';
import type { nlStockValue } from './nl-stock-value.js';

/** The stock value screen's texts in English; key for key as `nl-stock-value.ts`. */
export const enStockValue: Record<keyof typeof nlStockValue, string> = {
  ...STOCK_PRINT_WORDS.en,
  'nav.stockValue': 'Stock value',
  'stock.toDefault': 'Go to {date}',
  'stock.yearEnd': 'Year end {date}',
  'stock.figures': 'Stock value on {date}',
  'stock.own': 'From the snapshot of {date}, taken at {moment}.',
  'stock.earlier':
    'There is no snapshot of {asked}: this is the one of {date}, {days} days earlier. What changed in between is not in it.',
  'stock.earlier.one':
    'There is no snapshot of {asked}: this is the one of {date}, 1 day earlier. What changed that day is not in it.',
  'stock.estimate': 'An estimate: the first snapshot is of {first}.',
  'stock.estimateHow':
    'The stock of that snapshot is worked back to {date}: plus the units sold and less the units returned in between, at the cost prices of {first}. Goods received, counts and shrinkage in between are unknown to the platform.',
  'stock.noneHint':
    'The stock is kept each day once the day is over; from the first snapshot on you see its value here.',
  'stock.line': 'Stock value at cost at the end of {date}: {amount}.',
  'stock.lineOpen': 'Open the stock value',
  'stock.groupEmpty': 'No products in this group',
  'stock.groupEmptyHint': "This day's stock value lists none of its products.",
  'stock.groupProducts': 'Products in {group}',
  'stock.costPrice': 'Cost price',
  'stock.costSource': 'Cost price from',
  'stock.source.cost_price': 'Cost price row',
  'stock.source.purchase_price': 'Purchase price row',
  'stock.source.last_sale': 'Latest sold line',
  'stock.source.none': 'No cost price',
  'stock.linesRounded':
    "Each line is rounded to cents, the group from the exact sum: added up, the lines may be a few cents off the group's value.",
  'stock.shownOf': 'The first {shown} of {total}, by value at cost; the export holds them all.',
};
