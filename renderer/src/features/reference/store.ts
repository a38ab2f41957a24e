/**
 * Which reference list is shown, its sort and visible columns, kept in the address
 * (`#/reference?list=taxRates&sort=-value&cols=name,value`). Another list starts unsorted,
 * with the user's own columns for it.
 */
import type { SortingState } from '@tanstack/react-table';
import { joinCodecs, tableCodec, tableSetters } from '../../app/screen-codecs.js';
import { useScreenState, type ScreenCodec } from '../../app/screen-state.js';

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
}

const DEFAULT_TAB: ReferenceTab = 'shops';
const NO_SORTING: SortingState = [];

const list: ScreenCodec<ReferenceState> = {
  read: (params) => ({
    tab: REFERENCE_TABS.find((tab) => tab === params.get('list')) ?? DEFAULT_TAB,
  }),
  write: (state) => ({ list: state.tab === DEFAULT_TAB ? undefined : state.tab }),
};

const codec = joinCodecs(list, tableCodec(NO_SORTING));

export function useReferenceState() {
  const [state, update, set] = useScreenState(codec);
  return {
    ...state,
    setTab: (tab: ReferenceTab) => update({ tab, sorting: NO_SORTING, columns: null }),
    ...tableSetters(set),
  };
}
