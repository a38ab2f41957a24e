import type { Journal } from '../../../../shared/api/journal.js';
import { Money } from '../../components/value/Money.js';
import { MoreRows, useParts } from '../../components/table/InParts.js';
import { PlainTable } from '../../components/table/PlainTable.js';
import type { HeadColumn } from '../../components/table/PlainTableHead.js';
import { useT } from '../../i18n/index.js';
import { formatDay } from '../../lib/day-text.js';
import { formatDateTime } from '../../lib/format.js';
import { useDateStyle } from '../../app/settings-store.js';
import { MoneyCell } from '../../components/table/MoneyCell.js';

/**
 * The days shown at first, and how many more each click on "show more" adds: two months, so a
 * month always shows whole. A busy shop's year is some 13,500 lines (50,000 products, 300
 * orders a day): rendered at once, 95,000 elements held the page for 1.4 s.
 */
export const JOURNAL_PART = 62;

/**
 * Every entry with its lines, a part at a time, as the bookkeeping package will show them after the import:
 * the day and entry number above (a correction with the day it corrects; an exported entry
 * marked, as it stays), the lines below, debit and credit totals that agree.
 */
export function EntryTable({ journal }: { journal: Journal }) {
  const t = useT();
  const style = useDateStyle();
  const parts = useParts(journal.entries, JOURNAL_PART);
  const columns: HeadColumn[] = [
    { label: t('journal.account') },
    { label: t('journal.description') },
    { label: t('journal.vatCode') },
    { label: t('journal.debit'), align: 'end' },
    { label: t('journal.credit'), align: 'end' },
  ];
  return (
    <>
      <PlainTable caption={t('journal.title')} className="journal-lines" columns={columns}>
        {parts.shown.map((entry) => (
          <tbody key={entry.number} data-entry={entry.number}>
            <tr className="journal-lines__entry">
              <th scope="rowgroup" colSpan={3}>
                {formatDay(entry.date, style)} · {entry.number}
                {/* A correction says which exported day it corrects (its description). */}
                {entry.corrects === null ? null : <> · {entry.description}</>}
                {entry.exported_at === null ? null : (
                  <>
                    {' '}
                    <span className="badge badge--muted">
                      {t('journal.exported', { date: formatDateTime(entry.exported_at, style) })}
                    </span>
                  </>
                )}
              </th>
              <MoneyCell value={entry.debit} />
              <MoneyCell value={entry.credit} />
            </tr>
            {entry.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.account}</td>
                <td>{line.description}</td>
                <td>{line.vat_code ?? ''}</td>
                <td className="numeric">{line.debit === 0 ? '' : <Money value={line.debit} />}</td>
                <td className="numeric">
                  {line.credit === 0 ? '' : <Money value={line.credit} />}
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </PlainTable>
      <MoreRows parts={parts} shownOf="journal.shownOf" />
    </>
  );
}
