import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  EXCEPTION_KINDS,
  type Exception,
  type ExceptionKind,
  type ExceptionsResponse,
} from '../../../../shared/api/exceptions.js';
import { DateRange } from '../../components/form/DateRange.js';
import { CheckField } from '../../components/form/CheckField.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { LoadingState } from '../../components/state/LoadingState.js';
import { FreshnessLine } from '../../components/note/FreshnessLine.js';
import { PageHeader } from '../../components/layout/PageHeader.js';
import { QueryState } from '../../components/state/QueryState.js';
import { RangeBehindNote } from '../../components/note/RangeBehindNote.js';
import { useFreshness } from '../../components/note/use-freshness.js';
import { useT } from '../../i18n/index.js';
import { errorSentence } from '../../lib/error-text.js';
import { useSettledRange } from '../../lib/use-settled-range.js';
import { formatDay } from '../../lib/day-text.js';
import { useDateStyle } from '../../app/settings-store.js';
import { UNSEEN_WINDOW_DAYS } from './unseen.js';
import { LocationSelect, useLocationChoice } from '../../components/form/LocationSelect.js';
import { BelowCostOrders } from './BelowCostOrders.js';
import { ordersOf, stateOf } from './exception-text.js';
import { ExceptionOrders } from './ExceptionOrders.js';
import { ExceptionsTable } from './ExceptionsTable.js';
import { StateProducts } from './StateProducts.js';
import { exceptionsQueries, useMarkSeen, type ExceptionsFilter } from './queries.js';
import { useExceptionsStore } from './store.js';
import { ThresholdsDrawer } from './ThresholdsForm.js';

const EMPTY_FILTER: ExceptionsFilter = { from: '', to: '', locationId: null };

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
  const id = useId();
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : 0;
  return (
    <label className="field" htmlFor={id}>
      <span className="field__label">{t('exc.kind')}</span>
      <select
        id={id}
        className="input"
        value={value ?? ''}
        onChange={(event) =>
          onChange(EXCEPTION_KINDS.find((kind) => kind === event.target.value) ?? null)
        }
      >
        <option value="">{t('exc.allKinds', { count: total })}</option>
        {EXCEPTION_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t('exc.kindCount', { kind: t(`exc.kind.${kind}`), count: counts?.[kind] ?? 0 })}
          </option>
        ))}
      </select>
    </label>
  );
}

function NotChecked({ answer }: { answer: ExceptionsResponse }) {
  const t = useT();
  const costs = answer.not_checked.some((row) => row.kind === 'price_below_cost');
  return (
    <ul className="hint exc__notes">
      <li>
        <strong>{t('exc.notChecked')}:</strong> {t('exc.notChecked.manual_price_change')}
        {costs ? ` ${t('exc.notChecked.costs')}` : ''}
      </li>
      <li>{t('exc.cashierNote')}</li>
    </ul>
  );
}

