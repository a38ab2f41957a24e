/**
 * The columns of every exportable table, defined once: a stable key, an English and a Dutch
 * header, and a kind that says how the value is written (CSV text, or a typed .xlsx cell with
 * its number format) and compared when the export is sorted. The service exports with these;
 * the renderer passes its table's column ids as `columns` and `sort`, so the keys are the ids
 * the UI tables use wherever they show the same figure. Export-only columns (no UI column) and
 * UI-only columns (no export column) are listed in
 * docs/decisions/0022-export-columns-language-and-sort.md.
 *
 * The English headers, in this order, are the CSV headers as they always were: the default
 * export (no `lang`, no `columns`) is byte for byte what it was before keys existed.
 */

export const EXPORT_LANGUAGES = ['en', 'nl'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

/**
 * How a column's values are written and compared. money: euros, 2 decimals; money4: prices
 * per unit, up to 4; dateTime: an API timestamp, written as its Amsterdam wall-clock time;
 * date: a YYYY-MM-DD day; integer: whole numbers such as ids; number: decimal quantities;
 * percent: a percentage (21 means 21 %); yesNo: a boolean written as yes/no (ja/nee);
 * paymentType: the platform's payment type key (`Pin`), written in words in Excel NL and .xlsx;
 * shopType: the platform's shop type (`pos`, `web`), the same;
 * dayRange: text of YYYY-MM-DD days (`2026-10-01 – 2026-10-31`), dd-mm-jjjj in Excel NL.
 */
export type ColumnKind =
  | 'text'
  | 'money'
  | 'money4'
  | 'dateTime'
  | 'date'
  | 'integer'
  | 'number'
  | 'percent'
  | 'yesNo'
  | 'paymentType'
  | 'shopType'
  | 'dayRange';

export interface ExportColumn<Key extends string = string> {
  readonly key: Key;
  readonly kind: ColumnKind;
  readonly en: string;
  readonly nl: string;
  /**
   * How the default CSV (no `lang`, no `delimiter`) writes the column, where that differs:
   * the file scripts read stays what it was before words were decided.
   */
  readonly asBefore?: ColumnKind;
}

export interface ExportTableSpec<Key extends string = string> {
  /** The worksheet's name (at most 31 characters, Excel's limit). */
  readonly title: { readonly en: string; readonly nl: string };
  readonly columns: readonly ExportColumn<Key>[];
  /**
   * A table column that stands for more than one export column (or for one of another key):
   * an export of the columns on screen writes these in its place, so the e-mail goes with
   * the customer, the link with the order number, a location's address in its parts.
   */
  readonly shownAs?: Readonly<Record<string, readonly Key[]>>;
}

/** The keys of a table, in their default order. */
export type ExportKey<Spec extends ExportTableSpec> = Spec['columns'][number]['key'];

export const exportKeys = <Key extends string>(spec: ExportTableSpec<Key>): Key[] =>
  spec.columns.map((column) => column.key);

const column = <const Key extends string>(
  key: Key,
  kind: ColumnKind,
  en: string,
  nl: string,
): ExportColumn<Key> => ({ key, kind, en, nl });

/** A price per unit written to the cent, with its 4 decimals in the default CSV. */
const price = <const Key extends string>(key: Key, en: string, nl: string): ExportColumn<Key> => ({
  ...column(key, 'money', en, nl),
  asBefore: 'money4',
});

// ---- orders ----------------------------------------------------------------------------

const orderHead = [
  column('number', 'text', 'Order number', 'Ordernummer'),
  column('date', 'dateTime', 'Date', 'Datum'),
  column('status', 'text', 'Status', 'Status'),
  column('shop', 'text', 'Shop', 'Winkel'),
  column('customer', 'text', 'Customer', 'Klant'),
  column('email', 'text', 'E-mail', 'E-mailadres'),
] as const;

const orderMoney = [
  column('value_wt', 'money', 'Value incl. VAT', 'Waarde incl. btw'),
  column('value_ex_wt', 'money', 'Value excl. VAT', 'Waarde excl. btw'),
  column('discount_value_wt', 'money', 'Discount incl. VAT', 'Korting incl. btw'),
  column('discount_value_ex_wt', 'money', 'Discount excl. VAT', 'Korting excl. btw'),
  column('link', 'text', 'Link', 'Link'),
] as const;

const orderShownAs = { number: ['number', 'link'], customer: ['customer', 'email'] } as const;

export const discountOrderExport = {
  title: { en: 'Discount orders', nl: 'Kortingsorders' },
  columns: [...orderHead, ...orderMoney],
  shownAs: orderShownAs,
} satisfies ExportTableSpec;

export const orderExport = {
  title: { en: 'Orders', nl: 'Orders' },
  columns: [...orderHead, column('paid', 'yesNo', 'Paid', 'Betaald'), ...orderMoney],
  shownAs: orderShownAs,
} satisfies ExportTableSpec;

// ---- catalog ---------------------------------------------------------------------------

export const priceListExport = {
  title: { en: 'Price list', nl: 'Prijslijst' },
  columns: [
    column('sku', 'text', 'SKU', 'SKU'),
    column('title', 'text', 'Title', 'Titel'),
    // In cents, as the screen shows every price of the list (€ 72,47, not 72,4679);
    // a price's whole precision is in the JSON answer, the product's drawer and the default
    // CSV that scripts read (4 decimals, as before).
    price('ppu_wt', 'Price incl. VAT', 'Prijs incl. btw'),
    price('ppu', 'Price excl. VAT', 'Prijs excl. btw'),
    column('vat_percent', 'percent', 'VAT %', 'Btw %'),
    price('discount_ppu_wt', 'Discount price incl. VAT', 'Actieprijs incl. btw'),
    price('deposit_ppu_wt', 'Deposit incl. VAT', 'Statiegeld incl. btw'),
    column('stock', 'number', 'Stock', 'Voorraad'),
    column('stock_unlimited', 'yesNo', 'Unlimited stock', 'Onbeperkte voorraad'),
    column('group', 'text', 'Turnover group', 'Omzetgroep'),
    // Last, so the columns scripts read by place stay where they were. To 4 decimals, as the
    // stock value's files write it: stock × cost price is checked by hand with it.
    column('cost_price', 'money4', 'Cost price', 'Kostprijs'),
    column('cost_source', 'text', 'Cost price from', 'Kostprijs uit'),
    column('cost_date', 'date', 'Cost price of snapshot', 'Kostprijs van momentopname'),
  ],
  // The screen shows "unlimited" in the stock column; the deposit goes with the price; the
  // cost price's column says where it came from, and the screen's note of which snapshot.
  shownAs: {
    ppu_wt: ['ppu_wt', 'deposit_ppu_wt'],
    stock: ['stock', 'stock_unlimited'],
    cost_price: ['cost_price', 'cost_source', 'cost_date'],
  },
} satisfies ExportTableSpec;

// ---- reference lists -------------------------------------------------------------------

const id = column('id', 'integer', 'Id', 'Id');

export const taxRateExport = {
  title: { en: 'Tax rates', nl: 'Btw-tarieven' },
  columns: [
    id,
    column('name', 'text', 'Name', 'Naam'),
    column('value', 'percent', 'VAT %', 'Btw %'),
    column('country', 'text', 'Country', 'Land'),
    column('alias', 'text', 'Alias', 'Alias'),
  ],
} satisfies ExportTableSpec;

export const paymentMethodExport = {
  title: { en: 'Payment methods', nl: 'Betaalmethoden' },
  columns: [
    id,
    column('title', 'text', 'Title', 'Titel'),
    column('alias', 'text', 'Alias', 'Alias'),
    column('typeAlias', 'paymentType', 'Type', 'Betaalsoort'),
    column('default', 'yesNo', 'Default', 'Standaard'),
  ],
} satisfies ExportTableSpec;

export const shopExport = {
  title: { en: 'Shops', nl: 'Winkels' },
  columns: [
    id,
    column('name', 'text', 'Name', 'Naam'),
    column('alias', 'text', 'Alias', 'Alias'),
    column('type', 'shopType', 'Type', 'Soort'),
    column('type_alias', 'text', 'Type alias', 'Soortalias'),
    column('location_id', 'integer', 'Location id', 'Vestigings-id'),
  ],
  // The screen shows the location's name; the file its id.
  shownAs: { location: ['location_id'] },
} satisfies ExportTableSpec;

export const locationExport = {
  title: { en: 'Locations', nl: 'Vestigingen' },
  columns: [
    id,
    column('name', 'text', 'Name', 'Naam'),
    column('street', 'text', 'Street', 'Straat'),
    column('street_number', 'text', 'Number', 'Huisnummer'),
    column('zipcode', 'text', 'Zip code', 'Postcode'),
    column('city', 'text', 'City', 'Plaats'),
    column('country', 'text', 'Country', 'Land'),
    column('default', 'yesNo', 'Default', 'Standaard'),
    column('active', 'yesNo', 'Active', 'Actief'),
    column('shops', 'text', 'Shop ids', 'Winkel-ids'),
  ],
  shownAs: { address: ['street', 'street_number', 'zipcode', 'city', 'country'] },
} satisfies ExportTableSpec;

export const turnoverGroupExport = {
  title: { en: 'Turnover groups', nl: 'Omzetgroepen' },
  columns: [id, column('code', 'text', 'Code', 'Code'), column('name', 'text', 'Name', 'Naam')],
} satisfies ExportTableSpec;

// ---- product sales and slow movers (shared/api/product-sales.ts) ------------------------

export const productSalesExport = {
  title: { en: 'Product sales', nl: 'Verkopen per product' },
  columns: [
    column('sku', 'text', 'SKU', 'SKU'),
    column('title', 'text', 'Product', 'Product'),
    column('group', 'text', 'Turnover group', 'Omzetgroep'),
    column('quantity_sold', 'number', 'Quantity sold', 'Aantal verkocht'),
    column('quantity_returned', 'number', 'Quantity returned', 'Aantal retour'),
    column('turnover', 'money', 'Turnover excl. VAT', 'Omzet excl. btw'),
    column('turnover_wt', 'money', 'Turnover incl. VAT', 'Omzet incl. btw'),
    column('cost_of_goods', 'money', 'Cost of goods', 'Inkoopwaarde'),
    column('margin', 'money', 'Margin', 'Marge'),
    column('margin_percentage', 'percent', 'Margin %', 'Marge %'),
    column(
      'lines_without_cost_price',
      'integer',
      'Lines without cost price',
      'Regels zonder kostprijs',
    ),
  ],
} satisfies ExportTableSpec;

export const slowMoversExport = {
  title: { en: 'Slow movers', nl: 'Winkeldochters' },
  columns: [
    column('sku', 'text', 'SKU', 'SKU'),
    column('title', 'text', 'Product', 'Product'),
    column('group', 'text', 'Turnover group', 'Omzetgroep'),
    column('stock', 'number', 'Stock', 'Voorraad'),
    column('cost_price', 'money4', 'Cost price', 'Kostprijs'),
    column('stock_value', 'money', 'Stock value at cost', 'Voorraadwaarde tegen kostprijs'),
    column('last_sold_on', 'date', 'Last sold', 'Laatst verkocht'),
  ],
} satisfies ExportTableSpec;
