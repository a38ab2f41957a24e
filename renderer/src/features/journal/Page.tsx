import { useQuery } from '@tanstack/react-query';
import type { Journal } from '../../../../shared/api/journal.js';
import { parseLocalDate } from '../../../../shared/dates.js';
import { DateRange } from '../../components/form/DateRange.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { BridgeLine } from '../../components/note/BridgeLine.js';
import { ExportButton } from '../../components/export/ExportButton.js';
import { FreshnessLine } from '../../components/note/FreshnessLine.js';
import { Money } from '../../components/value/Money.js';
import { PageHeader } from '../../components/layout/PageHeader.js';
import { QueryState } from '../../components/state/QueryState.js';
import { RangeBehindNote } from '../../components/note/RangeBehindNote.js';
import { SectionCard } from '../../components/layout/SectionCard.js';
import { useFreshness } from '../../components/note/use-freshness.js';
import { countKey, useT, type MessageKey } from '../../i18n/index.js';
import { formatDay } from '../../lib/day-text.js';
import { useSettledRange } from '../../lib/use-settled-range.js';
import type { ReportFilter } from '../financial-report/index.js';
import { LocationSelect, useLocationChoice } from '../../components/form/LocationSelect.js';
import { useDateStyle, useSettingsStore } from '../../app/settings-store.js';
import { EntryTable } from './EntryTable.js';
import { MappingGap, isMappingGap } from './MappingGap.js';
import { journalQueries, journalQuery } from './queries.js';
import { useJournalStore } from './store.js';
import { periodFileNameIn } from '../../../../shared/api/user-file-names.js';

const EMPTY_FILTER: ReportFilter = { from: '', to: '', locationId: null };

const LEFT_OUT_TEXTS: Record<Journal['left_out'][number]['code'], MessageKey> = {
  payment_method_without_type: 'journal.leftOut.payment_method_without_type',
  payments_differ: 'journal.leftOut.payments_differ',
  vat_without_rate: 'journal.leftOut.vat_without_rate',
  non_revenue_without_kind: 'journal.leftOut.non_revenue_without_kind',
  rounding: 'journal.leftOut.rounding',
};

/** Days that cannot balance: named with why, so the clerk can fix them at the source. */
function LeftOutDays({ journal }: { journal: Journal }) {
  const t = useT();
  const style = useDateStyle();
  if (journal.left_out.length === 0) return null;
  return (
    <SectionCard
      id="journal-left-out"
      title={t(countKey('journal.leftOutTitle', journal.left_out.length), {
        count: journal.left_out.length,
      })}
      hint={t('journal.leftOutHint')}
      className="card--warning"
    >
      <ul className="journal-left-out">
        {journal.left_out.map((day) => {
          const date = parseLocalDate(day.date);
          return (
            <li key={day.date}>
              <strong>{date ? formatDay(date, style) : day.date}</strong>:{' '}
              {t(LEFT_OUT_TEXTS[day.code])}{' '}
              <span className="hint" lang="en">
                ({day.reason})
              </span>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}

/** Exported days changed since whose correction this range has no day for (decision 0080). */
function WaitingCorrections({ journal }: { journal: Journal }) {
  const t = useT();
  const style = useDateStyle();
  if (journal.corrections_waiting.length === 0) return null;
  return (
    <SectionCard
      id="journal-waiting"
      title={t(countKey('journal.waitingTitle', journal.corrections_waiting.length), {
        count: journal.corrections_waiting.length,
      })}
      hint={t('journal.waitingHint')}
      className="card--warning"
    >
      <ul className="journal-left-out">
        {journal.corrections_waiting.map((day) => {
          const date = parseLocalDate(day.date);
          return <li key={day.date}>{date ? formatDay(date, style) : day.date}</li>;
        })}
      </ul>
    </SectionCard>
  );
}

/** The period's journal: one balanced entry per day, ready to import or to hand over as XAF. */
export function JournalPage() {
  const t = useT();
  const store = useJournalStore();
  const choice = useLocationChoice(store.locationId);
  const { me, locationId } = choice;
  const settled = useSettledRange(store.range);
  const range = settled.range;
  const filter: ReportFilter | null = range ? { ...range, locationId } : null;
  const lang = useSettingsStore((state) => state.language);
  const options = {
    ...journalQueries.entries(filter ?? EMPTY_FILTER, lang),
    enabled: filter !== null && me.isSuccess,
  };
  const query = useQuery(options);
  const freshness = useFreshness(options);
  const gap = isMappingGap(query.error) ? query.error : null;

  return (
    <section className="page page--scroll">
      <PageHeader title={t('journal.title')} status={<FreshnessLine of={[freshness]} />}>
        <ExportButton
          path="/api/journal"
          query={filter ? journalQuery(filter) : {}}
          fileName={(lang) =>
            periodFileNameIn('journal', range && { ...range, location_id: locationId }, lang)
          }
          disabled={filter === null || settled.behind || gap !== null}
          xaf
        />
      </PageHeader>
      <div className="toolbar">
        <DateRange value={store.range} onChange={store.setRange} />
        <LocationSelect choice={choice} onChange={store.setLocationId} />
      </div>
      <RangeBehindNote settled={settled} />
      {filter === null ? null : gap ? (
        <MappingGap error={gap} />
      ) : (
        <QueryState
          query={query}
          stale={settled.behind}
          queryKey={journalQueries.entries(filter, lang).queryKey}
        >
          {(journal) => (
            <div className="report">
              <div className="stat-grid stat-grid--three">
                <div className="card stat">
                  <p className="stat__label">{t('journal.entries')}</p>
                  <p className="stat__value" data-figure="entries">
                    {journal.entries.length}
                  </p>
                </div>
                <div className="card stat">
                  <p className="stat__label">{t('journal.totalDebit')}</p>
                  <p className="stat__value" data-figure="debit">
                    <Money value={journal.debit} />
                  </p>
                </div>
                <div className="card stat">
                  <p className="stat__label">{t('journal.totalCredit')}</p>
                  <p className="stat__value" data-figure="credit">
                    <Money value={journal.credit} />
                  </p>
                </div>
              </div>
              <p className="hint">{t('journal.hint')}</p>
              <BridgeLine bridge={journal.report_bridge} view="journal" />
              <LeftOutDays journal={journal} />
              <WaitingCorrections journal={journal} />
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
          )}
        </QueryState>
      )}
    </section>
  );
}
