/**
 * Report filters and how amounts are shown, kept in the address
 * (`#/financial-report?period=lastQuarter&location=1001&incl_vat=1&compare=lastYear`).
 */
import { useScreenState, type ScreenCodec } from '../../app/screen-state.js';
import {
  readFlag,
  readId,
  readRange,
  writeFlag,
  writeId,
  writeRange,
} from '../../lib/address-fields.js';
import { COMPARISONS, type Comparison } from '../../lib/compare-period.js';
import type { DateRangeValue } from '../../lib/date-presets.js';

interface FinancialReportFilters {
  range: DateRangeValue;
  locationId: number | null;
  showInclVat: boolean;
  comparison: Comparison;
}

const DEFAULT_PERIOD = 'lastMonth';

const codec: ScreenCodec<FinancialReportFilters> = {
  read: (params) => ({
    range: readRange(params, DEFAULT_PERIOD),
    locationId: readId(params, 'location'),
    showInclVat: readFlag(params, 'incl_vat'),
    comparison: COMPARISONS.find((value) => value === params.get('compare')) ?? 'none',
  }),
  write: (state) => ({
    ...writeRange(state.range, DEFAULT_PERIOD),
    location: writeId(state.locationId),
    incl_vat: writeFlag(state.showInclVat),
    compare: state.comparison === 'none' ? undefined : state.comparison,
  }),
};

export function useFinancialReportStore() {
  const [state, update] = useScreenState(codec);
  return {
    ...state,
    setRange: (range: DateRangeValue) => update({ range }),
    setLocationId: (locationId: number | null) => update({ locationId }),
    setShowInclVat: (showInclVat: boolean) => update({ showInclVat }),
    setComparison: (comparison: Comparison) => update({ comparison }),
  };
}
