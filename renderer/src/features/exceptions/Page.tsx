import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectField } from '../../components/form/SelectField.js';
import {
  EXCEPTION_KINDS,
  type Exception,
  type ExceptionKind,
  type ExceptionsResponse,
} from '../../../../shared/api/exceptions.js';
import { PeriodToolbar } from '../../components/form/PeriodToolbar.js';
import { CheckField } from '../../components/form/CheckField.js';
import { FreshnessLine } from '../../components/note/FreshnessLine.js';
import { PageHeader } from '../../components/layout/PageHeader.js';
import { QueryState } from '../../components/state/QueryState.js';
import { RangeBehindNote } from '../../components/note/RangeBehindNote.js';
import { usePeriodRead } from '../../components/state/use-period-read.js';
import { useT } from '../../i18n/index.js';
import { errorSentence } from '../../lib/error-text.js';
import { formatDay } from '../../lib/day-text.js';
import { useDateStyle } from '../../app/settings-store.js';
import type { ResolvedRange } from '../../lib/date-presets.js';
import { UNSEEN_WINDOW_DAYS } from './unseen.js';
import { exceptionsQueries, useMarkSeen } from './queries.js';
import { useExceptionsStore } from './store.js';
import { ThresholdsDrawer } from './ThresholdsForm.js';
import { ExceptionsList } from './ExceptionsList.js';
import { OpenedDrawers } from './OpenedDrawers.js';

function KindSelect({
  value,
  counts,
  onChange,
}: {
  value: ExceptionKind | null;
  counts: ExceptionsResponse['counts'] | undefined;
  onChange: (kind: ExceptionKind | null) => void;
}) {
  const t = useT();
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : 0;
  return (
    <SelectField
      label={t('exc.kind')}
      value={value ?? ''}
      options={[
        { value: '', label: t('exc.allKinds', { count: total }) },
        ...EXCEPTION_KINDS.map((kind) => ({
          value: kind,
          label: t('exc.kindCount', { kind: t(`exc.kind.${kind}`), count: counts?.[kind] ?? 0 }),
        })),
      ]}
      onChange={(chosen) => onChange(EXCEPTION_KINDS.find((kind) => kind === chosen) ?? null)}
    />
  );
}

/** What to look at: the period's exceptions, newest first, with the user's seen marks. */
export function ExceptionsPage() {
  const t = useT();
  const store = useExceptionsStore();
  const read = usePeriodRead(store, exceptionsQueries.list);
  const { choice, filter, query } = read;
  const markSeen = useMarkSeen();
  const seenQuery = useQuery(exceptionsQueries.seen());
  const [opened, setOpened] = useState<Exception | null>(null);
  const [openedState, setOpenedState] = useState<Exception | null>(null);
  const [thresholdsOpen, setThresholdsOpen] = useState(false);

  return (
    <section className="page page--scroll">
      <PageHeader title={t('exc.title')} status={<FreshnessLine of={[read.freshness]} />}>
        <button type="button" className="button" onClick={() => setThresholdsOpen(true)}>
          {t('exc.thresholds.title')}
        </button>
      </PageHeader>
      <p className="hint">{t('exc.intro')}</p>
      <PeriodToolbar store={store} choice={choice}>
        <KindSelect value={store.kind} counts={query.data?.counts} onChange={store.setKind} />
        <CheckField
          label={t('exc.showSeen')}
          checked={store.showSeen}
          onChange={store.setShowSeen}
        />
      </PeriodToolbar>
      <ScopeLine range={read.range} />
      <RangeBehindNote settled={read.settled} />
      {markSeen.isError ? (
        <p className="banner banner--error" role="alert">
          {t('exc.seenFailed', { reason: errorSentence(t, markSeen.error) })}
        </p>
      ) : null}
      {filter === null ? null : (
        <QueryState {...read.state} period={read.range}>
          {(answer) => (
            <ExceptionsList
              answer={answer}
              seen={seenQuery.isPending ? null : new Set(seenQuery.data?.ids)}
              filter={filter}
              store={store}
              onSeen={(exception, seen) => markSeen.mutate({ exception, seen })}
              onOpenOrders={setOpened}
              onOpenProducts={setOpenedState}
            />
          )}
        </QueryState>
      )}
      {thresholdsOpen ? (
        <ThresholdsDrawer
          readOnly={choice.lockedLocationId !== null}
          onClose={() => setThresholdsOpen(false)}
        />
      ) : null}
      <OpenedDrawers
        filter={filter}
        opened={opened}
        openedState={openedState}
        stockSnapshot={query.data?.stock_snapshot ?? null}
        onCloseOrders={() => setOpened(null)}
        onCloseState={() => setOpenedState(null)}
      />
    </section>
  );
}

/** The period the exceptions are looked for in, and how far back the badge looks. */
function ScopeLine({ range }: { range: ResolvedRange | null }) {
  const t = useT();
  const style = useDateStyle();
  if (!range) return null;
  return (
    <p className="hint" data-testid="exc-scope">
      {t('exc.scope', {
        from: formatDay(range.from, style),
        to: formatDay(range.to, style),
        days: UNSEEN_WINDOW_DAYS,
      })}
    </p>
  );
}
