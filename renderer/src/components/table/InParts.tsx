import { useState } from 'react';
import { useLocale, useT, type MessageKey } from '../../i18n/index.js';
import { formatNumber } from '../../lib/format.js';

/**
 * A long list shown a part at a time (the exceptions of a busy year, a year's journal): the
 * rows of the parts shown so far, and how many the next part adds. Rendered whole, such a
 * list held the page for more than a second. The screen keys its table by its filter, so
 * another period or location starts at the first part again.
 */
export function useParts<Row>(rows: readonly Row[], part: number) {
  const [count, setCount] = useState(part);
  const shown = rows.slice(0, count);
  return {
    shown,
    total: rows.length,
    more: Math.min(part, rows.length - shown.length),
    showMore: () => setCount((current) => current + part),
  };
}

/** Below the list: "first N of M" in the screen's words, and the button that shows more. */
export function MoreRows({
  parts,
  shownOf,
}: {
  parts: ReturnType<typeof useParts>;
  /** The screen's "first {shown} of {total}". */
  shownOf: MessageKey;
}) {
  const t = useT();
  const locale = useLocale();
  if (parts.more <= 0) return null;
  return (
    <p className="more-rows">
      {t(shownOf, {
        shown: formatNumber(parts.shown.length, locale, 0),
        total: formatNumber(parts.total, locale, 0),
      })}{' '}
      <button type="button" className="button button--small" onClick={parts.showMore}>
        {t('list.showMore', { count: formatNumber(parts.more, locale, 0) })}
      </button>
    </p>
  );
}
