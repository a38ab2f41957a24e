/** Columns of the price list. Empty prices (never priced) sort last in either direction. */
import type { ColumnDef } from '@tanstack/react-table';
import type { PriceListRow } from '../../../../shared/api/catalog.js';
import type { Translate } from '../../i18n/index.js';
import { FormattedValue } from '../../components/value/FormattedValue.js';
import { TWO_LINE_ROW_HEIGHT, WrappedName } from '../../components/value/WrappedName.js';
import { compareText } from '../../lib/format.js';

type Column = ColumnDef<PriceListRow>;

const text = (
  id: string,
  header: string,
  read: (row: PriceListRow) => string,
  meta: Column['meta'],
): Column => ({
  id,
  header,
  accessorFn: read,
  sortingFn: (a, b) => compareText(read(a.original), read(b.original)),
  meta,
});

/**
 * A text column (what `text` takes) whose name is read whole: up to two lines in the row, then
 * cut, with the whole name on hover and in the product's drawer. Product titles run to 40
 * characters and more.
 */
const wrappedText = (...column: Parameters<typeof text>): Column => ({
  ...text(...column),
  cell: ({ getValue }) => <WrappedName value={String(getValue())} />,
});

/** A price-list row: two lines of a title or group name. */
export const CATALOG_ROW_HEIGHT = TWO_LINE_ROW_HEIGHT;

const optionalNumber = (
  id: string,
  header: string,
  read: (row: PriceListRow) => number | null,
  meta: Column['meta'],
): Column => ({
  id,
  header,
  // undefined (not null) so TanStack's sortUndefined puts empty cells last.
  accessorFn: (row) => read(row) ?? undefined,
  sortingFn: 'basic',
  sortUndefined: 'last',
  meta,
});

/**
 * The cost price the stock value counts the product at (the latest snapshot's: the note above
 * the table says which), with where it came from under it, in the words the files write. The
 * eight columns before fill a 1024-wide window, and the cost is what checking the stock value
 * needs, not the daily price work: chosen in the column chooser (docs/decisions/0125).
 */
const costPrice = (t: Translate): Column => ({
  ...optionalNumber('cost_price', t('catalog.col.costPrice'), (row) => row.cost_price, {
    format: 'unitPrice',
    width: 150,
    grow: 0,
    hiddenByDefault: true,
  }),
  cell: ({ row }) => {
    const { cost_price: cost, cost_source: source } = row.original;
    if (cost === null || source === null) return <FormattedValue value={null} />;
    const from = t(`catalog.costSource.${source}`);
    return (
      <span className="cell-stack">
        <FormattedValue value={cost} format="unitPrice" />
        <span className="cell-stack__note muted" title={from}>
          {from}
        </span>
      </span>
    );
  },
});

export function priceListColumns(t: Translate, options: { withGroups: boolean }): Column[] {
  const inclVat: Column = {
    ...optionalNumber('ppu_wt', t('catalog.col.priceInclVat'), (row) => row.ppu_wt, {
      format: 'unitPrice',
      // Room for the "nooit geprijsd" badge, also at a narrow window's smaller scale.
      width: 142,
      grow: 0,
    }),
    // A product without a sale price is a normal case; say so rather than show a dash.
    cell: ({ row }) =>
      row.original.ppu_wt === null ? (
        <span className="badge badge--warning">{t('catalog.notPriced')}</span>
      ) : (
        <FormattedValue value={row.original.ppu_wt} format="unitPrice" />
      ),
  };
  return [
    text('sku', t('catalog.col.sku'), (row) => row.sku, { format: 'code', width: 120, grow: 0 }),
    wrappedText('title', t('catalog.col.title'), (row) => row.title, { width: 200, grow: 3 }),
    inclVat,
    optionalNumber('ppu', t('catalog.col.priceExclVat'), (row) => row.ppu, {
      format: 'unitPrice',
      width: 124,
      grow: 0,
    }),
    optionalNumber('vat_percent', t('catalog.col.vat'), (row) => row.vat_percent, {
      format: 'percent',
      width: 72,
      grow: 0,
    }),
    optionalNumber('discount_ppu_wt', t('catalog.col.discount'), (row) => row.discount_ppu_wt, {
      format: 'unitPrice',
      width: 120,
      grow: 0,
    }),
    {
      ...optionalNumber('stock', t('catalog.col.stock'), (row) => row.stock, {
        format: 'quantity',
        width: 106,
        grow: 0,
      }),
      // Unlimited stock is always orderable, whatever the count says.
      cell: ({ row }) =>
        row.original.stock_unlimited ? (
          <span className="badge badge--muted">{t('catalog.unlimited')}</span>
        ) : (
          <FormattedValue value={row.original.stock} format="quantity" />
        ),
    },
    costPrice(t),
    ...(options.withGroups
      ? [
          wrappedText(
            'group',
            t('catalog.col.turnoverGroup'),
            (row) => row.product_group_name ?? '',
            {
              width: 140,
              grow: 2,
            },
          ),
        ]
      : []),
  ];
}
