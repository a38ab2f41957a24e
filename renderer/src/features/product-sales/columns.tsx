/**
 * Columns of the product-sales and slow-movers tables. Their ids are the export's keys
 * (shared/api/export-columns.ts), so the on-screen sort and columns go into an export as they
 * are. A margin the service withholds (lines without a cost price) reads "unknown", never 0;
 * how many lines lack one, the SKU and the turnover group are in the export (the group is
 * also a filter, the SKU shows on hover); as columns they would not fit a 1024 px window
 * beside the figures. The minimum
 * widths add up to what that window has beside the sidebar's rail (1000 of 1008 px).
 */
import type { ColumnDef } from '@tanstack/react-table';
import type { ProductSalesRow, SlowMover } from '../../../../shared/api/product-sales.js';
import { FormattedValue } from '../../components/value/FormattedValue.js';
import { fieldColumns } from '../../components/table/field-column.js';
import type { Translate } from '../../i18n/index.js';
import { formatDay } from '../../lib/day-text.js';
import { formatPercent } from '../../lib/format.js';
import { useDateStyle } from '../../app/settings-store.js';
import type { LocalDate } from '../../../../shared/dates.js';

/**
 * An empty cell (a margin or cost not known, a product not sold in a year) sorts last in either
 * direction, as the service sorts it: undefined, not null, for TanStack's sortUndefined.
 */
const emptyLast = <Row, Value extends number | string>(read: (row: Row) => Value | null) => ({
  accessorFn: (row: Row) => read(row) ?? undefined,
  sortUndefined: 'last' as const,
});

const skuColumn = <Row extends { sku: string }>(t: Translate): ColumnDef<Row> => ({
  id: 'sku',
  header: t('sales.col.sku'),
  accessorFn: (row) => row.sku,
  meta: { format: 'code', width: 104, grow: 0.5 },
});

const groupColumn = <Row extends { product_group_name: string | null }>(
  t: Translate,
): ColumnDef<Row> => ({
  id: 'group',
  header: t('sales.col.group'),
  accessorFn: (row) => row.product_group_name,
  meta: { width: 110, grow: 1 },
});

/** A margin figure, or "unknown" where the service says why it has none. */
function marginCell(t: Translate, format: 'money' | 'percent') {
  const Cell = ({ row }: { row: { original: ProductSalesRow } }) => {
    const value = format === 'money' ? row.original.margin : row.original.margin_percentage;
    if (row.original.margin_unknown !== null) {
      return (
        <span className="muted" title={t('sales.marginUnknownTitle')}>
          {t('sales.marginUnknownCell')}
        </span>
      );
    }
    // A margin is a share: always two decimals, so the column lines up (38,70%, not 38,7%).
    if (format === 'percent' && value !== null) return <>{formatPercent(value, 'share')}</>;
    return <FormattedValue value={value} format={format} />;
  };
  return Cell;
}

/**
 * The cost of goods, which counts 0 for a line without a cost price (as the report does): where
 * no line had one it is unknown, not € 0,00; where some had none it is shown muted, as a part.
 */
function costCell(t: Translate) {
  const Cell = ({ row }: { row: { original: ProductSalesRow } }) => {
    const { cost_of_goods: cost, lines_without_cost_price: without } = row.original;
    if (without === 0) return <FormattedValue value={cost} format="money" />;
    if (cost === 0) {
      return (
        <span className="muted" title={t('sales.costUnknownTitle')}>
          {t('sales.marginUnknownCell')}
        </span>
      );
    }
    return (
      <span className="muted" title={t('sales.costPartTitle', { lines: without })}>
        <FormattedValue value={cost} format="money" />
      </span>
    );
  };
  return Cell;
}

/** A day in the user's date style (settings), as every other day on screen. */
function LastSold({ day }: { day: LocalDate }) {
  const style = useDateStyle();
  return <>{formatDay(day, style)}</>;
}

export function productSalesColumns(t: Translate): ColumnDef<ProductSalesRow>[] {
  const { field } = fieldColumns<ProductSalesRow>();
  const money = (
    id: 'turnover' | 'turnover_wt' | 'cost_of_goods',
    header: string,
    width = 128,
    grow = 0,
  ) => field(id, header, { format: 'money', width, grow });
  return [
    {
      id: 'title',
      header: t('sales.col.title'),
      // The SKU goes with the name (on hover, in the orders' title and in the export).
      accessorFn: (row) => (row.product_id === null ? t('sales.noProduct') : row.title),
      cell: ({ row }) => (
        <span title={row.original.sku === '' ? undefined : row.original.sku}>
          {row.original.product_id === null ? t('sales.noProduct') : row.original.title}
        </span>
      ),
      meta: { width: 192, grow: 3 },
    },
    field('quantity_sold', t('sales.col.quantitySold'), {
      format: 'quantity',
      width: 100,
      grow: 0.5,
    }),
    // Wide windows' larger text gives the quantities' headers a share of the spare width.
    field('quantity_returned', t('sales.col.quantityReturned'), {
      format: 'quantity',
      width: 104,
      grow: 0.5,
    }),
    money('turnover', t('sales.col.turnover')),
    money('turnover_wt', t('sales.col.turnoverWt')),
    // Its header is the longest word: from 1280 px on it takes a share of the spare width.
    { ...money('cost_of_goods', t('sales.col.cost'), 136, 1), cell: costCell(t) },
    {
      id: 'margin',
      header: t('sales.col.margin'),
      ...emptyLast((row: ProductSalesRow) => row.margin),
      cell: marginCell(t, 'money'),
      meta: { format: 'money', width: 116, grow: 0 },
    },
    {
      id: 'margin_percentage',
      header: t('sales.col.marginPercentage'),
      ...emptyLast((row: ProductSalesRow) => row.margin_percentage),
      cell: marginCell(t, 'percent'),
      meta: { format: 'percent', width: 96, grow: 0 },
    },
  ];
}

export function slowMoverColumns(t: Translate): ColumnDef<SlowMover>[] {
  const { field } = fieldColumns<SlowMover>();
  return [
    skuColumn<SlowMover>(t),
    field('title', t('sales.col.title'), { width: 160, grow: 2 }),
    groupColumn<SlowMover>(t),
    field('stock', t('sales.col.stock'), { format: 'quantity', width: 104, grow: 0.5 }),
    {
      id: 'cost_price',
      header: t('sales.col.costPrice'),
      ...emptyLast((row: SlowMover) => row.cost_price),
      meta: { format: 'unitPrice', width: 108, grow: 0.5 },
    },
    {
      id: 'stock_value',
      header: t('sales.col.stockValue'),
      ...emptyLast((row: SlowMover) => row.stock_value),
      meta: { format: 'money', width: 152, grow: 0.5 },
    },
    {
      id: 'last_sold_on',
      header: t('sales.col.lastSold'),
      ...emptyLast((row: SlowMover) => row.last_sold_on),
      cell: ({ row }) =>
        row.original.last_sold_on === null ? (
          <span className="muted">{t('sales.neverSold')}</span>
        ) : (
          <LastSold day={row.original.last_sold_on} />
        ),
      meta: { width: 124, grow: 0.5 },
    },
  ];
}
