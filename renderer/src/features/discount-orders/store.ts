/**
 * Discounted-orders filters, sort and visible columns, kept in the address
 * (`#/discount-orders?period=lastWeek&shop=2003&only_full=1&negative=1&sort=-date&cols=…`).
 */
import type { SortingState } from '@tanstack/react-table';
import { joinCodecs, tableCodec, tableSetters } from '../../app/screen-codecs.js';
import { useScreenState, type ScreenCodec } from '../../app/screen-state.js';
import {
  readFlag,
  readId,
  readRange,
  writeFlag,
  writeId,
  writeRange,
} from '../../lib/address-fields.js';
import type { DateRangeValue } from '../../lib/date-presets.js';

interface DiscountOrdersFilters {
  range: DateRangeValue;
  shopId: number | null;
  onlyFull: boolean;
  includeNegative: boolean;
}

const DEFAULT_PERIOD = 'thisWeek';
const DEFAULT_SORTING: SortingState = [{ id: 'date', desc: true }];

const filters: ScreenCodec<DiscountOrdersFilters> = {
  read: (params) => ({
    range: readRange(params, DEFAULT_PERIOD),
    shopId: readId(params, 'shop'),
    onlyFull: readFlag(params, 'only_full'),
    includeNegative: readFlag(params, 'negative'),
  }),
  write: (state) => ({
    ...writeRange(state.range, DEFAULT_PERIOD),
    shop: writeId(state.shopId),
    only_full: writeFlag(state.onlyFull),
    negative: writeFlag(state.includeNegative),
  }),
};

const codec = joinCodecs(filters, tableCodec(DEFAULT_SORTING));

export function useDiscountOrdersStore() {
  const [state, , set] = useScreenState(codec);
  return {
    ...state,
    setRange: set('range'),
    setShopId: set('shopId'),
    setOnlyFull: set('onlyFull'),
    setIncludeNegative: set('includeNegative'),
    ...tableSetters(set),
  };
}
