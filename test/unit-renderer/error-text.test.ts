/**
 * A failure in the user's words (issue 46): what happened and what to do, in both languages,
 * never the service's English message; the too-long range names the service's own bound.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/client/index.js';
import { networkError } from '../../shared/client/api-error.js';
import { errorText } from '../../renderer/src/lib/error-text.js';
import { translate } from '../../renderer/src/i18n/index.js';
import type { Language } from '../../shared/preferences.js';

const answer = (status: number, code: string, extra: Record<string, unknown> = {}) =>
  new ApiError({ error: 'x', code, message: 'the service said this in English', status, ...extra });

const inWords = (language: Language, error: unknown) =>
  errorText((key, values) => translate(language, key, values), error);

describe('a failure in words', () => {
  it.each([
    [
      'nl',
      networkError(new TypeError('Failed to fetch')),
      'Back-Office Desk is niet bereikbaar.',
      /Opnieuw proberen/,
    ],
    [
      'en',
      networkError(new TypeError('Failed to fetch')),
      'Back-Office Desk cannot be reached.',
      /Try again/,
    ],
    [
      'nl',
      answer(502, 'bad_gateway'),
      'Het platform (StoreKeeper) antwoordt niet.',
      /Opnieuw proberen/,
    ],
    ['en', answer(502, 'bad_gateway'), 'The platform (StoreKeeper) does not answer.', /Try again/],
    [
      'nl',
      answer(400, 'range_too_long', { max_range_years: 5 }),
      'De periode is te lang.',
      /^Kies een periode van hoogstens 5 jaar\.$/,
    ],
    [
      'en',
      answer(400, 'range_too_long', { max_range_years: 1 }),
      'The period is too long.',
      /^Choose a period of at most one year\.$/,
    ],
    ['nl', answer(400, 'range_too_long'), 'De periode is te lang.', /^Kies een kortere periode\.$/],
    ['nl', answer(400, 'bad_request'), 'De vraag is niet geldig.', /periode en de filters/],
    [
      'nl',
      answer(500, 'internal_server_error'),
      'Er ging iets mis in de service.',
      /technische details/,
    ],
    ['en', new Error('boom'), 'Unexpected error.', /Try again/],
  ] as const)('%s: %s', (language, error, title, advice) => {
    const text = inWords(language, error);
    expect(text.title).toBe(title);
    expect(text.advice).toMatch(advice);
    expect(`${text.title} ${text.advice}`).not.toMatch(/English|Failed to fetch|boom/);
  });
});
