/**
 * A screen's one day, chosen in its day field (Today, the stock value): a day after today has
 * no figures yet (the service says 400), so the field keeps to today, and the screen's own day
 * is kept as none, so its address leaves the day out.
 */
import { compareDates, type LocalDate } from '../../../shared/dates.js';

export const chooseDayUpToToday =
  (today: LocalDate, screenDay: LocalDate, setDate: (date: LocalDate | null) => void) =>
  (chosen: LocalDate | null): void => {
    if (chosen === null || compareDates(chosen, today) > 0) return;
    setDate(chosen === screenDay ? null : chosen);
  };
