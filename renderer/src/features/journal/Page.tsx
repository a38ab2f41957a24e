import type { JournalAnswer } from '../../../../shared/api/journal.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { BridgeLine } from '../../components/note/BridgeLine.js';
import { ExportButton } from '../../components/export/ExportButton.js';
import { FreshnessLine } from '../../components/note/FreshnessLine.js';
import { PageHeader } from '../../components/layout/PageHeader.js';
import { PeriodToolbar } from '../../components/form/PeriodToolbar.js';
import { QueryState } from '../../components/state/QueryState.js';
import { RangeBehindNote } from '../../components/note/RangeBehindNote.js';
import { MoneyStat, StatCard } from '../../components/layout/StatCard.js';
import { usePeriodRead } from '../../components/state/use-period-read.js';
import { useT } from '../../i18n/index.js';
import { useSettingsStore } from '../../app/settings-store.js';
import { EntryTable } from './EntryTable.js';
import { LeftOutDays, StockChangesMissing, WaitingCorrections } from './JournalDays.js';
import { MappingGap, isMappingGap } from './MappingGap.js';
import { journalQueries, journalQuery } from './queries.js';
import { useJournalStore } from './store.js';

/** The period's journal: one balanced entry per day, ready to import or to hand over as XAF. */
export function JournalPage() {
  const t = useT();
  const store = useJournalStore();
  const lang = useSettingsStore((state) => state.language);
  const read = usePeriodRead(store, (filter) => journalQueries.entries(filter, lang));
  const { filter, query } = read;
  const gap = isMappingGap(query.error) ? query.error : null;

  return (
    <section className="page page--scroll">
      <PageHeader title={t('journal.title')} status={<FreshnessLine of={[read.freshness]} />}>
        <ExportButton
          path="/api/journal"
          query={filter ? journalQuery(filter) : {}}
          fileName={read.fileName('journal')}
          disabled={filter === null || read.settled.behind || gap !== null}
          xaf
        />
      </PageHeader>
      <PeriodToolbar store={store} choice={read.choice} />
      <RangeBehindNote settled={read.settled} />
      {filter === null ? null : gap ? (
        <MappingGap error={gap} />
      ) : (
        <QueryState {...read.state}>{(journal) => <JournalBody journal={journal} />}</QueryState>
      )}
    </section>
  );
}

/** The journal read: its totals, what it leaves out or waits for, and its entries. */
function JournalBody({ journal }: { journal: JournalAnswer }) {
  const t = useT();
  return (
    <div className="report">
      <div className="stat-grid stat-grid--three">
        <StatCard label={t('journal.entries')} figure="entries">
          {journal.entries.length}
        </StatCard>
        <MoneyStat label={t('journal.totalDebit')} figure="debit" value={journal.debit} />
        <MoneyStat label={t('journal.totalCredit')} figure="credit" value={journal.credit} />
      </div>
      <p className="hint">{t('journal.hint')}</p>
      <BridgeLine bridge={journal.report_bridge} view="journal" />
      <LeftOutDays journal={journal} />
      <WaitingCorrections journal={journal} />
      <StockChangesMissing journal={journal} />
      <section className="card">
        {journal.entries.length === 0 ? (
          <EmptyState title={t('journal.empty')} />
        ) : (
          // Scrolls by itself (its heads stay in view): reachable by keyboard, named.
          <div
            className="wide-table wide-table--long"
            tabIndex={0}
            role="region"
            aria-label={t('journal.entries')}
          >
            <EntryTable
              key={`${journal.from}|${journal.to}|${journal.location_id}`}
              journal={journal}
            />
          </div>
        )}
      </section>
    </div>
  );
}
