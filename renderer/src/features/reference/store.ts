import type { SortingState } from '@tanstack/react-table';
import { create } from 'zustand';

export type ReferenceTab = 'shops' | 'locations' | 'taxRates' | 'turnoverGroups' | 'paymentMethods';

interface ReferenceState {
  tab: ReferenceTab;
  sorting: Partial<Record<ReferenceTab, SortingState>>;
  setTab: (tab: ReferenceTab) => void;
  setSorting: (tab: ReferenceTab, sorting: SortingState) => void;
}

export const useReferenceStore = create<ReferenceState>()((set) => ({
  tab: 'shops',
  sorting: {},
  setTab: (tab) => set({ tab }),
  setSorting: (tab, sorting) => set((state) => ({ sorting: { ...state.sorting, [tab]: sorting } })),
}));
