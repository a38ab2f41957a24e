/**
 * The catalog's count in words: the whole catalog ("2.000 producten"), or, while a search or
 * the never-priced filter narrows it, how many were found of the whole ("53 gevonden van
 * 2.000"), never the matches counted against themselves.
 */
import { countKey, type Translate } from '../../i18n/index.js';
import { formatNumber } from '../../lib/format.js';

export interface CatalogCount {
  /** The rows the table shows. */
  found: number;
  /** Every product of the catalog; undefined while that is still being read. */
  whole: number | undefined;
  /** Whether a search or a filter narrows the table. */
  narrowed: boolean;
}

export function catalogCountText(t: Translate, locale: string, count: CatalogCount): string {
  const found = formatNumber(count.found, locale, 0);
  if (!count.narrowed) return t(countKey('catalog.count', count.found), { count: found });
  if (count.whole === undefined) return t('catalog.foundOnly', { found });
  return t('catalog.found', { found, total: formatNumber(count.whole, locale, 0) });
}
