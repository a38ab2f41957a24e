/**
 * Builders for the upstream filter list (protocol §3): `{name: "<path>__<op>", val}` or, for
 * lists, `{name: "<path>__in_list", multi_val}`. All filters in a list are ANDed.
 */
import type { UpstreamFilter } from './wire.js';

/** A filter of a list call, for the service's layers above the data layer (which may not import wire.ts). */
export type { UpstreamFilter };

type ComparisonOperator = '=' | '>=' | '<' | '<=' | '>' | 'ilike' | 'notnull';

/** The upstream only understands "1"/"0" for booleans in filters. */
const wireValue = (value: string | number | boolean | null): string | number | null =>
  typeof value === 'boolean' ? (value ? '1' : '0') : value;

export function where(
  field: string,
  op: ComparisonOperator,
  val: string | number | boolean | null,
): UpstreamFilter {
  return { name: `${field}__${op}`, val: wireValue(val) };
}

/** Matches any of `values`. An empty list matches nothing upstream, so callers skip the call. */
export function inList(field: string, values: readonly (string | number)[]): UpstreamFilter {
  return { name: `${field}__in_list`, multi_val: [...values] };
}
