import { useQuery } from '@tanstack/react-query';
import { SelectField } from '../../components/form/SelectField.js';
import type { FinancialReport } from '../../../../shared/api/financial-report.js';
import { useFreshness, type FreshnessState } from '../../components/note/use-freshness.js';
import { useT, type MessageKey, type Translate } from '../../i18n/index.js';
import {
  COMPARISONS,
  comparisonRange,
  periodKind,
  type Comparison,
  type PeriodKind,
} from '../../lib/compare-period.js';
import type { Preset, ResolvedRange } from '../../lib/date-presets.js';
import { formatDay } from '../../lib/day-text.js';
import { useDateStyle } from '../../app/settings-store.js';
import { financialReportQueries } from './queries.js';

/** The report of the compared period, with how to name that period. */
export interface ComparedReport {
  report: FinancialReport;
  /** "Vorige periode", for a column head. */
  title: string;
  /** "vorige periode", for a sentence on a card. */
  name: string;
  /** "01-09-2026 t/m 30-09-2026". */
  dates: string;
}

const LABELS: Record<Comparison, MessageKey> = {
  none: 'report.compare.none',
  previous: 'report.compare.previous',
  lastYear: 'report.compare.lastYear',
};

/** "Vorige maand", "Vorig kwartaal tot dezelfde dag", "De 10 dagen ervoor": which period. */
function previousTitle(t: Translate, kind: PeriodKind): string {
  switch (kind.kind) {
    case 'days':
      return kind.days === 1
        ? t('report.compare.previous.day')
        : t('report.compare.previous.days', { count: kind.days });
    case 'months':
      return t('report.compare.previous.months', { count: kind.months });
    default:
      return t(`report.compare.previous.${kind.kind}`);
  }
}

/** How to name the compared period: the kind of the previous one, or the fixed names. */
function comparisonTitle(
  t: Translate,
  comparison: Comparison,
  range: ResolvedRange | null,
  preset?: Preset,
): string {
  if (comparison === 'previous' && range) return previousTitle(t, periodKind(range, preset));
  return t(LABELS[comparison]);
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The same report for the compared period, asked with the same location, through the same
 * endpoint (and cache) as the report itself. Undefined while there is none or while it loads:
 * figures of another period are never shown as the comparison. Its freshness counts in the
 * page's freshness line, and the page's Refresh reads it again too.
 */
export function useComparedReport(
  range: ResolvedRange | null,
  locationId: number | null,
  comparison: Comparison,
  enabled: boolean,
  preset?: Preset,
): { compared: ComparedReport | undefined; freshness: FreshnessState } {
  const t = useT();
  const style = useDateStyle();
  const base = range ? comparisonRange(range, comparison, preset) : null;
  const options = {
    ...financialReportQueries.report({
      from: base?.from ?? '',
      to: base?.to ?? '',
      locationId,
    }),
    enabled: enabled && base !== null,
  };
  const query = useQuery(options);
  const freshness = useFreshness(options);
  if (!base || !query.data || query.isPlaceholderData) return { compared: undefined, freshness };
  const title = comparisonTitle(t, comparison, range, preset);
  const compared = {
    report: query.data,
    title,
    name: lowerFirst(title),
    dates: t('report.periodDates', {
      from: formatDay(base.from, style),
      to: formatDay(base.to, style),
    }),
  };
  return { compared, freshness };
}

/**
 * Compare with: nothing, the previous period (named by its kind: "Vorige maand"), the same
 * period last year.
 */
export function CompareSelect({
  value,
  onChange,
  range,
  preset,
}: {
  value: Comparison;
  onChange: (value: Comparison) => void;
  range: ResolvedRange | null;
  preset?: Preset;
}) {
  const t = useT();
  return (
    <SelectField
      className="field field--inline"
      selectClassName="input select"
      label={t('report.compare.label')}
      value={value}
      options={COMPARISONS.map((option) => ({
        value: option,
        label: comparisonTitle(t, option, range, preset),
      }))}
      onChange={(chosen) => onChange(COMPARISONS.find((option) => option === chosen) ?? 'none')}
    />
  );
}

/** Which period the changes below are against, said once above the figures. */
export function ComparedNote({ compared }: { compared: ComparedReport | undefined }) {
  const t = useT();
  if (!compared) return null;
  return (
    <p className="hint">
      {t('report.compare.note', { name: compared.name, dates: compared.dates })}
    </p>
  );
}
