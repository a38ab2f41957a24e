/**
 * Catalog state. The search, the "never priced" filter, the sort and the visible columns are
 * kept in the address (`#/catalog?q=koffie&never_priced=1&sort=-ppu_wt&cols=sku,title`); which product's drawer is open is not:
 * it is a passing look, not part of what a link should show.
 */
import type { SortingState } from '@tanstack/react-table';
import { create } from 'zustand';
import { useScreenState, type ScreenCodec } from '../../app/screen-state.js';
import {
  readColumns,
  readFlag,
  readSorting,
  writeColumns,
  writeFlag,
  writeSorting,
} from '../../lib/address-fields.js';

interface CatalogFilters {
  search: string;
  neverPricedOnly: boolean;
  sorting: SortingState;
  columns: string[] | null;
}

const NO_SORTING: SortingState = [];

const codec: ScreenCodec<CatalogFilters> = {
  read: (params) => ({
    search: params.get('q') ?? '',
    neverPricedOnly: readFlag(params, 'never_priced'),
    sorting: readSorting(params, NO_SORTING),
    columns: readColumns(params),
  }),
  write: (state) => ({
    q: state.search === '' ? undefined : state.search,
    never_priced: writeFlag(state.neverPricedOnly),
    ...writeSorting(state.sorting, NO_SORTING),
    cols: writeColumns(state.columns),
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
    setColumns: (columns: string[] | null) => update({ columns }),
  };
}

/**
 * A link from another screen to one product in the catalog: the catalog searched for its SKU
 * (its title when it has none), its drawer opened on arrival (`openCatalogProduct`, called
 * as the link is followed).
 */
export const catalogProductHref = (search: string): string =>
  `#/catalog?${new URLSearchParams({ q: search }).toString()}`;

export const openCatalogProduct = (productId: number): void =>
  useDrawerStore.getState().openProduct(productId);
