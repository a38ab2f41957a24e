import type { SortingState } from '@tanstack/react-table';
import { create } from 'zustand';
import type { DateRangeValue } from '../../lib/date-presets.js';

/** Discounted-orders filters; they feed the query key. */
interface DiscountOrdersState {
  range: DateRangeValue;
  shopId: number | null;
  onlyFull: boolean;
  includeNegative: boolean;
  sorting: SortingState;
  setRange: (range: DateRangeValue) => void;
  setShopId: (shopId: number | null) => void;
  setOnlyFull: (value: boolean) => void;
  setIncludeNegative: (value: boolean) => void;
  setSorting: (sorting: SortingState) => void;
}

export const useDiscountOrdersStore = create<DiscountOrdersState>()((set) => ({
  range: { preset: 'thisWeek', from: '', to: '' },
  shopId: null,
  onlyFull: false,
  includeNegative: false,
  sorting: [{ id: 'date', desc: true }],
  setRange: (range) => set({ range }),
  setShopId: (shopId) => set({ shopId }),
  setOnlyFull: (onlyFull) => set({ onlyFull }),
  setIncludeNegative: (includeNegative) => set({ includeNegative }),
  setSorting: (sorting) => set({ sorting }),
}));
