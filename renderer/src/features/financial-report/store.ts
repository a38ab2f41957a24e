/**
 * Report filters and how amounts are shown, kept in the address
 * (`#/financial-report?period=lastQuarter&location=1001&incl_vat=1&compare=lastYear`),
 * with the figure whose orders are open (drill-figure.ts).
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
import type { ReportFigure } from '../../../../shared/api/financial-report-orders.js';
import { readFigure, writeFigure } from './drill-figure.js';

interface FinancialReportFilters {
  range: DateRangeValue;
  locationId: number | null;
  showInclVat: boolean;
  comparison: Comparison;
  /** The figure whose orders are open in the drawer, if any. */
  drill: ReportFigure | null;
}

const DEFAULT_PERIOD = 'lastMonth';

const codec: ScreenCodec<FinancialReportFilters> = {
  read: (params) => ({
    range: readRange(params, DEFAULT_PERIOD),
    locationId: readId(params, 'location'),
    showInclVat: readFlag(params, 'incl_vat'),
    comparison: COMPARISONS.find((value) => value === params.get('compare')) ?? 'none',
    drill: readFigure(params),
  }),
  write: (state) => ({
    ...writeRange(state.range, DEFAULT_PERIOD),
    location: writeId(state.locationId),
    incl_vat: writeFlag(state.showInclVat),
    compare: state.comparison === 'none' ? undefined : state.comparison,
    ...writeFigure(state.drill),
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
    setDrill: (drill: ReportFigure | null) => update({ drill }),
  };
}
