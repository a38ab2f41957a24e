/**
 * The Today screen's day, location and the period of its hours, kept in the address
 * (`#/today?date=2026-11-19&location=1001&period=last30Days`). No date: today, so far.
 */
import { parseLocalDate, type LocalDate } from '../../../../shared/dates.js';
import { periodSetters } from '../../app/screen-codecs.js';
import { useScreenState, type ScreenCodec } from '../../app/screen-state.js';
import { readId, readRange, writeId, writeRange } from '../../lib/address-fields.js';
import type { DateRangeValue } from '../../lib/date-presets.js';

interface TodayFilters {
  date: LocalDate | null;
  locationId: number | null;
  range: DateRangeValue;
}

/** Four weeks and two days: every weekday of the heat map at least four times. */
const DEFAULT_PERIOD = 'last30Days';

const codec: ScreenCodec<TodayFilters> = {
  read: (params) => ({
    date: parseLocalDate(params.get('date') ?? ''),
    locationId: readId(params, 'location'),
    range: readRange(params, DEFAULT_PERIOD),
  }),
  write: (state) => ({
    date: state.date ?? undefined,
    location: writeId(state.locationId),
    ...writeRange(state.range, DEFAULT_PERIOD),
  }),
};

export function useTodayStore() {
  const [state, , set] = useScreenState(codec);
  return {
    ...state,
    setDate: set('date'),
    ...periodSetters(set),
  };
}
