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
  const day = useDayText(value, onChange);
  const calendar = useCalendarOpening();

  const { onKeyDown, onPaste } = keyHandlers(value, day, calendar, onPasteRange);
  const errorId = `${id}-error`;

  return (
    <div
      className="day-field"
      onBlur={(event) => {
        // Focus leaving the field and its calendar closes the calendar (a click elsewhere).
        if (!event.currentTarget.contains(event.relatedTarget)) calendar.dismiss();
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
            value={day.text}
            maxLength={10}
            onChange={(event) => day.type(event.target.value)}
            onFocus={day.startEditing}
            onBlur={day.stopEditing}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            aria-invalid={invalid || day.problem !== null}
            aria-describedby={day.problem ? errorId : undefined}
          />
          <CalendarButton label={label} calendar={calendar} />
        </span>
      </div>
      {calendar.open ? (
        <Calendar
          value={value}
          label={t('calendar.open', { field: label })}
          onPick={(date) => {
            day.pick(date);
            calendar.close();
          }}
          onClose={calendar.close}
        />
      ) : null}
      {day.problem ? (
        <p id={errorId} className="field__error" role="alert">
          {t(PROBLEM_WORDS[day.problem], { first: FIRST_YEAR, last: LAST_YEAR })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The input's keys and paste: Alt+Arrow Down opens the calendar, the steps move the day, and
 * a paste goes to `onPasteRange` first.
 */
function keyHandlers(
  value: LocalDate | null,
  day: ReturnType<typeof useDayText>,
  calendar: ReturnType<typeof useCalendarOpening>,
  onPasteRange: ((text: string) => boolean) | undefined,
) {
  return {
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.altKey && event.key === 'ArrowDown') {
        calendar.openFrom(event.currentTarget);
        event.preventDefault();
        return;
      }
      const step = STEP_KEYS[event.key];
      if (!step) return;
      day.pick(step(value ?? todayLocal()));
      event.preventDefault();
    },
    onPaste: (event: ClipboardEvent) => {
      if (onPasteRange?.(event.clipboardData.getData('text'))) event.preventDefault();
    },
  };
}

/**
 * The field's text: the user's until it is a whole date, and the problem with it (a
 * half-typed date only once the user has left the field).
 */
function useDayText(value: LocalDate | null, onChange: (date: LocalDate | null) => void) {
  const style = useDateStyle();
  const [text, setText] = useState(textOf(value, style));
  const [editing, setEditing] = useState(false);
  // A value set from outside (a preset, the calendar, the other field's paste) replaces the
  // text; the value this field reported itself leaves the text as typed.
  if (dateOf(text) !== value) setText(textOf(value, style));
  const parsed = parseDayText(text);
  const problem: DayTextProblem | null =
    'problem' in parsed && text.trim() !== '' && (parsed.problem !== 'incomplete' || !editing)
      ? parsed.problem
      : null;
  return {
    text,
    problem,
    type: (next: string) => {
      setText(next);
      onChange(dateOf(next));
    },
    pick: (date: LocalDate) => {
      setText(formatDay(date, style));
      onChange(date);
    },
    startEditing: () => setEditing(true),
    stopEditing: () => {
      setEditing(false);
      if (value) setText(formatDay(value, style));
    },
  };
}

/** Whether the calendar is open; what opened it (the field or its button) gets the focus back. */
function useCalendarOpening() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  return {
    open,
    openFrom: (from: HTMLElement) => {
      opener.current = from;
      setOpen(true);
    },
    close: () => {
      setOpen(false);
      opener.current?.focus();
    },
    /** Closed by focus moving elsewhere: the focus stays where it went. */
    dismiss: () => setOpen(false),
  };
}

function CalendarButton({
  label,
  calendar,
}: {
  label: string;
  calendar: ReturnType<typeof useCalendarOpening>;
}) {
  const t = useT();
  return (
    <button
      type="button"
      className="day-field__open"
      aria-label={t('calendar.open', { field: label })}
      aria-expanded={calendar.open}
      onClick={(event) => {
        if (calendar.open) calendar.dismiss();
        else calendar.openFrom(event.currentTarget);
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
  );
}
