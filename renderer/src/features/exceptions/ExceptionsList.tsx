import type {
  Exception,
  ExceptionKind,
  ExceptionsResponse,
} from '../../../../shared/api/exceptions.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { LoadingState } from '../../components/state/LoadingState.js';
import { useT } from '../../i18n/index.js';
import { ExceptionsTable } from './ExceptionsTable.js';
import type { ExceptionsFilter } from './queries.js';

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

/**
 * The exceptions of the kind chosen, without the ones marked seen unless those are asked
 * for; when the marks hide every one, that is said instead of "none".
 */
export function ExceptionsList({
  answer,
  seen,
  filter,
  store,
  onSeen,
  onOpenOrders,
  onOpenProducts,
}: {
  answer: ExceptionsResponse;
  /** The ids this user marked seen; null until they are read. */
  seen: ReadonlySet<string> | null;
  filter: ExceptionsFilter;
  store: { kind: ExceptionKind | null; showSeen: boolean };
  onSeen: (exception: Exception, seen: boolean) => void;
  onOpenOrders: (exception: Exception) => void;
  onOpenProducts: (exception: Exception) => void;
}) {
  const t = useT();
  // Until the user's seen marks are read, the rows they hide would show, then go.
  if (seen === null) return <LoadingState />;
  const ofKind = answer.data.filter((row) => store.kind === null || row.kind === store.kind);
  const rows = ofKind.filter((row) => store.showSeen || !seen.has(row.id));
  const hiddenSeen = ofKind.filter((row) => seen.has(row.id)).length;
  return (
    <section className="card" aria-label={t('exc.title')}>
      {rows.length > 0 ? (
        <ExceptionsTable
          key={`${filter.from}|${filter.to}|${filter.locationId}|${store.kind}|${store.showSeen}`}
          exceptions={rows}
          seen={seen}
          onOpenOrders={onOpenOrders}
          onOpenProducts={onOpenProducts}
          onSeen={onSeen}
        />
      ) : hiddenSeen > 0 && !store.showSeen ? (
        <EmptyState title={t('exc.allSeen')} hint={t('exc.allSeenHint', { count: hiddenSeen })} />
      ) : (
        <EmptyState title={t('exc.empty')} hint={t('exc.emptyHint')} />
      )}
      <NotChecked answer={answer} />
    </section>
  );
}
