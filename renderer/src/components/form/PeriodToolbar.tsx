import type { ReactNode } from 'react';
import type { DateRangeValue } from '../../lib/date-presets.js';
import { DateRange } from './DateRange.js';
import { LocationSelect, type LocationChoice } from './LocationSelect.js';

/** What a report screen's store offers its period and location fields. */
export interface PeriodChoices {
  range: DateRangeValue;
  setRange: (range: DateRangeValue) => void;
  setLocationId: (locationId: number | null) => void;
}

/** A report screen's filters: its period and location first, then the screen's own. */
export function PeriodToolbar({
  store,
  choice,
  children,
}: {
  store: PeriodChoices;
  choice: LocationChoice;
  children?: ReactNode;
}) {
  return (
    <div className="toolbar">
      <DateRange value={store.range} onChange={store.setRange} />
      <LocationSelect choice={choice} onChange={store.setLocationId} />
      {children}
    </div>
  );
}
