import { useQuery } from '@tanstack/react-query';
import { hrefOf } from '../../app/router.js';
import { useT } from '../../i18n/index.js';
import { bookkeepingQueries, packageName, yesterday } from '../bookkeeping/index.js';

/**
 * A line when yesterday's entry did not reach the bookkeeping package as sent (booked
 * otherwise, which stops posting; failed; or blocked by a closed period), with the way to the
 * bookkeeping screen; nothing without a connection or when it went well.
 */
/** The states said here, the worst first. */
const TROUBLES = ['mismatch', 'failed', 'blocked'] as const;

export function BookkeepingLine() {
  const t = useT();
  const connection = useQuery(bookkeepingQueries.connection());
  const pkg = connection.data?.connected ? connection.data.package : null;
  const day = yesterday();
  const postings = useQuery({ ...bookkeepingQueries.postings(day, day), enabled: pkg !== null });
  const days = postings.data?.days ?? [];
  const trouble = TROUBLES.find((state) => days.some((row) => row.state === state));
  if (pkg === null || trouble === undefined) return null;
  return (
    <p
      className="banner banner--error today-bookkeeping"
      role="status"
      data-testid="today-bookkeeping"
    >
      <span>
        {t(`today.bookkeeping.${trouble}`, {
          package: packageName(t, pkg),
        })}
      </span>
      <a href={hrefOf('bookkeeping')}>{t('today.bookkeeping.open')}</a>
    </p>
  );
}
