import type { ReactNode } from 'react';
import type { Journal } from '../../../../shared/api/journal.js';
import type { LocalDate } from '../../../../shared/dates.js';
import { SectionCard } from '../../components/layout/SectionCard.js';
import { countKey, useT, type MessageKey } from '../../i18n/index.js';
import { formatDay } from '../../lib/day-text.js';
import { useDateStyle } from '../../app/settings-store.js';

const LEFT_OUT_TEXTS: Record<Journal['left_out'][number]['code'], MessageKey> = {
  payment_method_without_type: 'journal.leftOut.payment_method_without_type',
  payments_differ: 'journal.leftOut.payments_differ',
  vat_without_rate: 'journal.leftOut.vat_without_rate',
  non_revenue_without_kind: 'journal.leftOut.non_revenue_without_kind',
  rounding: 'journal.leftOut.rounding',
};

/** A warning card listing days, titled with their count; none, no card. */
function DaysCard<Day extends { date: LocalDate }>({
  id,
  title,
  hint,
  days,
  line,
}: {
  id: string;
  title: 'journal.leftOutTitle' | 'journal.waitingTitle' | 'journal.stockMissingTitle';
  hint: MessageKey;
  days: readonly Day[];
  /** A day's line, given the day as written. */
  line: (day: Day, written: string) => ReactNode;
}) {
  const t = useT();
  const style = useDateStyle();
  if (days.length === 0) return null;
  return (
    <SectionCard
      id={id}
      title={t(countKey(title, days.length), { count: days.length })}
      hint={t(hint)}
      className="card--warning"
    >
      <ul className="journal-left-out">
        {days.map((day) => (
          <li key={day.date}>{line(day, formatDay(day.date, style))}</li>
        ))}
      </ul>
    </SectionCard>
  );
}

/** Days that cannot balance: named with why, so the clerk can fix them at the source. */
export function LeftOutDays({ journal }: { journal: Journal }) {
  const t = useT();
  return (
    <DaysCard
      id="journal-left-out"
      title="journal.leftOutTitle"
      hint="journal.leftOutHint"
      days={journal.left_out}
      line={(day, written) => (
        <>
          <strong>{written}</strong>: {t(LEFT_OUT_TEXTS[day.code])}{' '}
          <span className="hint" lang="en">
            ({day.reason})
          </span>
        </>
      )}
    />
  );
}

/** Exported days changed since whose correction this range has no day for (decision 0080). */
export function WaitingCorrections({ journal }: { journal: Journal }) {
  return (
    <DaysCard
      id="journal-waiting"
      title="journal.waitingTitle"
      hint="journal.waitingHint"
      days={journal.corrections_waiting}
      line={(_day, written) => written}
    />
  );
}

/** Month ends whose stock change the journal could not post: its value at cost not known. */
export function StockChangesMissing({ journal }: { journal: Journal }) {
  return (
    <DaysCard
      id="journal-stock-missing"
      title="journal.stockMissingTitle"
      hint="journal.stockMissingHint"
      days={journal.stock_changes_missing}
      line={(day, written) => (
        <>
          <strong>{written}</strong>{' '}
          <span className="hint" lang="en">
            ({day.reason})
          </span>
        </>
      )}
    />
  );
}
