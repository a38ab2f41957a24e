import type { VatReturn } from '../../../../shared/api/vat-return.js';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ExportButton } from '../../components/export/ExportButton.js';
import { FreshnessLine } from '../../components/note/FreshnessLine.js';
import { PageHeader } from '../../components/layout/PageHeader.js';
import { QueryState } from '../../components/state/QueryState.js';
import { useFreshness } from '../../components/note/use-freshness.js';
import { useT } from '../../i18n/index.js';
import { quarterChoiceRange, quarterNameOf } from '../../lib/quarters.js';
import { formatDay } from '../../lib/day-text.js';
import { useDateStyle } from '../../app/settings-store.js';
import { todayLocal } from '../../../../shared/dates.js';
import { PrintButton } from '../../components/export/PrintButton.js';
import { PrintHeader } from '../../components/export/PrintHeader.js';
import { LocationSelect, useLocationChoice } from '../../components/form/LocationSelect.js';
import type { ReportFilter } from '../financial-report/index.js';
import { FiledStatus } from './FiledPeriod.js';
import { VatSections } from './VatSections.js';
import { FileDialog, UndoDialog, type PeriodName } from './FilingDialogs.js';
import { periodQuery } from '../../lib/dated-read.js';
import { useMarkFiled, useUndoFiling, vatReturnQueries } from './queries.js';
import { QuarterSelect } from './QuarterSelect.js';
import { useVatReturnStore } from './store.js';
import { periodFileNameIn } from '../../../../shared/api/user-file-names.js';
import { vatReturnFiles } from '../../../../shared/api/zip-file-counts.js';

const EMPTY_FILTER: ReportFilter = { from: '', to: '', locationId: null };

/** Roles that manage the account's books, as the platform names them (as the service checks). */
const MANAGING_ROLES = ['manager', 'admin'];

/** The VAT return for a quarter, as far as sales data fills it, printable like the report. */
export function VatReturnPage() {
  const t = useT();
  const store = useVatReturnStore();
  const choice = useLocationChoice(store.locationId);
  const { me, locationId } = choice;
  const range = quarterChoiceRange(store.quarter);
  const filter: ReportFilter | null = range ? { ...range, locationId } : null;
  const options = {
    ...vatReturnQueries.overview(filter ?? EMPTY_FILTER),
    enabled: filter !== null && me.isSuccess,
  };
  const query = useQuery(options);
  const freshness = useFreshness(options);
  // Only a period that is over can be filed, and only by a user not limited to a location
  // (the service refuses the others too; the button is not offered to them); undoing a
  // filing is a manager's act where the platform names the roles.
  const mayFile =
    filter !== null && filter.to < todayLocal() && me.data?.locked_location_id === null;
  const roles = me.data?.roles ?? null;
  const mayUndo =
    mayFile && (roles === null || roles.some((role) => MANAGING_ROLES.includes(role)));
  const period = usePeriodName(range);
  return (
    <section className="page page--scroll">
      <PageHeader title={t('vat.title')} status={<FreshnessLine of={[freshness]} />}>
        <PrintButton
          fileName={(lang) =>
            periodFileNameIn('vat-return', range && { ...range, location_id: locationId }, lang)
          }
          disabled={filter === null || !query.data}
        />
        <ExportButton
          path="/api/vat-return"
          query={filter ? periodQuery(filter) : {}}
          fileName={(lang) =>
            periodFileNameIn('vat-return', range && { ...range, location_id: locationId }, lang)
          }
          zipFiles={query.data ? vatReturnFiles(query.data) : undefined}
          disabled={filter === null}
        />
      </PageHeader>
      <div className="toolbar">
        <QuarterSelect value={store.quarter} onChange={store.setQuarter} />
        <LocationSelect choice={choice} onChange={store.setLocationId} />
        {period ? (
          <p className="toolbar__note" data-testid="vat-period">
            {t('vat.period', { name: period.name, dates: period.dates })}
          </p>
        ) : null}
      </div>
      {range && me.data ? (
        <PrintHeader
          title={t('vat.title')}
          account={me.data.account}
          location={choice.locationName}
          period={range}
        />
      ) : null}
      {filter === null ? null : (
        <QueryState query={query} queryKey={vatReturnQueries.overview(filter).queryKey}>
          {(overview) => (
            <div className="report">
              <Filing
                overview={overview}
                filter={filter}
                period={period}
                mayFile={mayFile}
                mayUndo={mayUndo}
              />
              <VatSections overview={overview} />
            </div>
          )}
        </QueryState>
      )}
    </section>
  );
}

/**
 * Where the period stands (filed or not), and the dialogs that mark it filed or undo that;
 * `mayFile`, `mayUndo`: whether this user is offered each.
 */
function Filing({
  overview,
  filter,
  period,
  mayFile,
  mayUndo,
}: {
  overview: VatReturn;
  filter: ReportFilter;
  period: PeriodName | null;
  mayFile: boolean;
  mayUndo: boolean;
}) {
  const markFiled = useMarkFiled();
  const undoFiling = useUndoFiling();
  const [asking, setAsking] = useState<'file' | 'undo' | null>(null);
  const markButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setAsking(null);
    markFiled.reset();
    undoFiling.reset();
  };
  return (
    <>
      <FiledStatus
        overview={overview}
        onMarkFiled={mayFile ? () => setAsking('file') : null}
        onUndo={mayUndo ? () => setAsking('undo') : null}
        markButton={markButton}
      />
      {asking === 'file' && period && overview.filed === null ? (
        <FileDialog
          overview={overview}
          period={period}
          pending={markFiled.isPending}
          error={markFiled.error}
          onConfirm={() => markFiled.mutate(filter, { onSuccess: close })}
          onCancel={close}
          returnFocusTo={markButton}
        />
      ) : null}
      {asking === 'undo' && period && overview.filed ? (
        <UndoDialog
          period={period}
          pending={undoFiling.isPending}
          error={undoFiling.error}
          onUndo={(reason) => {
            const id = overview.filed?.id ?? '';
            undoFiling.mutate({ id, reason }, { onSuccess: close });
          }}
          onCancel={close}
          returnFocusTo={markButton}
        />
      ) : null}
    </>
  );
}

/** The quarter as the dialogs and the status name it: "Q3 2026 (01-07-2026 t/m 30-09-2026)". */
function usePeriodName(range: ReturnType<typeof quarterChoiceRange>): PeriodName | null {
  const t = useT();
  const style = useDateStyle();
  if (!range) return null;
  return {
    name: t('vat.quarterName', quarterNameOf(range)),
    dates: t('vat.dates', { from: formatDay(range.from, style), to: formatDay(range.to, style) }),
  };
}
