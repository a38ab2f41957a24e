import type { Locator, Page, Response } from '@playwright/test';

export type Language = 'nl' | 'en';

/**
 * The words of the freshness line in both languages: a copy of renderer/src/i18n/
 * {nl,en}-freshness.ts (the renderer's modules live outside this TypeScript project), written
 * out as the sentences a person reads.
 */
const WORDS = {
  nl: {
    refresh: 'Vernieuwen',
    updated: (time: string, day: string | null) =>
      day ? `Bijgewerkt op ${day} om ${time}` : `Bijgewerkt om ${time}`,
    stale: (time: string, day: string | null) =>
      `Platform niet bereikbaar — gegevens van ${day ? `${day} ${time}` : time}`,
  },
  en: {
    refresh: 'Refresh',
    updated: (time: string, day: string | null) =>
      day ? `Updated on ${day} at ${time}` : `Updated at ${time}`,
    stale: (time: string, day: string | null) =>
      `Platform unreachable — data from ${day ? `${day} ${time}` : time}`,
  },
} as const;

const AMSTERDAM = 'Europe/Amsterdam';
const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: AMSTERDAM,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const calendarDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: AMSTERDAM,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** `14:05`, the Amsterdam wall-clock minute of an instant (the oracle: Intl, not our code). */
const amsterdamMinute = (instant: number): string => clock.format(instant);

/**
 * `23-11-2026`, the day in the default date style; null when it is `now`'s day in Amsterdam
 * (the page's clock, which a test may have set to another day than the machine's).
 */
function dayUnlessToday(instant: number, now = Date.now()): string | null {
  const day = calendarDay.format(instant).replace(/\//g, '-');
  return day === calendarDay.format(now).replace(/\//g, '-') ? null : day;
}

/** An instant as X-Data-As-Of says it, and as the line's `datetime` repeats it. */
export const isoInstant = (instant: number): string => new Date(instant).toISOString();

/** The as-of instant an answer carries (X-Data-As-Of), or null without one. */
export function asOfOf(response: Response): number | null {
  const header = response.headers()['x-data-as-of'];
  return header === undefined ? null : Date.parse(header);
}

/** The line under a screen's title, and its Refresh button. */
export class FreshnessLine {
  readonly status: Locator;
  /** The sentence's `<time>`: its `datetime` is the instant shown, to the millisecond. */
  readonly time: Locator;
  readonly refresh: Locator;

  constructor(
    page: Page,
    private readonly language: Language,
  ) {
    this.status = page.locator('.page-header').getByRole('status');
    this.time = this.status.locator('time');
    this.refresh = page
      .locator('.page-header')
      .getByRole('button', { name: WORDS[language].refresh, exact: true });
  }

  /** What the line says for data as of this instant. */
  updatedText(asOf: number): string {
    return WORDS[this.language].updated(amsterdamMinute(asOf), dayUnlessToday(asOf));
  }

  /**
   * What the line says when the platform is out of reach and the data is as of this instant,
   * read on a page whose clock says `now`.
   */
  staleText(asOf: number, now?: number): string {
    return WORDS[this.language].stale(amsterdamMinute(asOf), dayUnlessToday(asOf, now));
  }
}
