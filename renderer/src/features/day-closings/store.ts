/**
 * The till closings' period, location, till and difference threshold, kept in the address
 * (`#/day-closings?period=lastMonth&location=1001&shop=2003&threshold=2.50`).
 */
import { useScreenState, type ScreenCodec } from '../../app/screen-state.js';
import { readId, readRange, writeId, writeRange } from '../../lib/address-fields.js';
import type { DateRangeValue } from '../../lib/date-presets.js';

interface DayClosingsFilters {
  range: DateRangeValue;
  locationId: number | null;
  shopId: number | null;
  /** Euros with a point (`2.50`); null: the service's default (€ 5.00). */
  threshold: string | null;
}

const DEFAULT_PERIOD = 'lastQuarter';
export const THRESHOLD_TEXT = /^\d{1,6}(\.\d{1,2})?$/;

const codec: ScreenCodec<DayClosingsFilters> = {
  read: (params) => {
    const threshold = params.get('threshold');
    return {
      range: readRange(params, DEFAULT_PERIOD),
      locationId: readId(params, 'location'),
      shopId: readId(params, 'shop'),
      threshold: threshold !== null && THRESHOLD_TEXT.test(threshold) ? threshold : null,
    };
  },
  write: (state) => ({
    ...writeRange(state.range, DEFAULT_PERIOD),
    location: writeId(state.locationId),
    shop: writeId(state.shopId),
    threshold: state.threshold ?? undefined,
  }),
};

export function useDayClosingsStore() {
  const [state, update] = useScreenState(codec);
  return {
    ...state,
    setRange: (range: DateRangeValue) => update({ range }),
    // Another location's till would be a 400: choosing a location clears the till.
    setLocationId: (locationId: number | null) => update({ locationId, shopId: null }),
    setShopId: (shopId: number | null) => update({ shopId }),
    setThreshold: (threshold: string | null) => update({ threshold }),
  };
}
