import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import {
  addDays,
  FIRST_YEAR,
  LAST_YEAR,
  todayLocal,
  type LocalDate,
} from '../../../../shared/dates.js';
import type { DateStyle } from '../../../../shared/preferences.js';
import { useDateStyle } from '../../app/settings-store.js';
import { useT, type MessageKey } from '../../i18n/index.js';
import { shiftMonths } from '../../lib/calendar.js';
import { formatDay, parseDayText, type DayTextProblem } from '../../lib/day-text.js';
import { Calendar } from './Calendar.js';

const STEP_KEYS: Record<string, (date: LocalDate) => LocalDate> = {
  ArrowUp: (date) => addDays(date, 1),
  ArrowDown: (date) => addDays(date, -1),
  PageUp: (date) => shiftMonths(date, 1),
  PageDown: (date) => shiftMonths(date, -1),
};

const textOf = (date: LocalDate | null, style: DateStyle): string =>
  date ? formatDay(date, style) : '';

const dateOf = (text: string): LocalDate | null => {
  const parsed = parseDayText(text);
  return 'date' in parsed ? parsed.date : null;
};

/**
 * One day, typed as dd-mm-jjjj (or jjjj-mm-dd, the user's date style) whatever the browser's
 * locale, or picked from a calendar.
 * The text is the user's until it is a whole date: only then does `onChange` get it (null
 * while it is not), and a half-typed date is never turned into another one. Arrow Up/Down
 * step a day, Page Up/Down a month; Alt+Arrow Down opens the calendar. `onPasteRange` gets
 * first go at a paste, so a pasted "01-10-2026 t/m 31-10-2026" can fill a whole period.
 */
/** What is wrong with a typed date, in the user's words. */
const PROBLEM_WORDS = {
  incomplete: 'range.incomplete',
  no_such_day: 'range.noSuchDay',
  out_of_range: 'range.outOfRange',
  not_a_date: 'range.notADate',
} as const satisfies Record<DayTextProblem, MessageKey>;

export function DayField({
  label,
  value,
  onChange,
  onPasteRange,
  invalid = false,
}: {
  label: string;
  value: LocalDate | null;
  onChange: (date: LocalDate | null) => void;
  onPasteRange?: (text: string) => boolean;
  invalid?: boolean;
}) {
  const t = useT();
  const id = useId();
  const style = useDateStyle();
  const [text, setText] = useState(textOf(value, style));
  const [editing, setEditing] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  // What opened the calendar (the field or its button) gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const openCalendar = (from: HTMLElement) => {
    opener.current = from;
    setCalendarOpen(true);
  };
  const closeCalendar = () => {
    setCalendarOpen(false);
    opener.current?.focus();
  };
  // A value set from outside (a preset, the calendar, the other field's paste) replaces the
  // text; the value this field reported itself leaves the text as typed.
  if (dateOf(text) !== value) setText(textOf(value, style));

  const type = (next: string) => {
    setText(next);
    onChange(dateOf(next));
  };
  const pick = (date: LocalDate) => {
    setText(formatDay(date, style));
    onChange(date);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey && event.key === 'ArrowDown') {
      openCalendar(event.currentTarget as HTMLElement);
      event.preventDefault();
      return;
    }
    const step = STEP_KEYS[event.key];
    if (!step) return;
    pick(step(value ?? todayLocal()));
    event.preventDefault();
  };
  const onPaste = (event: ClipboardEvent) => {
    if (onPasteRange?.(event.clipboardData.getData('text'))) event.preventDefault();
  };

  const parsed = parseDayText(text);
  const problem: DayTextProblem | null =
    'problem' in parsed && text.trim() !== '' && (parsed.problem !== 'incomplete' || !editing)
      ? parsed.problem
      : null;
  const errorId = `${id}-error`;

  return (
    <div
      className="day-field"
      onBlur={(event) => {
        // Focus leaving the field and its calendar closes the calendar (a click elsewhere).
        if (!event.currentTarget.contains(event.relatedTarget)) setCalendarOpen(false);
      }}
    >
      <div className="field field--inline">
        {/* The label holds only its text, so the calendar button is no part of the name. */}
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <span className="day-field__control">
          <input
            id={id}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            className="input day-field__input"
            placeholder={t(style === 'iso' ? 'range.placeholder.iso' : 'range.placeholder')}
            value={text}
            maxLength={10}
            onChange={(event) => type(event.target.value)}
            onFocus={() => setEditing(true)}
            onBlur={() => {
              setEditing(false);
              if (value) setText(formatDay(value, style));
            }}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            aria-invalid={invalid || problem !== null}
            aria-describedby={problem ? errorId : undefined}
          />
          <button
            type="button"
            className="day-field__open"
            aria-label={t('calendar.open', { field: label })}
            aria-expanded={calendarOpen}
            onClick={(event) => {
              if (calendarOpen) setCalendarOpen(false);
              else openCalendar(event.currentTarget);
            }}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path
                d="M4 1v2M12 1v2M2 4h12v10H2zM2 7h12"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
              />
            </svg>
          </button>
        </span>
      </div>
      {calendarOpen ? (
        <Calendar
          value={value}
          label={t('calendar.open', { field: label })}
          onPick={(date) => {
            pick(date);
            closeCalendar();
          }}
          onClose={closeCalendar}
        />
      ) : null}
      {problem ? (
        <p id={errorId} className="field__error" role="alert">
          {t(PROBLEM_WORDS[problem], { first: FIRST_YEAR, last: LAST_YEAR })}
        </p>
      ) : null}
    </div>
  );
}
