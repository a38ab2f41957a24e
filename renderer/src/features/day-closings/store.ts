/**
 * The till closings' period, location, till and difference threshold, kept in the address
 * (`#/day-closings?period=lastMonth&location=1001&shop=2003&threshold=2.50`).
 */
import { joinCodecs, periodCodec } from '../../app/screen-codecs.js';
import { useScreenState, type ScreenCodec } from '../../app/screen-state.js';
import { readId, writeId } from '../../lib/address-fields.js';

interface DayClosingsFilters {
  shopId: number | null;
  /** Euros with a point (`2.50`); null: the service's default (€ 5.00). */
  threshold: string | null;
}

export const THRESHOLD_TEXT = /^\d{1,6}(\.\d{1,2})?$/;

const filters: ScreenCodec<DayClosingsFilters> = {
  read: (params) => {
    const threshold = params.get('threshold');
    return {
      shopId: readId(params, 'shop'),
      threshold: threshold !== null && THRESHOLD_TEXT.test(threshold) ? threshold : null,
    };
  },
  write: (state) => ({
    shop: writeId(state.shopId),
    threshold: state.threshold ?? undefined,
  }),
};

const codec = joinCodecs(periodCodec('lastQuarter'), filters);

export function useDayClosingsStore() {
  const [state, update, set] = useScreenState(codec);
  return {
    ...state,
    setRange: set('range'),
    // Another location's till would be a 400: choosing a location clears the till.
    setLocationId: (locationId: number | null) => update({ locationId, shopId: null }),
    setShopId: set('shopId'),
    setThreshold: set('threshold'),
  };
}
