/**
 * A failure in the user's words: what happened and what to do about it, by the answer's
 * status and code. The service's own message (English, for logs and support) is never the
 * explanation; screens keep it folded away under "Technische details".
 */
import { ApiError } from '../../../shared/client/index.js';
import type { MessageKey, Translate } from '../i18n/index.js';

interface ErrorText {
  /** What happened. */
  title: string;
  /** What to do about it. */
  advice: string;
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

export function errorText(t: Translate, error: unknown): ErrorText {
  const key = errorSummaryKey(error);
  const years = error instanceof ApiError ? (error.body.max_range_years ?? null) : null;
  const adviceKey = ADVICE[key] ?? 'state.advice.unexpected';
  return {
    title: t(key),
    advice: t(rangeAdvice(adviceKey, years), { years: years ?? '' }),
  };
}

/** Title and advice in one sentence pair, for a line beside a button. */
export const errorSentence = (t: Translate, error: unknown): string => {
  const { title, advice } = errorText(t, error);
  return `${title} ${advice}`;
};
