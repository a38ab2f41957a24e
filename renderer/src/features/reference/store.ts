/**
 * Which reference list is shown and its sort, kept in the address
 * (`#/reference?list=taxRates&sort=-value`). Another list starts unsorted.
 */
import type { SortingState } from '@tanstack/react-table';
import { useScreenState, type ScreenCodec } from '../../app/screen-state.js';
import { readSorting, writeSorting } from '../../lib/address-fields.js';

export const REFERENCE_TABS = [
  'shops',
  'locations',
  'taxRates',
  'turnoverGroups',
  'paymentMethods',
] as const;
export type ReferenceTab = (typeof REFERENCE_TABS)[number];

interface ReferenceState {
  tab: ReferenceTab;
  sorting: SortingState;
}

const DEFAULT_TAB: ReferenceTab = 'shops';
const NO_SORTING: SortingState = [];

const codec: ScreenCodec<ReferenceState> = {
  read: (params) => ({
    tab: REFERENCE_TABS.find((tab) => tab === params.get('list')) ?? DEFAULT_TAB,
    sorting: readSorting(params, NO_SORTING),
  }),
  write: (state) => ({
    list: state.tab === DEFAULT_TAB ? undefined : state.tab,
    ...writeSorting(state.sorting, NO_SORTING),
  }),
};

export function useReferenceState() {
  const [state, update] = useScreenState(codec);
  return {
    ...state,
    setTab: (tab: ReferenceTab) => update({ tab, sorting: NO_SORTING }),
    setSorting: (sorting: SortingState) => update({ sorting }),
  };
}
