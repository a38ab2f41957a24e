import { useId } from 'react';
import { parseLocalDate, type LocalDate } from '../../../../shared/dates.js';
import { useT, type MessageKey } from '../../i18n/index.js';
import { PRESETS, customFrom, type DateRangeValue, type Preset } from '../../lib/date-presets.js';
import { parseDayText } from '../../lib/day-text.js';
import { DayField } from './DayField.js';
import type { Controlled } from './SelectField.js';

const PRESET_LABELS: Record<Preset, MessageKey> = {
  today: 'range.today',
  yesterday: 'range.yesterday',
  thisWeek: 'range.thisWeek',
  lastWeek: 'range.lastWeek',
  last7Days: 'range.last7Days',
  last30Days: 'range.last30Days',
  thisMonth: 'range.thisMonth',
  lastMonth: 'range.lastMonth',
  thisQuarter: 'range.thisQuarter',
  lastQuarter: 'range.lastQuarter',
  thisYear: 'range.thisYear',
  lastYear: 'range.lastYear',
  custom: 'range.custom',
};

/** "01-10-2026 t/m 31-10-2026", "2026-10-01 – 2026-10-31", "1-10-2026 to 31-10-2026". */
const RANGE_SEPARATOR = /\s*(?:t\/m|tot en met|to|–|—|\s-\s|\s)\s*/;

function pastedRange(text: string): { from: LocalDate; to: LocalDate } | null {
  const parts = text.trim().split(RANGE_SEPARATOR);
  if (parts.length !== 2) return null;
  const [from, to] = parts.map((part) => parseDayText(part));
  return from && to && 'date' in from && 'date' in to ? { from: from.date, to: to.date } : null;
}

/**
 * A period in Amsterdam days: a preset, or two typed dates. Each field changes only its own
 * date; a preset fills both. The fields always show the dates in force.
 */
export function DateRange({ value, onChange }: Controlled<DateRangeValue>) {
  const t = useT();
  const id = useId();
  const shown = customFrom(value);
  const from = parseLocalDate(shown.from);
  const to = parseLocalDate(shown.to);
  const outOfOrder = from !== null && to !== null && from > to;

  const edit = (field: 'from' | 'to', date: LocalDate | null) =>
    onChange({ ...shown, [field]: date ?? '' });
  const pasteRange = (text: string): boolean => {
    const range = pastedRange(text);
    if (range) onChange({ preset: 'custom', ...range });
    return range !== null;
  };

  return (
    <fieldset className="date-range">
      <legend className="visually-hidden">{t('range.label')}</legend>
      <label className="field field--inline" htmlFor={`${id}-preset`}>
        <span className="field__label">{t('range.label')}</span>
        <select
          id={`${id}-preset`}
          className="input select"
          value={value.preset}
          onChange={(event) => {
            const preset = PRESETS.find((option) => option === event.target.value) ?? 'custom';
            onChange(preset === 'custom' ? customFrom(value) : { ...value, preset });
          }}
        >
          {PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(PRESET_LABELS[preset])}
            </option>
          ))}
        </select>
      </label>
      <DayField
        label={t('range.from')}
        value={from}
        onChange={(date) => edit('from', date)}
        onPasteRange={pasteRange}
        invalid={outOfOrder}
      />
      <DayField
        label={t('range.to')}
        value={to}
        onChange={(date) => edit('to', date)}
        onPasteRange={pasteRange}
        invalid={outOfOrder}
      />
      {outOfOrder ? (
        <p className="field__error" role="alert">
          {t('range.invalid')}
        </p>
      ) : null}
    </fieldset>
  );
}
