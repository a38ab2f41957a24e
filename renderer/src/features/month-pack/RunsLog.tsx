import { useQuery } from '@tanstack/react-query';
import type { MonthPackRun } from '../../../../shared/api/month-pack.js';
import type { RunError } from '../../../../shared/api/run-error.js';
import { ApiError } from '../../../../shared/client/index.js';
import { TechnicalDetails } from '../../components/state/TechnicalDetails.js';
import { useErrorSentence } from '../../components/state/use-error-sentence.js';
import { parseLocalDate } from '../../../../shared/dates.js';
import type { DateStyle } from '../../../../shared/preferences.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { PlainTable } from '../../components/table/PlainTable.js';
import type { HeadColumn } from '../../components/table/PlainTableHead.js';
import { QueryState } from '../../components/state/QueryState.js';
import { SectionCard } from '../../components/layout/SectionCard.js';
import { countKey, useT } from '../../i18n/index.js';
import { formatDay } from '../../lib/day-text.js';
import { formatDateTime } from '../../lib/format.js';
import { referenceQueries } from '../../app/reference-queries.js';
import { useDateStyle } from '../../app/settings-store.js';
import type { useRunsLog } from './queries.js';

const dayText = (text: string, style: DateStyle): string => {
  const date = parseLocalDate(text);
  return date ? formatDay(date, style) : text;
};

const BADGES: Record<MonthPackRun['status'], string> = {
  running: 'badge badge--accent',
  written: 'badge badge--positive',
  failed: 'badge badge--negative',
  cancelled: 'badge badge--muted',
  interrupted: 'badge badge--muted',
};

function RunFiles({ run }: { run: MonthPackRun }) {
  const t = useT();
  if (run.status === 'running') {
    return <>{t('pack.writing', { done: run.files.length, total: run.file_count })}</>;
  }
  if (run.files.length === 0) return <span className="muted">{t('pack.nothingWritten')}</span>;
  return (
    <details className="run-files">
      <summary>
        {t(countKey('pack.runs.fileCount', run.files.length), { count: run.files.length })}
      </summary>
      <ul>
        {run.files.map((file) => (
          <li key={file.name}>
            <code>{file.name}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * Why a run failed, in the user's words (its code and parameters, as a refusal on the screen
 * is worded); what support needs behind "Technische details" (TechnicalDetails.tsx).
 */
export function RunFailure({ error }: { error: RunError }) {
  const sentence = useErrorSentence();
  const failure = new ApiError({ error: '', ...error });
  return (
    <div className="run-error">
      <p>{sentence(failure)}</p>
      <TechnicalDetails error={failure} />
    </div>
  );
}

function RunRow({ run, locationName }: { run: MonthPackRun; locationName: string | null }) {
  const t = useT();
  const style = useDateStyle();
  return (
    <tr data-run={run.id} data-status={run.status}>
      <td>{formatDateTime(run.started_at, style)}</td>
      <td>
        {dayText(run.from, style)} – {dayText(run.to, style)}
        {locationName ? <span className="muted"> · {locationName}</span> : null}
      </td>
      <td>{t(run.trigger === 'manual' ? 'pack.runs.manual' : 'pack.runs.scheduled')}</td>
      <td className="wrap runs-table__files">
        <RunFiles run={run} />
        <div className="muted run-folder">{t('pack.runs.inFolder', { folder: run.folder })}</div>
      </td>
      <td className="wrap runs-table__outcome">
        <span className={BADGES[run.status]}>{t(`pack.status.${run.status}`)}</span>
        {run.error ? <RunFailure error={run.error} /> : null}
      </td>
    </tr>
  );
}

/**
 * Every run of the pack, by hand and scheduled, newest first: when, period, files, outcome.
 * The page's own read of the log (one reader, so one poll while a run is under way).
 */
export function RunsLog({ runs }: { runs: ReturnType<typeof useRunsLog> }) {
  const t = useT();
  const locations = useQuery(referenceQueries.locations()).data?.data;
  const nameOf = (id: number | null) =>
    id === null ? null : (locations?.find((location) => location.id === id)?.name ?? `#${id}`);
  const columns: HeadColumn[] = [
    { label: t('pack.runs.when') },
    { label: t('pack.runs.period') },
    { label: t('pack.runs.how') },
    { label: t('pack.runs.files') },
    { label: t('pack.runs.outcome') },
  ];
  return (
    <SectionCard id="pack-runs" title={t('pack.runs')}>
      <QueryState query={runs}>
        {(answer) =>
          answer.data.length === 0 ? (
            <EmptyState title={t('pack.runs.empty')} hint={t('pack.runs.emptyHint')} />
          ) : (
            <div className="wide-table">
              <PlainTable caption={t('pack.runs')} className="runs-table" columns={columns}>
                <tbody>
                  {answer.data.map((run) => (
                    <RunRow key={run.id} run={run} locationName={nameOf(run.location_id)} />
                  ))}
                </tbody>
              </PlainTable>
            </div>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
