/**
 * Discounted-orders filters, sort and visible columns, kept in the address
 * (`#/discount-orders?period=lastWeek&shop=2003&only_full=1&negative=1&sort=-date&cols=…`).
 */
import type { SortingState } from '@tanstack/react-table';
import { useScreenState, type ScreenCodec } from '../../app/screen-state.js';
import {
  readColumns,
  readFlag,
  readId,
  readRange,
  readSorting,
  writeColumns,
  writeFlag,
  writeId,
  writeRange,
  writeSorting,
} from '../../lib/address-fields.js';
import type { DateRangeValue } from '../../lib/date-presets.js';

interface DiscountOrdersFilters {
  range: DateRangeValue;
  shopId: number | null;
  onlyFull: boolean;
  includeNegative: boolean;
  sorting: SortingState;
  columns: string[] | null;
}

const DEFAULT_PERIOD = 'thisWeek';
const DEFAULT_SORTING: SortingState = [{ id: 'date', desc: true }];

const codec: ScreenCodec<DiscountOrdersFilters> = {
  read: (params) => ({
    range: readRange(params, DEFAULT_PERIOD),
    shopId: readId(params, 'shop'),
    onlyFull: readFlag(params, 'only_full'),
    includeNegative: readFlag(params, 'negative'),
    sorting: readSorting(params, DEFAULT_SORTING),
    columns: readColumns(params),
  }),
  write: (state) => ({
    ...writeRange(state.range, DEFAULT_PERIOD),
    shop: writeId(state.shopId),
    only_full: writeFlag(state.onlyFull),
    negative: writeFlag(state.includeNegative),
    ...writeSorting(state.sorting, DEFAULT_SORTING),
    cols: writeColumns(state.columns),
  }),
};

export function useDiscountOrdersStore() {
  const [state, update] = useScreenState(codec);
  return {
    ...state,
    setRange: (range: DateRangeValue) => update({ range }),
    setShopId: (shopId: number | null) => update({ shopId }),
    setOnlyFull: (onlyFull: boolean) => update({ onlyFull }),
    setIncludeNegative: (includeNegative: boolean) => update({ includeNegative }),
    setSorting: (sorting: SortingState) => update({ sorting }),
    setColumns: (columns: string[] | null) => update({ columns }),
  };
}
