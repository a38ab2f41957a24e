/** The quiet line while the service reads ahead (renderer/src/lib/warm-up-line.ts). */
import { describe, expect, it } from 'vitest';
import { WARM_UP_OFF, type WarmUpState } from '../../shared/api/warm-up.js';
import { translate } from '../../renderer/src/i18n/index.js';
import { readyMonths, warmUpLine } from '../../renderer/src/lib/warm-up-line.js';
import type { Language } from '../../renderer/src/app/settings-store.js';

const reading: WarmUpState = {
  ...WARM_UP_OFF,
  state: 'reading',
  catalog_ready: true,
  months_ready: 7,
  months_total: 13,
};
const line = (state: WarmUpState, language: Language) =>
  warmUpLine(state, (key, values) => translate(language, key, values));

describe('the warm-up line', () => {
  it('counts the months ready, in both languages', () => {
    expect(line(reading, 'nl')).toBe('Gegevens voorbereiden: 7 van 13 maanden');
    expect(line(reading, 'en')).toBe('Preparing data: 7 of 13 months');
    expect(line({ ...reading, state: 'paused', paused_for: 'user_reads' }, 'en')).toBe(
      'Preparing data: 7 of 13 months',
    );
  });

  it('says about how long is left once a month was made ready, in minutes', () => {
    expect(line({ ...reading, seconds_left: 150 }, 'nl')).toBe(
      'Gegevens voorbereiden: 7 van 13 maanden (nog ongeveer 3 minuten)',
    );
    expect(line({ ...reading, seconds_left: 150 }, 'en')).toBe(
      'Preparing data: 7 of 13 months (about 3 minutes left)',
    );
    expect(line({ ...reading, seconds_left: 40 }, 'nl')).toBe(
      'Gegevens voorbereiden: 7 van 13 maanden (nog minder dan een minuut)',
    );
  });

  it('names the months ready in the language', () => {
    const months = [
      { month: '2026-11', ready: true },
      { month: '2026-10', ready: true },
      { month: '2026-09', ready: false },
    ];
    expect(readyMonths({ ...reading, months }, 'nl-NL')).toBe('nov 2026, okt 2026');
    expect(readyMonths({ ...reading, months }, 'en-GB')).toBe('Nov 2026, Oct 2026');
  });

  it('says when it waits for the platform', () => {
    const paused = { ...reading, state: 'paused', paused_for: 'platform_unreachable' } as const;
    expect(line(paused, 'nl')).toBe(
      'Gegevens voorbereiden: wacht op het platform (7 van 13 maanden)',
    );
  });

  it('says when another computer on the same database prepares the rest (issue 69)', () => {
    const elsewhere = { ...reading, paused_for: 'other_service' } as const;
    expect(line(elsewhere, 'nl')).toBe(
      'Gegevens voorbereiden: de rest wordt op een andere computer voorbereid (7 van 13 maanden)',
    );
    expect(line(elsewhere, 'en')).toBe(
      'Preparing data: the rest is being prepared on another computer (7 of 13 months)',
    );
  });

  it('says when its store failed and is made again (issue 57)', () => {
    const failed = { ...reading, state: 'failed' } as const;
    expect(line(failed, 'nl')).toBe(
      'Gegevens voorbereiden: opslag wordt opnieuw opgebouwd (7 van 13 maanden)',
    );
    expect(line(failed, 'en')).toBe('Preparing data: rebuilding its store (7 of 13 months)');
  });

  it('is gone once done, and never shows when off or stopped', () => {
    for (const state of ['done', 'off', 'not_started', 'stopped'] as const) {
      expect(line({ ...reading, state }, 'nl'), state).toBeNull();
    }
  });
});
