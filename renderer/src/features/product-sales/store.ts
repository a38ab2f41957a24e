/**
 * Product-sales filters, view, sort, visible columns and the product whose orders are open,
 * kept in the address (`#/product-sales?period=lastMonth&view=slow&days=90&location=501&
 * group=301&sort=-turnover&product=2001`).
 */
import type { SortingState } from '@tanstack/react-table';
import type { ReportFigure } from '../../../../shared/api/financial-report-orders.js';
import { SLOW_MOVER_DEFAULT_DAYS } from '../../../../shared/api/product-sales.js';
import { isOneOf } from '../../../../shared/guards.js';
import { periodCodec, periodSetters, tableCodec, tableSetters } from '../../app/screen-codecs.js';
import { useScreenState, type ScreenCodec } from '../../app/screen-state.js';
import { readId, writeId } from '../../lib/address-fields.js';
import type { DateRangeValue } from '../../lib/date-presets.js';

export type SalesView = 'best' | 'slow';
/** A product id, or `none` for the turnover lines that name no product. */
type DrillProduct = number | 'none';

/**
 * The report's figure behind a product's row, whose orders the drawer opens (financial-report
 * FigureOrders): the product's turnover, each order with what it adds, the total the row's.
 */
export const productTurnover = (product: DrillProduct): ReportFigure => ({
  kind: 'turnover_product',
  product_id: product === 'none' ? null : product,
});

/** The choices of the slow movers' window; the API takes any 1 to 365. */
export const DAY_CHOICES = [30, 60, 90, 180, 365] as const;

interface ProductSalesState {
  view: SalesView;
  range: DateRangeValue;
  locationId: number | null;
  groupId: number | null;
  days: number;
  sorting: SortingState;
  columns: string[] | null;
  /** The product whose orders are open (`none`: the lines without a product); null: none. */
  drillProduct: DrillProduct | null;
}

const DEFAULT_PERIOD = 'lastMonth';
const BEST_SORTING: SortingState = [{ id: 'turnover', desc: true }];
const SLOW_SORTING: SortingState = [{ id: 'stock_value', desc: true }];
const sortingOf = (view: SalesView) => (view === 'slow' ? SLOW_SORTING : BEST_SORTING);
const period = periodCodec(DEFAULT_PERIOD);
/** Each view's table has its own default sort. */
const tableOf = (view: SalesView) => tableCodec(sortingOf(view));

const readDays = (params: URLSearchParams): number => {
  const days = Number(params.get('days'));
  return isOneOf(DAY_CHOICES, days) ? days : SLOW_MOVER_DEFAULT_DAYS;
};

export const productSalesCodec: ScreenCodec<ProductSalesState> = {
  read: (params) => {
    const view: SalesView = params.get('view') === 'slow' ? 'slow' : 'best';
    const product = params.get('product');
    return {
      view,
      ...period.read(params),
      groupId: readId(params, 'group'),
      days: readDays(params),
      ...tableOf(view).read(params),
      drillProduct:
        product === 'none'
          ? 'none'
          : product !== null && /^\d{1,15}$/.test(product)
            ? Number(product)
            : null,
    };
  },
  write: (state) => ({
    view: state.view === 'slow' ? 'slow' : undefined,
    ...period.write(state),
    group: writeId(state.groupId),
    days: state.days === SLOW_MOVER_DEFAULT_DAYS ? undefined : String(state.days),
    ...tableOf(state.view).write(state),
    product: state.drillProduct === null ? undefined : String(state.drillProduct),
  }),
};

export function useProductSalesStore() {
  const [state, update, set] = useScreenState(productSalesCodec);
  return {
    ...state,
    // Each view has its own columns and order: switching starts from the view's default.
    setView: (view: SalesView) =>
      update({
        view,
        sorting: sortingOf(view),
        columns: null,
        drillProduct: null,
      }),
    ...periodSetters(set),
    setGroupId: set('groupId'),
    setDays: set('days'),
    ...tableSetters(set),
    setDrillProduct: set('drillProduct'),
  };
}
