import { countKey, useT } from '../../i18n/index.js';

/**
 * While the data is being prepared after a login, the mapping lists only what the months read
 * so far use: says how many months are still coming, and offers to look again (only with
 * nothing unsaved: looking again starts the screen's copy afresh).
 */
export function MonthsStillReading({
  months,
  dirty,
  onLookAgain,
}: {
  months: readonly string[];
  dirty: boolean;
  onLookAgain: () => void;
}) {
  const t = useT();
  if (months.length === 0) return null;
  return (
    <div className="banner banner--info ledger__still-reading" role="status">
      <p>{t(countKey('ledger.stillReading', months.length), { count: months.length })}</p>
      {dirty ? null : (
        <button type="button" className="button" onClick={onLookAgain}>
          {t('ledger.stillReading.lookAgain')}
        </button>
      )}
    </div>
  );
}
