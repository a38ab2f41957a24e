/**
 * The stock value as export tables (export/tables-file.ts): a heading with the snapshot it
 * comes from and, before the first snapshot, the estimate note in the words ("de eerste
 * momentopname is van 28-11-2026"); the totals; the turnover groups; every product with its
 * stock, cost price, cost source and value; the products without a cost price and those below
 * zero. Every figure is the JSON answer's, so the files tie to it to the cent.
 */
import type { ColumnKind, ExportColumn } from '../../../../shared/api/export-columns.js';
import type {
  CostSource,
  StockValue,
  StockValueWithLines,
  StockValueProduct,
} from '../../../../shared/api/stock-value.js';
import { COST_SOURCE_WORDS } from '../../../../shared/cost-source-words.js';
import { words, type ExportCell, type Words } from '../export/cells.js';
import {
  ALL_LOCATIONS,
  money,
  NO_GROUP,
  section,
  TOTAL,
  type ReportSection,
} from '../financial-report/report-section.js';

const col = (key: string, kind: ColumnKind, en: string, nl: string): ExportColumn => ({
  key,
  kind,
  en,
  nl,
});

/** 2026-11-28 as the issue writes it to the user: 28-11-2026. */
const dayMonthYear = (date: string): string => date.split('-').reverse().join('-');

const COST_SOURCES: Record<CostSource, Words> = COST_SOURCE_WORDS;

/** Which snapshot the figures come from, said plainly in both languages. */
export function snapshotNote(value: StockValue): Words {
  const { snapshot } = value;
  if (!snapshot) return words('No snapshot taken yet', 'Nog geen momentopname gemaakt');
  const day = dayMonthYear(snapshot.date);
  if (snapshot.basis === 'own') return words(`Snapshot of ${day}`, `Momentopname van ${day}`);
  if (snapshot.basis === 'earlier') {
    return words(
      `Snapshot of ${day}, ${snapshot.days_between} days earlier: what moved since is not in it`,
      `Momentopname van ${day}, ${snapshot.days_between} dagen eerder: wat sindsdien veranderde, zit er niet in`,
    );
  }
  return words(
    `Estimate: the first snapshot is of ${day}, worked back through the units sold and ` +
      'returned since; receipts in between are unknown',
    `Schatting: de eerste momentopname is van ${day}, teruggerekend met de verkochte en ` +
      'geretourneerde stuks sindsdien; ontvangsten daartussen zijn onbekend',
  );
}

const VALUE_COLUMNS = [
  col('value_at_cost', 'money', 'Value at cost', 'Waarde tegen kostprijs'),
  col(
    'value_at_sale_price',
    'money',
    'Value at sale price excl. VAT',
    'Waarde tegen verkoopprijs excl. btw',
  ),
  col('products', 'integer', 'Products', 'Producten'),
];

/** The cells under VALUE_COLUMNS, of the total or of a group. */
const valueCells = (
  figures: Pick<StockValue, 'value_at_cost' | 'value_at_sale_price' | 'products'>,
): ExportCell[] => [
  money(figures.value_at_cost),
  money(figures.value_at_sale_price),
  figures.products,
];

function headingSection(value: StockValue): ReportSection {
  return section(
    'Stock value',
    'Voorraadwaarde',
    [
      col('report', 'text', 'Report', 'Rapport'),
      col('date', 'date', 'Date', 'Datum'),
      col('location_id', 'integer', 'Location', 'Vestiging'),
      col('snapshot', 'text', 'Snapshot', 'Momentopname'),
      col('estimate', 'yesNo', 'Estimate', 'Schatting'),
      ...VALUE_COLUMNS,
    ],
    [
      [
        words('Stock value', 'Voorraadwaarde'),
        value.date,
        value.location_id ?? ALL_LOCATIONS,
        snapshotNote(value),
        value.estimate,
        ...valueCells(value),
      ],
    ],
  );
}

function groupsSection(value: StockValue): ReportSection {
  const rows: ExportCell[][] = value.groups.map((group) => [
    group.id,
    group.id === null ? NO_GROUP : group.name,
    ...valueCells(group),
  ]);
  rows.push([null, TOTAL, ...valueCells(value)]);
  return section(
    'Turnover groups',
    'Omzetgroepen',
    [
      col('group_id', 'integer', 'Group', 'Groep'),
      col('name', 'text', 'Name', 'Naam'),
      ...VALUE_COLUMNS,
    ],
    rows,
  );
}

function linesSection(value: StockValueWithLines): ReportSection {
  return section(
    'Products',
    'Producten',
    [
      col('product_id', 'integer', 'Product', 'Product'),
      col('sku', 'text', 'SKU', 'SKU'),
      col('title', 'text', 'Title', 'Titel'),
      col('group_id', 'integer', 'Group', 'Groep'),
      col('stock', 'number', 'Stock', 'Voorraad'),
      col('cost_price', 'money4', 'Cost price', 'Kostprijs'),
      col('cost_source', 'text', 'Cost price from', 'Kostprijs uit'),
      col('value_at_cost', 'money', 'Value at cost', 'Waarde tegen kostprijs'),
      col('sale_price', 'money4', 'Sale price excl. VAT', 'Verkoopprijs excl. btw'),
      col('value_at_sale_price', 'money', 'Value at sale price', 'Waarde tegen verkoopprijs'),
    ],
    value.lines.map((line) => [
      line.product_id,
      line.sku,
      line.title,
      line.group_id,
      line.stock,
      line.cost_price === null ? null : money(line.cost_price),
      line.cost_source === null ? null : COST_SOURCES[line.cost_source],
      money(line.value_at_cost),
      line.sale_price === null ? null : money(line.sale_price),
      money(line.value_at_sale_price),
    ]),
  );
}

function productsSection(title: Words, products: readonly StockValueProduct[]): ReportSection {
  return section(
    title.en,
    title.nl,
    [
      col('product_id', 'integer', 'Product', 'Product'),
      col('sku', 'text', 'SKU', 'SKU'),
      col('title', 'text', 'Title', 'Titel'),
      col('stock', 'number', 'Stock', 'Voorraad'),
    ],
    products.map((product) => [product.product_id, product.sku, product.title, product.stock]),
  );
}

export function stockValueSections(value: StockValueWithLines): ReportSection[] {
  return [
    headingSection(value),
    groupsSection(value),
    linesSection(value),
    productsSection(words('Without cost price', 'Zonder kostprijs'), value.without_cost),
    productsSection(words('Negative stock', 'Negatieve voorraad'), value.negative_stock),
  ];
}
