/**
 * The stock value's words on paper, in both languages, and their one home: the service's PDF of
 * the stock value (electron/service/domain/stock-value/stock-value-pdf.ts) and the renderer's
 * screen (its dictionary spreads them in, renderer/src/i18n/nl-stock-value.ts and
 * en-stock-value.ts, keys as there) read them here, so the two say the same.
 */
import type { ExportLanguage } from './api/export-columns.js';

const nl = {
  'stock.title': 'Voorraadwaarde',
  'stock.date': 'Einde van de dag',
  'stock.atCost': 'Tegen kostprijs',
  'stock.atSalePrice': 'Tegen verkoopprijs excl. btw',
  'stock.products': 'Producten',
  'stock.none': 'Nog geen momentopname',
  'stock.groups': 'Per omzetgroep',
  'stock.groupsHint':
    'Voorraad maal kostprijs en maal verkoopprijs excl. btw, van de producten op voorraad; een onbeperkte voorraad telt niet.',
  'stock.group': 'Omzetgroep',
  'stock.ungrouped': 'Zonder omzetgroep',
  'stock.total': 'Totaal',
  'stock.withoutCost': 'Op voorraad zonder kostprijs',
  'stock.withoutCostHint':
    'Tegen kostprijs op nul gewaardeerd. Geef ze een kostprijs of inkoopprijs in de backoffice.',
  'stock.negative': 'Negatieve voorraad',
  'stock.negativeHint': 'Op nul gewaardeerd: er is meer verkocht dan er op voorraad lag.',
  'stock.sku': 'SKU',
  'stock.product': 'Product',
  'stock.stock': 'Voorraad',
  'stock.notInCatalog': 'Niet meer in de catalogus (#{id})',
  'stock.print.account': 'Account',
  'stock.print.snapshot': 'Momentopname',
  'stock.print.printedAt': 'Afgedrukt op',
  'stock.print.estimateTitle': 'Voorraadwaarde (schatting)',
  'stock.print.everyProduct':
    'Elk product, met zijn voorraad en kostprijs en waar die vandaan komt, staat in de CSV- en Excel-bestanden van deze dag.',
  'stock.print.page': 'Pagina {page} van {pages}',
};

const en: Record<keyof typeof nl, string> = {
  'stock.title': 'Stock value',
  'stock.date': 'End of the day',
  'stock.atCost': 'At cost',
  'stock.atSalePrice': 'At sale price excl. VAT',
  'stock.products': 'Products',
  'stock.none': 'No snapshot yet',
  'stock.groups': 'By turnover group',
  'stock.groupsHint':
    'Stock times cost price and times sale price excl. VAT, of the products in stock; unlimited stock does not count.',
  'stock.group': 'Turnover group',
  'stock.ungrouped': 'No turnover group',
  'stock.total': 'Total',
  'stock.withoutCost': 'In stock without a cost price',
  'stock.withoutCostHint':
    'Valued at zero at cost. Give them a cost price or purchase price in the back office.',
  'stock.negative': 'Negative stock',
  'stock.negativeHint': 'Valued at zero: more was sold than was in stock.',
  'stock.sku': 'SKU',
  'stock.product': 'Product',
  'stock.stock': 'Stock',
  'stock.notInCatalog': 'No longer in the catalog (#{id})',
  'stock.print.account': 'Account',
  'stock.print.snapshot': 'Snapshot',
  'stock.print.printedAt': 'Printed at',
  'stock.print.estimateTitle': 'Stock value (estimate)',
  'stock.print.everyProduct':
    "Every product, with its stock and cost price and where that came from, is in this day's CSV and spreadsheet files.",
  'stock.print.page': 'Page {page} of {pages}',
};

export type StockPrintWord = keyof typeof nl;

export const STOCK_PRINT_WORDS: Record<ExportLanguage, Record<StockPrintWord, string>> = {
  nl,
  en,
};

/** A word of one language by its key, its `{name}` placeholders filled (as the renderer's `t`). */
export type StockPrintWords = (key: StockPrintWord, values?: Record<string, string>) => string;

export const stockPrintWordsIn =
  (lang: ExportLanguage): StockPrintWords =>
  (key, values) => {
    const template = STOCK_PRINT_WORDS[lang][key];
    if (!values) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  };
