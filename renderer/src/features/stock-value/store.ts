/**
 * The stock value screen's day, kept in the address (`#/stock-value?date=2026-10-31`). No date:
 * the default day (default-date.ts), so a link without one follows the calendar.
 */
import { parseLocalDate, type LocalDate } from '../../../../shared/dates.js';
import { useScreenState, type ScreenCodec } from '../../app/screen-state.js';

interface StockValueFilters {
  date: LocalDate | null;
}

const codec: ScreenCodec<StockValueFilters> = {
  read: (params) => ({ date: parseLocalDate(params.get('date') ?? '') }),
  write: (state) => ({ date: state.date ?? undefined }),
};

export function useStockValueStore() {
  const [state, , set] = useScreenState(codec);
  return { ...state, setDate: set('date') };
}
