/**
 * The month pack screen's month and location, kept in the address
 * (`#/month-pack?month=2026-09&location=1001`); last month is the default and is not written,
 * so the screen opened next month offers that month's last month.
 */
import { useScreenState, type ScreenCodec } from '../../app/screen-state.js';
import { readId, writeId } from '../../lib/address-fields.js';

export const LAST_MONTH = 'lastMonth';

interface MonthPackFilters {
  /** `lastMonth`, or a month `YYYY-MM`. */
  month: string;
  locationId: number | null;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const codec: ScreenCodec<MonthPackFilters> = {
  read: (params) => {
    const month = params.get('month') ?? LAST_MONTH;
    return {
      month: MONTH.test(month) ? month : LAST_MONTH,
      locationId: readId(params, 'location'),
    };
  },
  write: (state) => ({
    month: state.month === LAST_MONTH ? undefined : state.month,
    location: writeId(state.locationId),
  }),
};

export function useMonthPackStore() {
  const [state, , set] = useScreenState(codec);
  return { ...state, setMonth: set('month'), setLocationId: set('locationId') };
}
