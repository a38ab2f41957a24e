/**
 * The parts of a screen's address that several screens share, each read and written one way
 * (the report screens' period and location, the tables' sort and columns), and the joining
 * of parts into a screen's codec; the screen's own fields are written after the shared ones.
 */
import type { SortingState } from '@tanstack/react-table';
import {
  readColumns,
  readId,
  readRange,
  readSorting,
  writeColumns,
  writeId,
  writeRange,
  writeSorting,
} from '../lib/address-fields.js';
import type { DateRangeValue, Preset } from '../lib/date-presets.js';
import type { FieldSetter, ScreenCodec } from './screen-state.js';

/** Two parts of a screen's state as one: the first's address fields are written first. */
export const joinCodecs = <First, Second>(
  first: ScreenCodec<First>,
  second: ScreenCodec<Second>,
): ScreenCodec<First & Second> => ({
  read: (params) => ({ ...first.read(params), ...second.read(params) }),
  write: (state) => ({ ...first.write(state), ...second.write(state) }),
});

interface PeriodFields {
  range: DateRangeValue;
  locationId: number | null;
}

interface TableFields {
  sorting: SortingState;
  columns: string[] | null;
}

/** A report screen's period (`period`, `from`, `to`) and location (`location`). */
export const periodCodec = (fallback: Preset): ScreenCodec<PeriodFields> => ({
  read: (params) => ({
    range: readRange(params, fallback),
    locationId: readId(params, 'location'),
  }),
  write: (state) => ({
    ...writeRange(state.range, fallback),
    location: writeId(state.locationId),
  }),
});

/** A table's sort (`sort`) and visible columns (`cols`). */
export const tableCodec = (fallback: SortingState): ScreenCodec<TableFields> => ({
  read: (params) => ({ sorting: readSorting(params, fallback), columns: readColumns(params) }),
  write: (state) => ({
    ...writeSorting(state.sorting, fallback),
    cols: writeColumns(state.columns),
  }),
});

/** The setters of the period and the location, for a store that keeps them. */
export const periodSetters = <State extends PeriodFields>(set: FieldSetter<State>) => ({
  setRange: set('range'),
  setLocationId: set('locationId'),
});

/** The setters of a table's sort and columns, for a store that keeps them. */
export const tableSetters = <State extends TableFields>(set: FieldSetter<State>) => ({
  setSorting: set('sorting'),
  setColumns: set('columns'),
});
