/**
 * What filing a VAT period refuses, each with its code and parameters, so a client can word it
 * in its user's language.
 */
import type { VatFiling } from '../../../../shared/api/vat-filings.js';
import type { LocalDate } from '../../../../shared/dates.js';
import { ApiError } from '../../core/errors.js';

const scopeOf = (locationId: number | null): string =>
  locationId === null ? 'all locations' : `location ${locationId}`;

/** 400 `filing_period_invalid`: a return is of a month, a quarter or a year. */
export const notAReturnPeriod = ({ from, to }: { from: LocalDate; to: LocalDate }): ApiError =>
  new ApiError(
    400,
    `field 'to': ${from} to ${to} is not a period a VAT return is filed for; file a calendar ` +
      'month, a calendar quarter or a calendar year',
    {},
    { code: 'filing_period_invalid', fields: { field: 'to', params: { field: 'to', from, to } } },
  );

/**
 * 409 `filing_overlaps`: a filing shares days and a location with one filed already (the same
 * location, or either is all locations'), naming it (`overlapping_filing`).
 */
export const overlapsFiled = (filing: VatFiling, other: VatFiling): ApiError =>
  new ApiError(
    409,
    `${filing.from} to ${filing.to} (${scopeOf(filing.location_id)}) overlaps the filed ` +
      `period ${other.from} to ${other.to} (${scopeOf(other.location_id)}; ${other.id}, filed ` +
      `${other.filed_at} by ${other.filed_by}): a day's turnover is filed once; un-file that ` +
      `one first (DELETE /api/vat-return/filed/${other.id}) if it was marked by mistake`,
    {},
    {
      code: 'filing_overlaps',
      fields: {
        params: { from: other.from, to: other.to },
        overlapping_filing: {
          id: other.id,
          from: other.from,
          to: other.to,
          location_id: other.location_id,
        },
      },
    },
  );
