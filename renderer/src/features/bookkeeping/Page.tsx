import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/layout/PageHeader.js';
import { useT } from '../../i18n/index.js';
import { AccountsCard } from './AccountsCard.js';
import { ConnectionCard } from './ConnectionCard.js';
import { PostingsCard } from './PostingsCard.js';
import { bookkeepingQueries } from './queries.js';
import { ScheduleCard } from './ScheduleCard.js';

/**
 * Posting the journal into the bookkeeping package: connect it, see what of the
 * ledger mapping it lacks, post a month as a calendar of each day's state, and post every
 * morning by itself. A location-locked user sees and posts their location's entries.
 */
export function BookkeepingPage() {
  const t = useT();
  const connection = useQuery(bookkeepingQueries.connection());
  const connected = connection.data?.connected === true;
  return (
    <section className="page page--scroll bk-page">
      <PageHeader title={t('bk.title')} />
      <ConnectionCard />
      {connected ? (
        <>
          <AccountsCard />
          <PostingsCard />
          <ScheduleCard />
        </>
      ) : null}
    </section>
  );
}
