import { useQuery } from '@tanstack/react-query';
import { IdSelect } from './IdSelect.js';
import { useT } from '../../i18n/index.js';
import { sessionQueries } from '../../app/session-queries.js';
import { referenceQueries } from '../../app/reference-queries.js';

/**
 * The location a report screen is for (the report, the VAT return, the till closings): a
 * locked user's own, else the one chosen in the screen's store (null: all locations).
 */
export function useLocationChoice(chosen: number | null) {
  const t = useT();
  const me = useQuery(sessionQueries.me());
  const locations = useQuery(referenceQueries.locations()).data?.data;
  const lockedLocationId = me.data?.locked_location_id ?? null;
  const locationId = lockedLocationId ?? chosen;
  const locationName =
    locationId === null
      ? t('report.allLocations')
      : (locations?.find((location) => location.id === locationId)?.name ?? `#${locationId}`);
  return { me, locations, lockedLocationId, locationId, locationName };
}

export type LocationChoice = ReturnType<typeof useLocationChoice>;

/** The screen's location picker; a locked user sees only their own and cannot choose "all". */
export function LocationSelect({
  choice,
  onChange,
}: {
  choice: LocationChoice;
  onChange: (id: number | null) => void;
}) {
  const t = useT();
  return (
    <IdSelect
      label={t('report.location')}
      value={choice.locationId}
      options={choice.locations}
      allLabel={choice.lockedLocationId === null ? t('report.allLocations') : undefined}
      disabled={choice.lockedLocationId !== null}
      onChange={onChange}
    />
  );
}
