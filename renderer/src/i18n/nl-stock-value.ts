/**
 * The stock value screen's texts in Dutch, and its line on Today; part of `nl.ts`. The words
 * its PDF prints too are shared/stock-value-print-words.ts's, their one home.
 */
import { STOCK_PRINT_WORDS } from '../../../shared/stock-value-print-words.js';

export const nlStockValue = {
  ...STOCK_PRINT_WORDS.nl,
  'nav.stockValue': 'Voorraadwaarde',
  'stock.toDefault': 'Naar {date}',
  'stock.yearEnd': 'Jaareinde {date}',
  'stock.figures': 'Voorraadwaarde op {date}',
  'stock.own': 'Uit de momentopname van {date}, genomen op {moment}.',
  'stock.earlier':
    'Van {asked} is geen momentopname: dit is die van {date}, {days} dagen eerder. Wat er tussendoor veranderde, zit er niet in.',
  'stock.earlier.one':
    'Van {asked} is geen momentopname: dit is die van {date}, 1 dag eerder. Wat er die dag veranderde, zit er niet in.',
  'stock.estimate': 'Een schatting: de eerste momentopname is van {first}.',
  'stock.estimateHow':
    'De voorraad van die momentopname is teruggerekend naar {date}: plus de verkochte en min de geretourneerde aantallen ertussen, tegen de kostprijzen van {first}. Ontvangen goederen, tellingen en derving ertussen kent het platform niet.',
  'stock.noneHint':
    'De voorraad wordt elke dag bewaard zodra de dag voorbij is; vanaf de eerste momentopname zie je hier de waarde.',
  'stock.line': 'Voorraadwaarde tegen kostprijs aan het einde van {date}: {amount}.',
  'stock.lineOpen': 'Bekijk de voorraadwaarde',
  'stock.groupEmpty': 'Geen producten in deze groep',
  'stock.groupEmptyHint': 'De voorraadwaarde van deze dag noemt er geen.',
  'stock.groupProducts': 'Producten in {group}',
  'stock.costPrice': 'Kostprijs',
  'stock.costSource': 'Kostprijs uit',
  'stock.source.cost_price': 'Kostprijsregel',
  'stock.source.purchase_price': 'Inkoopprijsregel',
  'stock.source.last_sale': 'Laatst verkochte regel',
  'stock.source.none': 'Geen kostprijs',
  'stock.linesRounded':
    'Elke regel is op centen afgerond, de groep uit de exacte som: opgeteld kunnen de regels een paar cent van de groep verschillen.',
  'stock.shownOf':
    'De eerste {shown} van {total}, op waarde tegen kostprijs; de export bevat ze allemaal.',
} as const;
