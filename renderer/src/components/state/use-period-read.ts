/**
 * What a report screen reads for the period in its date fields and its location, made one
 * way for every such screen: the period settles as the user types (use-settled-range.ts), a
 * locked user's own location stands for the chosen one (LocationSelect.tsx), and the read
 * waits for a period and for the session. Its freshness (the header's line), what its
 * QueryState is given and the names of its files come with it.
 */
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import {
  periodFileNameIn,
  type FileScope,
  type UserFileKind,
} from '../../../../shared/api/user-file-names.js';
import type { DatedAnswer } from '../../../../shared/client/index.js';
import type { Language } from '../../../../shared/preferences.js';
import type { PeriodFilter } from '../../lib/dated-read.js';
import type { DateRangeValue } from '../../lib/date-presets.js';
import { useSettledRange } from '../../lib/use-settled-range.js';
import { useLocationChoice } from '../form/LocationSelect.js';
import { useFreshness } from '../note/use-freshness.js';

/** The filter of a read that waits (no period yet): its key is never read. */
const NO_PERIOD: PeriodFilter = { from: '', to: '', locationId: null };

export function usePeriodRead<Answer, Key extends QueryKey>(
  chosen: { range: DateRangeValue; locationId: number | null },
  readOf: (filter: PeriodFilter) => UseQueryOptions<DatedAnswer<Answer>, Error, Answer, Key>,
) {
  const choice = useLocationChoice(chosen.locationId);
  const settled = useSettledRange(chosen.range);
  const range = settled.range;
  const { locationId } = choice;
  const filter: PeriodFilter | null = range ? { from: range.from, to: range.to, locationId } : null;
  const read = readOf(filter ?? NO_PERIOD);
  const options = { ...read, enabled: filter !== null && choice.me.isSuccess };
  const query = useQuery(options);
  const freshness = useFreshness(options);
  return {
    choice,
    settled,
    range,
    filter,
    query,
    freshness,
    /** What the screen's QueryState is given: the read, whether it is behind, its key. */
    state: { query, stale: settled.behind, queryKey: read.queryKey },
    /** The saved file's name: the kind's word, the period and the location (and `scope`). */
    fileName:
      (kind: UserFileKind, scope: FileScope = {}) =>
      (lang: Language) =>
        periodFileNameIn(kind, range && { ...range, location_id: locationId, ...scope }, lang),
  };
}