/** What to look at: the period's exceptions, newest first, with the user's seen marks. */
export function ExceptionsPage() {
  const t = useT();
  const style = useDateStyle();
  const store = useExceptionsStore();
  const choice = useLocationChoice(store.locationId);
  const { me, locationId } = choice;
  const settled = useSettledRange(store.range);
  const range = settled.range;
  const filter: ExceptionsFilter | null = range ? { ...range, locationId } : null;
  const options = {
    ...exceptionsQueries.list(filter ?? EMPTY_FILTER),
    enabled: filter !== null && me.isSuccess,
  };
  const query = useQuery(options);
  const freshness = useFreshness(options);
  const markSeen = useMarkSeen();
  const seenQuery = useQuery(exceptionsQueries.seen());
  const seen = new Set(seenQuery.data?.ids);
  const [opened, setOpened] = useState<Exception | null>(null);
  const openedAt = opened === null ? null : ordersOf(opened);
  const [openedState, setOpenedState] = useState<Exception | null>(null);
  const openedProducts = openedState === null ? null : stateOf(openedState);
  const [thresholdsOpen, setThresholdsOpen] = useState(false);
  const shown = (answer: ExceptionsResponse) =>
    answer.data.filter(
      (row) =>
        (store.kind === null || row.kind === store.kind) && (store.showSeen || !seen.has(row.id)),
    );

  return (
    <section className="page page--scroll">
      <PageHeader title={t('exc.title')} status={<FreshnessLine of={[freshness]} />}>
        <button type="button" className="button" onClick={() => setThresholdsOpen(true)}>
          {t('exc.thresholds.title')}
        </button>
      </PageHeader>
      <p className="hint">{t('exc.intro')}</p>
      <div className="toolbar">
        <DateRange value={store.range} onChange={store.setRange} />
        <LocationSelect choice={choice} onChange={store.setLocationId} />
        <KindSelect value={store.kind} counts={query.data?.counts} onChange={store.setKind} />
        <CheckField
          label={t('exc.showSeen')}
          checked={store.showSeen}
          onChange={store.setShowSeen}
        />
      </div>
      {range ? (
        <p className="hint" data-testid="exc-scope">
          {t('exc.scope', {
            from: formatDay(range.from, style),
            to: formatDay(range.to, style),
            days: UNSEEN_WINDOW_DAYS,
          })}
        </p>
      ) : null}
      <RangeBehindNote settled={settled} />
      {markSeen.isError ? (
        <p className="banner banner--error" role="alert">
          {t('exc.seenFailed', { reason: errorSentence(t, markSeen.error) })}
        </p>
      ) : null}
      {filter === null ? null : (
        <QueryState
          query={query}
          stale={settled.behind}
          queryKey={exceptionsQueries.list(filter).queryKey}
          period={range}
        >
          {(answer) => {
            // Until the user's seen marks are read, the rows they hide would show, then go.
            if (seenQuery.isPending) return <LoadingState />;
            const rows = shown(answer);
            const hiddenSeen = answer.data.filter(
              (row) => seen.has(row.id) && (store.kind === null || row.kind === store.kind),
            ).length;
            return (
              <section className="card" aria-label={t('exc.title')}>
                {rows.length > 0 ? (
                  <ExceptionsTable
                    key={`${filter.from}|${filter.to}|${filter.locationId}|${store.kind}|${store.showSeen}`}
                    exceptions={rows}
                    seen={seen}
                    onOpenOrders={setOpened}
                    onOpenProducts={setOpenedState}
                    onSeen={(exception, seen) => markSeen.mutate({ exception, seen })}
                  />
                ) : hiddenSeen > 0 && !store.showSeen ? (
                  <EmptyState
                    title={t('exc.allSeen')}
                    hint={t('exc.allSeenHint', { count: hiddenSeen })}
                  />
                ) : (
                  <EmptyState title={t('exc.empty')} hint={t('exc.emptyHint')} />
                )}
                <NotChecked answer={answer} />
              </section>
            );
          }}
        </QueryState>
      )}
      {thresholdsOpen ? (
        <ThresholdsDrawer
          readOnly={choice.lockedLocationId !== null}
          onClose={() => setThresholdsOpen(false)}
        />
      ) : null}
      {opened !== null && openedAt?.kind === 'day' ? (
        <ExceptionOrders
          exception={opened}
          day={openedAt.day}
          shopId={openedAt.shopId}
          onClose={() => setOpened(null)}
        />
      ) : opened !== null && openedAt?.kind === 'product' && filter !== null ? (
        <BelowCostOrders
          exception={opened}
          filter={filter}
          productId={openedAt.productId}
          orderIds={openedAt.orderIds}
          onClose={() => setOpened(null)}
        />
      ) : null}
      {openedProducts !== null && filter !== null ? (
        <StateProducts
          kind={openedProducts.kind}
          products={openedProducts.products}
          period={filter}
          onClose={() => setOpenedState(null)}
        />
      ) : null}
    </section>
  );
}
