import type { SortingState } from '@tanstack/react-table';
import { create } from 'zustand';

/** Catalog UI state; `search` feeds the price-list query key (debounced in the page). */
interface CatalogState {
  search: string;
  neverPricedOnly: boolean;
  sorting: SortingState;
  openProductId: number | null;
  setSearch: (search: string) => void;
  setNeverPricedOnly: (value: boolean) => void;
  setSorting: (sorting: SortingState) => void;
  openProduct: (productId: number | null) => void;
}

export const useCatalogStore = create<CatalogState>()((set) => ({
  search: '',
  neverPricedOnly: false,
  sorting: [],
  openProductId: null,
  setSearch: (search) => set({ search }),
  setNeverPricedOnly: (neverPricedOnly) => set({ neverPricedOnly }),
  setSorting: (sorting) => set({ sorting }),
  openProduct: (openProductId) => set({ openProductId }),
}));
