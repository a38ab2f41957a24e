/**
 * The exceptions screen's period, location, kind and whether seen ones show, kept in the
 * address (`#/exceptions?period=lastMonth&location=1001&kind=refunds&seen=1`).
 */
import { EXCEPTION_KINDS, type ExceptionKind } from '../../../../shared/api/exceptions.js';
import { useScreenState, type ScreenCodec } from '../../app/screen-state.js';
import {
  readFlag,
  readId,
  readRange,
  writeFlag,
  writeId,
  writeRange,
} from '../../lib/address-fields.js';
import type { DateRangeValue } from '../../lib/date-presets.js';

interface ExceptionsFilters {
  range: DateRangeValue;
  locationId: number | null;
  /** Null: every kind. */
  kind: ExceptionKind | null;
  /** Show the exceptions this user marked seen too (hidden by default). */
  showSeen: boolean;
}

/** The last 30 days: a month of exceptions, whatever day of the month it is. */
const DEFAULT_PERIOD = 'last30Days';

const isKind = (value: string | null): value is ExceptionKind =>
  value !== null && (EXCEPTION_KINDS as readonly string[]).includes(value);

const codec: ScreenCodec<ExceptionsFilters> = {
  read: (params) => {
    const kind = params.get('kind');
    return {
      range: readRange(params, DEFAULT_PERIOD),
      locationId: readId(params, 'location'),
      kind: isKind(kind) ? kind : null,
      showSeen: readFlag(params, 'seen'),
    };
  },
  write: (state) => ({
    ...writeRange(state.range, DEFAULT_PERIOD),
    location: writeId(state.locationId),
    kind: state.kind ?? undefined,
    seen: writeFlag(state.showSeen),
  }),
};

export function useExceptionsStore() {
  const [state, update] = useScreenState(codec);
  return {
    ...state,
    setRange: (range: DateRangeValue) => update({ range }),
    setLocationId: (locationId: number | null) => update({ locationId }),
    setKind: (kind: ExceptionKind | null) => update({ kind }),
    setShowSeen: (showSeen: boolean) => update({ showSeen }),
  };
}
