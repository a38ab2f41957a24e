import { useT } from '../../i18n/index.js';
import type { RowStatus } from './editor.js';

const CLASS: Record<RowStatus, string> = {
  set: 'badge badge--positive',
  default: 'badge badge--muted',
  missing: 'badge badge--warning',
  optional: 'badge badge--muted',
};

/** Whether a row posts to an account it was given, to its default, or to none yet. */
export function StatusBadge({ status }: { status: RowStatus }) {
  const t = useT();
  return (
    <span className={CLASS[status]} data-status={status}>
      {t(`ledger.source.${status}`)}
    </span>
  );
}
