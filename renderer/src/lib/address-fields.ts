/**
 * How each kind of screen state is written in the address (`#/screen?period=lastMonth&…`):
 * short, readable names a colleague can edit by hand, and nothing written that equals the
 * screen's default. Reading is lenient: a value that does not fit is the default, never an
 * error, because the address may come from an old or hand-edited link.
 */
import type { SortingState } from '@tanstack/react-table';
import { COLUMN_ID } from '../../../shared/table-layouts.js';
import { PRESETS, type DateRangeValue, type Preset } from './date-presets.js';

/** Parameter values to write; `undefined` leaves a parameter out. */
export type AddressValues = Record<string, string | undefined>;

const isPreset = (value: string | null): value is Preset =>
  PRESETS.some((preset) => preset === value);

/** `period=lastQuarter`, or `period=custom&from=2026-10-01&to=2026-10-31`. */
export function readRange(params: URLSearchParams, fallback: Preset): DateRangeValue {
  const period = params.get('period');
  const preset = isPreset(period) ? period : fallback;
  return preset === 'custom'
    ? { preset, from: params.get('from') ?? '', to: params.get('to') ?? '' }
    : { preset, from: '', to: '' };
}

export function writeRange(range: DateRangeValue, fallback: Preset): AddressValues {
  if (range.preset !== 'custom') {
    return { period: range.preset === fallback ? undefined : range.preset };
  }
  return { period: 'custom', from: range.from || undefined, to: range.to || undefined };
}

/** `sort=-date,title`: column ids in order, `-` for descending. */
export function readSorting(params: URLSearchParams, fallback: SortingState): SortingState {
  const text = params.get('sort');
  if (text === null) return fallback;
  return text
    .split(',')
    .filter((part) => /^-?[A-Za-z_]\w*$/.test(part))
    .map((part) => ({ id: part.replace(/^-/, ''), desc: part.startsWith('-') }));
}

export function writeSorting(sorting: SortingState, fallback: SortingState): AddressValues {
  const text = sorting.map((entry) => `${entry.desc ? '-' : ''}${entry.id}`).join(',');
  const fallbackText = fallback.map((entry) => `${entry.desc ? '-' : ''}${entry.id}`).join(',');
  // An empty sort differs from a default one, so it is written as an empty value.
  return { sort: text === fallbackText ? undefined : text };
}

/**
 * `cols=sku,title,ppu_wt`: the visible columns in on-screen order, or null when the address
 * names none (the table then shows the user's own layout). Ids the table lacks are the
 * table's to ignore (lib/column-layout.ts).
 */
export function readColumns(params: URLSearchParams): string[] | null {
  const ids = (params.get('cols') ?? '').split(',').filter((id) => COLUMN_ID.test(id));
  return ids.length === 0 ? null : [...new Set(ids)];
}

export const writeColumns = (columns: readonly string[] | null): string | undefined =>
  columns === null || columns.length === 0 ? undefined : columns.join(',');

/** A positive whole id (`shop=2003`), or null. */
export function readId(params: URLSearchParams, name: string): number | null {
  const text = params.get(name) ?? '';
  return /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null;
}

export const writeId = (id: number | null): string | undefined =>
  id === null ? undefined : String(id);

/** `name=1` for on; absent for off. */
export const readFlag = (params: URLSearchParams, name: string): boolean =>
  params.get(name) === '1';

export const writeFlag = (on: boolean): string | undefined => (on ? '1' : undefined);

/** Parameters in a fixed order, defaults left out, so equal states give equal addresses. */
export function toQuery(values: AddressValues): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) params.set(name, value);
  }
  return params.toString();
}
