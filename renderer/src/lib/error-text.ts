/**
 * A failure in the user's words: what happened and what to do about it. A refusal with a code
 * of its own is worded from its code and parameters (i18n/refusals.ts, decision 0103); any
 * other failure by its status. The service's own message (English, for logs and support) is
 * never the explanation; screens keep it folded away under "Technische details".
 */
import { parseLocalDate } from '../../../shared/dates.js';
import type { DateStyle } from '../../../shared/preferences.js';
import { ApiError } from '../../../shared/client/index.js';
import { hasMessage, type MessageKey, type Translate } from '../i18n/index.js';
import { formatDay } from './day-text.js';

interface ErrorText {
  /** What happened. */
  title: string;
  /** What to do about it; empty where the title says it too (a worded refusal). */
  advice: string;
}

/** How a screen names what a refusal's parameters refer to. */
export interface ErrorWording {
  /** The screen's labels of the service's field names, for `{field}`. */
  fields?: Record<string, string>;
  /** The date style days in the parameters are written in (default dd-mm-jjjj). */
  dateStyle?: DateStyle;
}

/** The plain-words summary of a failure, by its status (and code where one says more). */
export function errorSummaryKey(error: unknown): MessageKey {
  if (!(error instanceof ApiError)) return 'state.error.unexpected';
  if (error.status === 0) return 'state.error.network';
  if (error.status === 502) return 'state.error.upstream';
  if (error.status === 400 && error.code === 'range_too_long') return 'state.error.rangeTooLong';
  if (error.status === 400) return 'state.error.badRequest';
  if (error.status === 403) return 'state.error.forbidden';
  if (error.status === 404) return 'state.error.notFound';
  if (error.status === 409) return 'state.error.conflict';
  if (error.status === 501) return 'state.error.unsupported';
  if (error.status === 504) return 'state.error.timeout';
  if (error.code === 'answer_deadline') return 'state.error.deadline';
  if (error.status >= 500) return 'state.error.server';
  return 'state.error.unexpected';
}

const ADVICE: Partial<Record<MessageKey, MessageKey>> = {
  'state.error.network': 'state.advice.network',
  'state.error.upstream': 'state.advice.upstream',
  'state.error.rangeTooLong': 'state.advice.rangeTooLong',
  'state.error.badRequest': 'state.advice.badRequest',
  'state.error.forbidden': 'state.advice.forbidden',
  'state.error.notFound': 'state.advice.notFound',
  'state.error.conflict': 'state.advice.conflict',
  'state.error.unsupported': 'state.advice.unsupported',
  'state.error.timeout': 'state.advice.timeout',
  'state.error.deadline': 'state.advice.deadline',
  'state.error.server': 'state.advice.server',
  'state.error.unexpected': 'state.advice.unexpected',
};

/** "At most 5 years", "at most one year", or without the bound "a shorter period". */
function rangeAdvice(key: MessageKey, years: number | null): MessageKey {
  if (key !== 'state.advice.rangeTooLong') return key;
  if (years === null) return 'state.advice.rangeTooLongUnknown';
  return years === 1 ? 'state.advice.rangeTooLongOne' : key;
}

/** A parameter as the user reads it: a field by its label, a day in their date style. */
function shownParam(t: Translate, name: string, value: string | number, wording: ErrorWording) {
  if (typeof value === 'number') return value;
  if (name === 'field') {
    const label = wording.fields?.[value];
    if (label !== undefined) return label;
    const key = `field.${value}`;
    return hasMessage(key) ? t(key) : value;
  }
  const day = parseLocalDate(value);
  return day ? formatDay(day, wording.dateStyle ?? 'day-first') : value;
}

/** The refusal's own words, when its code has them. */
function refusalWords(t: Translate, error: ApiError, wording: ErrorWording): string | null {
  const key = `refusal.${error.code}`;
  if (!hasMessage(key)) return null;
  const values = Object.fromEntries(
    Object.entries(error.body.params ?? {}).map(([name, value]) => [
      name,
      shownParam(t, name, value, wording),
    ]),
  );
  return t(key, values);
}

export function errorText(t: Translate, error: unknown, wording: ErrorWording = {}): ErrorText {
  if (error instanceof ApiError) {
    const words = refusalWords(t, error, wording);
    if (words !== null) return { title: words, advice: '' };
  }
  const key = errorSummaryKey(error);
  const years = error instanceof ApiError ? (error.body.max_range_years ?? null) : null;
  const adviceKey = ADVICE[key] ?? 'state.advice.unexpected';
  return {
    title: t(key),
    advice: t(rangeAdvice(adviceKey, years), { years: years ?? '' }),
  };
}

/** Title and advice in one sentence pair, for a line beside a button. */
export const errorSentence = (t: Translate, error: unknown, wording?: ErrorWording): string => {
  const { title, advice } = errorText(t, error, wording);
  return advice === '' ? title : `${title} ${advice}`;
};
