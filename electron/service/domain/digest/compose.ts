/**
 * A digest's text, pure: one day's exceptions (GET /api/exceptions of that day) and its
 * figures against the same weekday last week and last year (GET /api/dashboard of that day),
 * in one language, as a subject, a plain-text part and an HTML part that say the same. The
 * digest is laid out once (`layOut`) and written twice, so the two parts cannot disagree.
 * The day's exceptions are grouped per kind, in the order the exceptions screen lists its
 * kinds, newest first within a kind, at most `LISTED_PER_KIND` each (the count says how
 * many, the app lists them all). A product's state (never priced, no cost price, negative
 * stock, price below cost) belongs to no day and is found again every day, so the digest
 * counts those per kind under "in the catalog" rather than listing the same products each
 * morning: the products, so a catalog state (one exception whose `products` are those in it)
 * counts as many as it holds, as the screen's row says.
 */
import type { Dashboard } from '../../../../shared/api/dashboard.js';
import {
  EXCEPTION_KINDS,
  type Exception,
  type ExceptionKind,
  type ExceptionsResponse,
} from '../../../../shared/api/exceptions.js';
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import { isOneOf } from '../../../../shared/guards.js';
import { htmlOf } from './compose-html.js';
import type { FigureRow, KindGroup, Layout } from './layout.js';
import {
  digestWords,
  type BookkeepingTroubleState,
  type DigestWords,
} from '../../../../shared/digest-words.js';
import { bookkeepingDayWords } from '../../../../shared/bookkeeping-day-words.js';

export const LISTED_PER_KIND = 10;

/** The day's posting into the bookkeeping package when it failed, was blocked or booked otherwise (else null). */
export interface BookkeepingTrouble {
  state: BookkeepingTroubleState;
  /** The day's stable code (GET /api/bookkeeping/postings), or the refusal's; null if none. */
  code: string | null;
  /** The package's words, or the service's (English, as the API's are). */
  reason: string;
}

interface DigestInput {
  day: string;
  lang: ExportLanguage;
  dashboard: Dashboard;
  exceptions: ExceptionsResponse;
  bookkeeping?: BookkeepingTrouble | null;
}

export interface ComposedDigest {
  subject: string;
  text: string;
  html: string;
  exceptionCount: number;
}

const longDay = (words: DigestWords, day: string): string =>
  new Intl.DateTimeFormat(words.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

const moneyOf = (words: DigestWords, euros: number): string =>
  new Intl.NumberFormat(words.locale, { style: 'currency', currency: 'EUR' }).format(euros);

const numberOf = (words: DigestWords, value: number, digits = 0): string =>
  new Intl.NumberFormat(words.locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: 2,
  }).format(value);

function changeOf(words: DigestWords, change: number | null): string {
  if (change === null) return words.noChange;
  return `${change > 0 ? '+' : ''}${numberOf(words, change, 2)} %`;
}

function measureOf(words: DigestWords, value: number | null, unit: Exception['unit']): string {
  if (value === null || unit === null) return '';
  if (unit === 'EUR') return moneyOf(words, value);
  if (unit === 'percent') return `${numberOf(words, value)} %`;
  if (unit === 'closings') return words.closings(value);
  return numberOf(words, value);
}

/** One exception on one line: what, where, what was measured against which threshold. */
function exceptionLine(words: DigestWords, exception: Exception): string {
  const label = exception.subject.label;
  const where =
    exception.shop_name !== null && exception.shop_name !== label
      ? ` (${exception.shop_name})`
      : '';
  const measured = measureOf(words, exception.measured, exception.unit);
  const threshold = measureOf(words, exception.threshold, exception.unit);
  const against = measured === '' ? '' : `: ${measured}`;
  const limit = threshold === '' ? '' : ` (${words.threshold} ${threshold})`;
  const money =
    exception.amount !== null && exception.unit !== 'EUR'
      ? `, ${moneyOf(words, exception.amount)}`
      : '';
  return `${label}${where}${against}${limit}${money}`;
}

const isKind = (kind: string): kind is ExceptionKind => isOneOf(EXCEPTION_KINDS, kind);

function kindLabel(words: DigestWords, kind: string): string {
  if (isKind(kind)) return words.kinds[kind];
  return kind === 'manual_price_change' ? words.manualPriceChange : kind.replaceAll('_', ' ');
}

function groupsOf(words: DigestWords, exceptions: readonly Exception[]): KindGroup[] {
  return EXCEPTION_KINDS.flatMap((kind) => {
    const ofKind = exceptions.filter((exception) => exception.kind === kind);
    if (ofKind.length === 0) return [];
    const listed = ofKind.slice(0, LISTED_PER_KIND);
    const rest = ofKind.length - listed.length;
    return [
      {
        label: words.kinds[kind],
        count: ofKind.length,
        lines: listed.map((exception) => exceptionLine(words, exception)),
        more: rest > 0 ? words.more(rest) : null,
      },
    ];
  });
}

