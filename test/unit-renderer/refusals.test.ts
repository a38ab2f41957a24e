/**
 * Every refusal in the user's words (issue 58, item 2): each code the service answers with
 * has words in both languages (a code added without them fails here, and its words are one
 * entry in renderer/src/i18n/refusals.ts); a refusal is worded from its code and parameters,
 * its field named as the form names it and its days in the user's date style, never with the
 * service's English message.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/client/index.js';
import { LEFT_OUT_CODES } from '../../shared/api/journal.js';
import { translate } from '../../renderer/src/i18n/index.js';
import { REFUSALS } from '../../renderer/src/i18n/refusals.js';
import { DAY_CODES, OWN_WORDS } from '../../renderer/src/features/bookkeeping/words.js';
import { errorSentence } from '../../renderer/src/lib/error-text.js';
import type { Language } from '../../shared/preferences.js';

/** The service's sources, as text (Vite reads them for the test; no code of theirs runs). */
const SERVICE_SOURCES: Record<string, string> = import.meta.glob('../../electron/service/**/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every code the service's sources give a refusal or a logged run failure. */
function serviceCodes(): Set<string> {
  const patterns = [
    /code: '([a-z_]+)'/g,
    /refusal\(\s*\d{3},\s*'([a-z_]+)'/g,
    /folderError\(\s*'([a-z_]+)'/g,
    /runningCode: '([a-z_]+)'/g,
  ];
  const codes = new Set<string>();
  for (const source of Object.values(SERVICE_SOURCES)) {
    for (const pattern of patterns) {
      for (const match of source.matchAll(pattern)) codes.add(match[1] ?? '');
    }
  }
  return codes;
}

/**
 * Codes said otherwise: the journal's reasons a day is left out and a day's posting state
 * (their own screens' words), the bookkeeping screen's own words, the too-long range and a missed deadline (by status, with the
 * service's bound), a feature the platform lacks (its own screen), and a problem the health
 * check names (GET /api/healthz, never a refusal).
 */
const SAID_OTHERWISE = new Set<string>([
  ...LEFT_OUT_CODES,
  ...Object.keys(DAY_CODES),
  // The bookkeeping screen's own words (a session refused: only its connect and check meet it).
  ...Object.keys(OWN_WORDS),
  'read_model_failed',
  'read_model_rebuilding',
  'upstream_unreachable',
  'range_too_long',
  'answer_deadline',
  'upstream_unsupported',
]);

const refused = (status: number, code: string, params?: Record<string, string | number>) =>
  new ApiError({
    error: 'x',
    code,
    message: 'the service said this in English',
    status,
    ...(params ? { params } : {}),
  });

const say = (language: Language, error: unknown, fields?: Record<string, string>) =>
  errorSentence((key, values) => translate(language, key, values), error, {
    dateStyle: 'day-first',
    ...(fields ? { fields } : {}),
  });

describe('refusals in the user’s words', () => {
  it('has words for every code the service answers with', () => {
    const codes = serviceCodes();
    // The scan finds the codes, or this test would pass on nothing.
    expect(codes).toContain('wrong_password');
    expect(codes).toContain('folder_not_allowed');
    const unworded = [...codes].filter((code) => !SAID_OTHERWISE.has(code) && !(code in REFUSALS));
    expect(unworded).toEqual([]);
  });

  it('words a refusal from its code and parameters, not from the English message', () => {
    expect(say('nl', refused(403, 'folder_not_allowed', { folder: '/elders/map' }))).toMatch(
      /^Back-Office Desk mag niet in “\/elders\/map” schrijven\./,
    );
    expect(say('en', refused(403, 'wrong_password'))).toBe(
      'The password is not right. Type the password you log in with.',
    );
    // A field by the form's own label, else by the screens' name for it, else as it is.
    expect(say('nl', refused(400, 'invalid_field', { field: 'time' }), { time: 'Tijdstip' })).toBe(
      'Controleer “Tijdstip”: die waarde klopt niet.',
    );
    expect(say('nl', refused(400, 'missing_field', { field: 'folder' }))).toBe('Vul “Map” in.');
    expect(say('en', refused(400, 'missing_field', { field: 'xyz' }))).toBe('Fill in “xyz”.');
    // Days in the user's date style.
    expect(say('nl', refused(400, 'from_after_to', { from: '2026-10-31', to: '2026-10-01' }))).toBe(
      'De begindatum (31-10-2026) ligt na de einddatum (01-10-2026). Kies een begindatum die eerder is.',
    );
    for (const language of ['nl', 'en'] as const) {
      expect(say(language, refused(409, 'no_email_address'))).not.toMatch(/English/);
    }
  });

  it('names both rates and both accounts of one VAT code on two accounts', () => {
    const split = refused(409, 'vat_accounts_differ', {
      vat_code: 'NL21',
      tax_rate_id: 5,
      name: '21% oud',
      account: '1505',
      other_tax_rate_id: 1,
      other_name: '21%',
      other_account: '1501',
    });
    expect(say('nl', split)).toBe(
      'De btw-tarieven “21%” en “21% oud” zijn allebei btw-code NL21, maar staan in de ' +
        'grootboekkoppeling op verschillende btw-rekeningen (1501 en 1505). Geef ze daar ' +
        'dezelfde rekening af te dragen btw.',
    );
    expect(say('en', split)).toBe(
      'The VAT rates “21%” and “21% oud” are both VAT code NL21, but the ledger mapping posts ' +
        'them to different VAT accounts (1501 and 1505). Give them the same VAT payable account ' +
        'there.',
    );
  });

  it('says a code without words by its status, in the user’s language', () => {
    expect(say('nl', refused(409, 'something_new'))).toBe(
      'Dat kan nu niet: het botst met wat er al is. Vernieuw het scherm om te zien wat er nu is; de technische details zeggen waarmee het botst.',
    );
  });
});
