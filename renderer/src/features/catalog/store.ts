/**
 * Catalog state. The search, the "never priced" filter, the sort and the visible columns are
 * kept in the address (`#/catalog?q=koffie&never_priced=1&sort=-ppu_wt&cols=sku,title`); which product's drawer is open is not:
 * it is a passing look, not part of what a link should show.
 */
import type { SortingState } from '@tanstack/react-table';
import { create } from 'zustand';
import { joinCodecs, tableCodec, tableSetters } from '../../app/screen-codecs.js';
import { useScreenState, type ScreenCodec } from '../../app/screen-state.js';
import { readFlag, writeFlag } from '../../lib/address-fields.js';

interface CatalogFilters {
  search: string;
  neverPricedOnly: boolean;
}

const NO_SORTING: SortingState = [];

const filters: ScreenCodec<CatalogFilters> = {
  read: (params) => ({
    search: params.get('q') ?? '',
    neverPricedOnly: readFlag(params, 'never_priced'),
  }),
  write: (state) => ({
    q: state.search === '' ? undefined : state.search,
    never_priced: writeFlag(state.neverPricedOnly),
  }),
};

const codec = joinCodecs(filters, tableCodec(NO_SORTING));

const useDrawerStore = create<{
  openProductId: number | null;
  openProduct: (productId: number | null) => void;
}>()((set) => ({
  openProductId: null,
  openProduct: (openProductId) => set({ openProductId }),
}));

export function useCatalogStore() {
  const [state, , set] = useScreenState(codec);
  const { openProductId, openProduct } = useDrawerStore();
  return {
    ...state,
    openProductId,
    openProduct,
    setSearch: set('search'),
    setNeverPricedOnly: set('neverPricedOnly'),
    ...tableSetters(set),
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
