/**
 * Report filters and how amounts are shown, kept in the address
 * (`#/financial-report?period=lastQuarter&location=1001&incl_vat=1&compare=lastYear`),
 * with the figure whose orders are open (drill-figure.ts).
 */
import { joinCodecs, periodCodec, periodSetters } from '../../app/screen-codecs.js';
import { useScreenState, type ScreenCodec } from '../../app/screen-state.js';
import { readFlag, writeFlag } from '../../lib/address-fields.js';
import { COMPARISONS, type Comparison } from '../../lib/compare-period.js';
import type { ReportFigure } from '../../../../shared/api/financial-report-orders.js';
import { readFigure, writeFigure } from './drill-figure.js';

interface FinancialReportFilters {
  showInclVat: boolean;
  comparison: Comparison;
  /** The figure whose orders are open in the drawer, if any. */
  drill: ReportFigure | null;
}

const filters: ScreenCodec<FinancialReportFilters> = {
  read: (params) => ({
    showInclVat: readFlag(params, 'incl_vat'),
    comparison: COMPARISONS.find((value) => value === params.get('compare')) ?? 'none',
    drill: readFigure(params),
  }),
  write: (state) => ({
    incl_vat: writeFlag(state.showInclVat),
    compare: state.comparison === 'none' ? undefined : state.comparison,
    ...writeFigure(state.drill),
  }),
};

const codec = joinCodecs(periodCodec('lastMonth'), filters);

export function useFinancialReportStore() {
  const [state, , set] = useScreenState(codec);
  return {
    ...state,
    ...periodSetters(set),
    setShowInclVat: set('showInclVat'),
    setComparison: set('comparison'),
    setDrill: set('drill'),
  };
}
