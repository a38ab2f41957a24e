/**
 * Which reference list is shown, its sort and visible columns, kept in the address
 * (`#/reference?list=taxRates&sort=-value&cols=name,value`). Another list starts unsorted,
 * with the user's own columns for it.
 */
import type { SortingState } from '@tanstack/react-table';
import { useScreenState, type ScreenCodec } from '../../app/screen-state.js';
import { readColumns, readSorting, writeColumns, writeSorting } from '../../lib/address-fields.js';

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
  columns: string[] | null;
}

const DEFAULT_TAB: ReferenceTab = 'shops';
const NO_SORTING: SortingState = [];

const codec: ScreenCodec<ReferenceState> = {
  read: (params) => ({
    tab: REFERENCE_TABS.find((tab) => tab === params.get('list')) ?? DEFAULT_TAB,
    sorting: readSorting(params, NO_SORTING),
    columns: readColumns(params),
  }),
  write: (state) => ({
    list: state.tab === DEFAULT_TAB ? undefined : state.tab,
    ...writeSorting(state.sorting, NO_SORTING),
    cols: writeColumns(state.columns),
  }),
};

export function useReferenceState() {
  const [state, update] = useScreenState(codec);
  return {
    ...state,
    setTab: (tab: ReferenceTab) => update({ tab, sorting: NO_SORTING, columns: null }),
    setSorting: (sorting: SortingState) => update({ sorting }),
    setColumns: (columns: string[] | null) => update({ columns }),
  };
}
