import { create } from 'zustand';
import type { DateRangeValue } from '../../lib/date-presets.js';

/** Report filters (they feed the query key) and how amounts are shown. */
interface FinancialReportState {
  range: DateRangeValue;
  locationId: number | null;
  showInclVat: boolean;
  setRange: (range: DateRangeValue) => void;
  setLocationId: (locationId: number | null) => void;
  setShowInclVat: (value: boolean) => void;
}

export const useFinancialReportStore = create<FinancialReportState>()((set) => ({
  range: { preset: 'lastMonth', from: '', to: '' },
  locationId: null,
  showInclVat: false,
  setRange: (range) => set({ range }),
  setLocationId: (locationId) => set({ locationId }),
  setShowInclVat: (showInclVat) => set({ showInclVat }),
}));