/** "Never priced: 200": per kind, how many products; a catalog state counts its products. */
function catalogLines(words: DigestWords, states: readonly Exception[]): string[] {
  return EXCEPTION_KINDS.flatMap((kind) => {
    const ofKind = states.filter((exception) => exception.kind === kind);
    const products = ofKind.reduce((sum, exception) => sum + (exception.products?.length ?? 1), 0);
    return ofKind.length === 0 ? [] : [`${words.kinds[kind]}: ${products}`];
  });
}

/** The day's trouble in the bookkeeping screen's words, then the package's as the details. */
const bookkeepingLine = (words: DigestWords, lang: ExportLanguage, trouble: BookkeepingTrouble) =>
  words.bookkeeping(
    trouble.state,
    bookkeepingDayWords(trouble.code, lang),
    trouble.reason.replace(/\.$/, ''),
  );

function layOut({ day, lang, dashboard, exceptions, bookkeeping }: DigestInput): Layout {
  const words = digestWords(lang);
  const { figures, last_week: week, last_year: year } = dashboard.total;
  const money = (euros: number) => moneyOf(words, euros);
  const basket = (euros: number | null) => (euros === null ? words.noChange : money(euros));
  const row = (
    label: string,
    value: (f: typeof figures) => string,
    change: keyof typeof week.change,
  ): FigureRow => ({
    label,
    value: value(figures),
    lastWeek: `${value(week.figures)} (${changeOf(words, week.change[change])})`,
    lastYear: `${value(year.figures)} (${changeOf(words, year.change[change])})`,
  });
  const dated = exceptions.data.filter((exception) => exception.day !== null);
  const states = exceptions.data.filter((exception) => exception.day === null);
  const count = dated.length;
  const notChecked = exceptions.not_checked.map((entry) => kindLabel(words, entry.kind));
  const dayText = longDay(words, day);
  return {
    subject: words.subject(dayText, count),
    title: words.title(dayText),
    figuresHeading: words.figuresHeading,
    figuresIntro: words.figuresIntro,
    columns: [
      '',
      dayText,
      words.lastWeek(longDay(words, week.date)),
      words.lastYear(longDay(words, year.date)),
    ],
    figures: [
      row(words.turnover, (f) => money(f.turnover), 'turnover'),
      row(words.turnoverWt, (f) => money(f.turnover_wt), 'turnover_wt'),
      row(words.orders, (f) => numberOf(words, f.orders), 'orders'),
      row(words.averageBasket, (f) => basket(f.average_basket_wt), 'average_basket_wt'),
    ],
    cashDifferences: `${words.cashDifferences}: ${money(dashboard.cash_differences)}`,
    bookkeeping: bookkeeping ? bookkeepingLine(words, lang, bookkeeping) : null,
    exceptionsHeading: words.exceptionsHeading(count),
    groups: groupsOf(words, dated),
    noExceptions: count === 0 ? words.noExceptions : null,
    catalogHeading: words.catalogHeading,
    catalog: catalogLines(words, states),
    notChecked: notChecked.length > 0 ? `${words.notChecked}: ${notChecked.join(', ')}` : null,
    footer: words.footer,
  };
}

function textOf(layout: Layout): string {
  const lines = [layout.title, '', layout.figuresHeading, layout.figuresIntro, ''];
  for (const figure of layout.figures) {
    lines.push(`${figure.label}: ${figure.value}`);
    lines.push(`  ${layout.columns[2]}: ${figure.lastWeek}`);
    lines.push(`  ${layout.columns[3]}: ${figure.lastYear}`);
  }
  lines.push(layout.cashDifferences);
  if (layout.bookkeeping !== null) lines.push('', layout.bookkeeping);
  lines.push('', layout.exceptionsHeading);
  if (layout.noExceptions !== null) lines.push(layout.noExceptions);
  for (const group of layout.groups) {
    lines.push('', `${group.label} (${group.count})`);
    for (const line of group.lines) lines.push(`- ${line}`);
    if (group.more !== null) lines.push(`  ${group.more}`);
  }
  if (layout.catalog.length > 0) lines.push('', layout.catalogHeading, ...layout.catalog);
  if (layout.notChecked !== null) lines.push('', layout.notChecked);
  lines.push('', '-- ', layout.footer, '');
  return lines.join('\n');
}

export function composeDigest(input: DigestInput): ComposedDigest {
  const layout = layOut(input);
  return {
    subject: layout.subject,
    text: textOf(layout),
    html: htmlOf(layout, input.lang),
    exceptionCount: input.exceptions.data.length,
  };
}
