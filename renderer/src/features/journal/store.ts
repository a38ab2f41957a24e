/**
 * The journal's period and location, kept in the address
 * (`#/journal?period=lastMonth&location=1001`); last month is the default, the period a
 * bookkeeper posts.
 */
import { useScreenState, type ScreenCodec } from '../../app/screen-state.js';
import { readId, readRange, writeId, writeRange } from '../../lib/address-fields.js';
import type { DateRangeValue } from '../../lib/date-presets.js';

interface JournalFilters {
  range: DateRangeValue;
  locationId: number | null;
}

const DEFAULT_PERIOD = 'lastMonth';

const codec: ScreenCodec<JournalFilters> = {
  read: (params) => ({
    range: readRange(params, DEFAULT_PERIOD),
    locationId: readId(params, 'location'),
  }),
  write: (state) => ({
    ...writeRange(state.range, DEFAULT_PERIOD),
    location: writeId(state.locationId),
  }),
};

export function useJournalStore() {
  const [state, update] = useScreenState(codec);
  return {
    ...state,
    setRange: (range: DateRangeValue) => update({ range }),
    setLocationId: (locationId: number | null) => update({ locationId }),
  };
}
