/**
 * The journal's period and location, kept in the address
 * (`#/journal?period=lastMonth&location=1001`); last month is the default, the period a
 * bookkeeper posts.
 */
import { periodCodec, periodSetters } from '../../app/screen-codecs.js';
import { useScreenState } from '../../app/screen-state.js';

const codec = periodCodec('lastMonth');

export function useJournalStore() {
  const [state, , set] = useScreenState(codec);
  return { ...state, ...periodSetters(set) };
}
