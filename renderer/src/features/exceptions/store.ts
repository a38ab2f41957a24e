/**
 * The exceptions screen's period, location, kind and whether seen ones show, kept in the
 * address (`#/exceptions?period=lastMonth&location=1001&kind=refunds&seen=1`).
 */
import { EXCEPTION_KINDS, type ExceptionKind } from '../../../../shared/api/exceptions.js';
import { isOneOf } from '../../../../shared/guards.js';
import { joinCodecs, periodCodec, periodSetters } from '../../app/screen-codecs.js';
import { useScreenState, type ScreenCodec } from '../../app/screen-state.js';
import { readFlag, writeFlag } from '../../lib/address-fields.js';

interface ExceptionsFilters {
  /** Null: every kind. */
  kind: ExceptionKind | null;
  /** Show the exceptions this user marked seen too (hidden by default). */
  showSeen: boolean;
}

/** The last 30 days: a month of exceptions, whatever day of the month it is. */
const DEFAULT_PERIOD = 'last30Days';

const isKind = (value: string | null): value is ExceptionKind => isOneOf(EXCEPTION_KINDS, value);

const filters: ScreenCodec<ExceptionsFilters> = {
  read: (params) => {
    const kind = params.get('kind');
    return { kind: isKind(kind) ? kind : null, showSeen: readFlag(params, 'seen') };
  },
  write: (state) => ({ kind: state.kind ?? undefined, seen: writeFlag(state.showSeen) }),
};

const codec = joinCodecs(periodCodec(DEFAULT_PERIOD), filters);

export function useExceptionsStore() {
  const [state, , set] = useScreenState(codec);
  return {
    ...state,
    ...periodSetters(set),
    setKind: set('kind'),
    setShowSeen: set('showSeen'),
  };
}
