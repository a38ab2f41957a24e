/**
 * Catalog state. The search, the "never priced" filter and the sort are kept in the address
 * (`#/catalog?q=koffie&never_priced=1&sort=-ppu_wt`); which product's drawer is open is not:
 * it is a passing look, not part of what a link should show.
 */
import type { SortingState } from '@tanstack/react-table';
import { create } from 'zustand';
import { useScreenState, type ScreenCodec } from '../../app/screen-state.js';
import { readFlag, readSorting, writeFlag, writeSorting } from '../../lib/address-fields.js';

interface CatalogFilters {
  search: string;
  neverPricedOnly: boolean;
  sorting: SortingState;
}

const NO_SORTING: SortingState = [];

const codec: ScreenCodec<CatalogFilters> = {
  read: (params) => ({
    search: params.get('q') ?? '',
    neverPricedOnly: readFlag(params, 'never_priced'),
    sorting: readSorting(params, NO_SORTING),
  }),
  write: (state) => ({
    q: state.search === '' ? undefined : state.search,
    never_priced: writeFlag(state.neverPricedOnly),
    ...writeSorting(state.sorting, NO_SORTING),
  }),
};

const useDrawerStore = create<{
  openProductId: number | null;
  openProduct: (productId: number | null) => void;
}>()((set) => ({
  openProductId: null,
  openProduct: (openProductId) => set({ openProductId }),
}));

export function useCatalogStore() {
  const [state, update] = useScreenState(codec);
  const { openProductId, openProduct } = useDrawerStore();
  return {
    ...state,
    openProductId,
    openProduct,
    setSearch: (search: string) => update({ search }),
    setNeverPricedOnly: (neverPricedOnly: boolean) => update({ neverPricedOnly }),
    setSorting: (sorting: SortingState) => update({ sorting }),
  };
}
