import { useId } from 'react';
import { useT, type MessageKey } from '../i18n/index.js';
import {
  PRESETS,
  customFrom,
  resolveRange,
  type DateRangeValue,
  type Preset,
} from '../lib/date-presets.js';

const PRESET_LABELS: Record<Preset, MessageKey> = {
  today: 'range.today',
  yesterday: 'range.yesterday',
  thisWeek: 'range.thisWeek',
  lastMonth: 'range.lastMonth',
  custom: 'range.custom',
};

/**
 * A period in Amsterdam days: preset buttons, and two date fields that always show the
 * dates in force; typing a date switches to a custom range.
 */
export function DateRange({
  value,
  onChange,
}: {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
}) {
  const t = useT();
  const id = useId();
  const resolved = resolveRange(value);
  const shown = value.preset === 'custom' ? value : (resolved ?? value);
  const invalid =
    value.preset === 'custom' && resolved === null && value.from !== '' && value.to !== '';

  const edit = (field: 'from' | 'to', text: string) => {
    const base = customFrom(value);
    onChange({ ...base, preset: 'custom', [field]: text });
  };

  return (
    <fieldset className="date-range">
      <legend className="visually-hidden">{t('range.label')}</legend>
      <div className="segmented" role="group" aria-label={t('range.label')}>
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="segmented__option"
            aria-pressed={value.preset === preset}
            onClick={() => onChange(preset === 'custom' ? customFrom(value) : { ...value, preset })}
          >
            {t(PRESET_LABELS[preset])}
          </button>
        ))}
      </div>
      <label className="field field--inline" htmlFor={`${id}-from`}>
        <span className="field__label">{t('range.from')}</span>
        <input
          id={`${id}-from`}
          type="date"
          className="input"
          value={shown.from}
          max={shown.to || undefined}
          onChange={(event) => edit('from', event.target.value)}
          aria-invalid={invalid}
        />
      </label>
      <label className="field field--inline" htmlFor={`${id}-to`}>
        <span className="field__label">{t('range.to')}</span>
        <input
          id={`${id}-to`}
          type="date"
          className="input"
          value={shown.to}
          min={shown.from || undefined}
          onChange={(event) => edit('to', event.target.value)}
          aria-invalid={invalid}
        />
      </label>
      {invalid ? (
        <p className="field__error" role="alert">
          {t('range.invalid')}
        </p>
      ) : null}
    </fieldset>
  );
}
