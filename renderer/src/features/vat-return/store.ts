/**
 * The VAT return's quarter and location, kept in the address
 * (`#/vat-return?quarter=2026-Q3&location=1001`); "last quarter" is the default.
 */
import { useScreenState, type ScreenCodec } from '../../app/screen-state.js';
import { readId, writeId } from '../../lib/address-fields.js';
import { LAST_QUARTER, quarterChoiceRange, type QuarterChoice } from '../../lib/quarters.js';

interface VatReturnFilters {
  quarter: QuarterChoice;
  locationId: number | null;
}

const codec: ScreenCodec<VatReturnFilters> = {
  read: (params) => {
    const quarter = params.get('quarter') ?? LAST_QUARTER;
    return {
      quarter: quarterChoiceRange(quarter) ? quarter : LAST_QUARTER,
      locationId: readId(params, 'location'),
    };
  },
  write: (state) => ({
    quarter: state.quarter === LAST_QUARTER ? undefined : state.quarter,
    location: writeId(state.locationId),
  }),
};

export function useVatReturnStore() {
  const [state, , set] = useScreenState(codec);
  return { ...state, setQuarter: set('quarter'), setLocationId: set('locationId') };
}
