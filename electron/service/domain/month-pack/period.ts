/**
 * The period of a month pack asked for by hand: a month (`YYYY-MM`), or `from` and `to`
 * (Amsterdam days, `to` defaulting to `from`), never both; at most the service's longest range.
 */
import {
  addDays,
  addYears,
  compareDates,
  parseLocalDate,
  type LocalDate,
} from '../../../../shared/dates.js';
import { badRequest, fromAfterTo, refusal } from '../../core/errors.js';
import { monthPeriod, type Period } from '../scheduling/schedule-times.js';

interface PeriodInput {
  month?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const dayOf = (text: string, field: string): LocalDate => {
  const day = parseLocalDate(text);
  if (day === null) {
    throw refusal(400, 'invalid_field', `field '${field}' must be a calendar date YYYY-MM-DD`, {
      field,
    });
  }
  return day;
};

export function packPeriod(input: PeriodInput, maxRangeYears: number): Period {
  if (input.month !== undefined) {
    if (input.from !== undefined || input.to !== undefined) {
      throw badRequest("give either field 'month' or fields 'from' and 'to', not both");
    }
    return monthPeriod(Number(input.month.slice(0, 4)), Number(input.month.slice(5, 7)));
  }
  if (input.from === undefined) {
    throw badRequest("field 'month' (YYYY-MM) or field 'from' (YYYY-MM-DD) is required");
  }
  const from = dayOf(input.from, 'from');
  const to = input.to === undefined ? from : dayOf(input.to, 'to');
  if (compareDates(from, to) > 0) throw fromAfterTo(from, to, 'field');
  if (compareDates(to, addDays(addYears(from, maxRangeYears), -1)) > 0) {
    throw badRequest(
      `fields 'from' (${from}) and 'to' (${to}) span more than ${maxRangeYears} years`,
    );
  }
  return { from, to };
}
