/** Builds request URLs: the service's query rules (comma lists, booleans as true/false). */

export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number)[];
export type Query = Readonly<Record<string, QueryValue>>;

/** Leaves out null and undefined so callers can pass optional filters as they are. */
export function toSearchParams(query: Query = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const search = toSearchParams(query).toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}
