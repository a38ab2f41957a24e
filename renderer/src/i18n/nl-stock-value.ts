/** The stock value screen's texts in Dutch, and its line on Today; part of `nl.ts`. */
export const nlStockValue = {
  'nav.stockValue': 'Voorraadwaarde',
  'stock.title': 'Voorraadwaarde',
  'stock.date': 'Einde van de dag',
  'stock.toDefault': 'Naar {date}',
  'stock.atCost': 'Tegen kostprijs',
  'stock.atSalePrice': 'Tegen verkoopprijs excl. btw',
  'stock.products': 'Producten',
  'stock.figures': 'Voorraadwaarde op {date}',
  'stock.own': 'Uit de momentopname van {date}, genomen op {moment}.',
  'stock.earlier':
    'Van {asked} is geen momentopname: dit is die van {date}, {days} dagen eerder. Wat er tussendoor veranderde, zit er niet in.',
  'stock.earlier.one':
    'Van {asked} is geen momentopname: dit is die van {date}, 1 dag eerder. Wat er die dag veranderde, zit er niet in.',
  'stock.estimate': 'Een schatting: de eerste momentopname is van {first}.',
  'stock.estimateHow':
    'De voorraad van die momentopname is teruggerekend naar {date}: plus de verkochte en min de geretourneerde aantallen ertussen, tegen de kostprijzen van {first}. Ontvangen goederen, tellingen en derving ertussen kent het platform niet.',
  'stock.none': 'Nog geen momentopname',
  'stock.noneHint':
    'De voorraad wordt elke dag bewaard zodra de dag voorbij is; vanaf de eerste momentopname zie je hier de waarde.',
  'stock.groups': 'Per omzetgroep',
  'stock.groupsHint':
    'Voorraad maal kostprijs en maal verkoopprijs excl. btw, van de producten op voorraad; een onbeperkte voorraad telt niet.',
  'stock.group': 'Omzetgroep',
  'stock.ungrouped': 'Zonder omzetgroep',
  'stock.total': 'Totaal',
  'stock.withoutCost': 'Op voorraad zonder kostprijs',
  'stock.withoutCostHint':
    'Tegen kostprijs op nul gewaardeerd. Geef ze een kostprijs of inkoopprijs op het platform.',
  'stock.negative': 'Negatieve voorraad',
  'stock.negativeHint': 'Op nul gewaardeerd: er is meer verkocht dan er op voorraad was.',
  'stock.sku': 'SKU',
  'stock.product': 'Product',
  'stock.stock': 'Voorraad',
  'stock.notInCatalog': 'Niet meer in de catalogus (#{id})',
  'stock.line': 'Voorraadwaarde tegen kostprijs aan het einde van {date}: {amount}.',
  'stock.lineOpen': 'Bekijk de voorraadwaarde',
} as const;
