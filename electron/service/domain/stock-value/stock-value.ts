/**
 * GET /api/stock-value: the stock at the end of a day, valued (valuing.ts), from the day's own
 * snapshot or the nearest one before it; before the first snapshot, an estimate back from the
 * first one through the units sold and returned in between (estimate.ts), those of the
 * caller's shops as the product sales report counts them (product-sales.ts). Names come from
 * today's catalog, only those the answer shows (catalog-names.ts). How it is made and what it cannot know: docs/stock-value.md.
 */
import type {
  StockValue,
  StockValueLine,
  StockValueWithLines,
} from '../../../../shared/api/stock-value.js';
import { addDays, daysInRange, todayLocal, type LocalDate } from '../../../../shared/dates.js';
import type { AuthContext } from '../../core/caller.js';
import { badRequest } from '../../core/errors.js';
import type { StockLines } from '../../core/model/stock-snapshot.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import type { Snapshot } from '../../data/read-model/stock-snapshots.js';
import { resolveLocationScope, type LocationScope } from '../access.js';
import type { ServiceDeps } from '../deps.js';
import { computeProductSales, DEFAULT_PRODUCT_SALES_SORT } from '../product-sales/product-sales.js';
import { catalogNames, offerNames, type AnswerNames } from './catalog-names.js';
import type { CurrentStock } from './current-stock.js';
import { snapshotsWithYesterday, type DailySnapshotDeps } from './daily-snapshot.js';
import { estimateBack, type UnitsMoved } from './estimate.js';
import {
  namedProduct,
  valuedLines,
  valueFigures,
  valueStock,
  type StockValuation,
} from './valuing.js';

export type StockValueDeps = DailySnapshotDeps & Pick<ServiceDeps, 'config'>;

export interface StockValueQuery {
  date: LocalDate;
  location_id?: number | undefined;
  /**
   * The lines the answer carries: none (the default: at 50,000 products they are 10 MB of JSON
   * that the totals do not need, decision 0127), every one, or one turnover group's (null:
   * those without a group).
   */
  lines?: 'all' | { groupId: number | null } | undefined;
}

/** The lines `asked` for, of the valued ones; a group not among the answer's is a 400. */
function linesAsked(
  query: Pick<StockValueQuery, 'date' | 'lines'>,
  valuation: StockValuation,
  names: AnswerNames,
): StockValueLine[] | undefined {
  const asked = query.lines;
  if (asked === undefined) return undefined;
  if (asked === 'all') return valuedLines(valuation.lines, names.products);
  if (!valuation.groups.has(asked.groupId)) {
    const group = asked.groupId === null ? 'none (without a turnover group)' : asked.groupId;
    throw badRequest(`group_id ${group} is not one of the turnover groups valued on ${query.date}`);
  }
  const inGroup = valuation.lines.filter(({ line }) => line.groupId === asked.groupId);
  return valuedLines(inGroup, names.products);
}

/** The units each product sold and took back from the day after `date` to `until`. */
async function unitsMoved(
  deps: StockValueDeps,
  auth: AuthContext,
  range: { from: LocalDate; to: LocalDate; scope: LocationScope },
  work: ReadWork,
): Promise<Map<number, UnitsMoved>> {
  const options = { productGroupId: undefined, sort: DEFAULT_PRODUCT_SALES_SORT };
  const sales = await computeProductSales(deps, auth, range, options, work);
  const moved = new Map<number, UnitsMoved>();
  for (const row of sales.rows) {
    if (row.product_id === null) continue;
    moved.set(row.product_id, { sold: row.quantity_sold, returned: row.quantity_returned });
  }
  return moved;
}

interface Based {
  snapshot: Snapshot | null;
  first: LocalDate | null;
  lines: StockLines;
}

interface Asked {
  date: LocalDate;
  locationId: number | null;
  lines: StockValueQuery['lines'];
}

function answerOf(
  query: Asked,
  based: Based,
  valuation: StockValuation,
  names: AnswerNames,
): StockValue {
  const { snapshot, lines } = based;
  const estimate = snapshot !== null && snapshot.date > query.date;
  const answerLines = linesAsked(query, valuation, names);
  return {
    date: query.date,
    location_id: query.locationId,
    snapshot: snapshot && {
      date: snapshot.date,
      taken_at: new Date(snapshot.takenAt).toISOString(),
      basis: estimate ? 'estimate_back' : snapshot.date === query.date ? 'own' : 'earlier',
      days_between: estimate
        ? daysInRange(query.date, snapshot.date) - 1
        : daysInRange(snapshot.date, query.date) - 1,
    },
    first_snapshot: based.first,
    estimate,
    ...valueFigures(valuation.total),
    groups: [...valuation.groups].map(([id, value]) => ({
      id,
      name: id === null ? null : (names.groups.get(id) ?? null),
      ...valueFigures(value),
    })),
    without_cost: valuation.withoutCost.map((id) => namedProduct(id, lines, names.products)),
    negative_stock: valuation.negativeStock.map((id) => namedProduct(id, lines, names.products)),
    ...(answerLines && { lines: answerLines }),
  };
}

/**
 * The answer of `based`, valued, with the names of what it names (each of its lines): from the
 * stock just read when a snapshot was taken for this request, else from the catalog's names,
 * read once per state of the catalog (catalog-names.ts).
 */
async function valuedAnswer(
  deps: StockValueDeps,
  auth: AuthContext,
  asked: Asked,
  based: Based,
  read: { current: CurrentStock | null; work: ReadWork },
): Promise<StockValue> {
  const valuation = valueStock(based.lines);
  if (read.current) offerNames(deps, auth, read.current.names.products);
  const names = read.current?.names ?? (await catalogNames(deps, auth, based.lines, read.work));
  return answerOf(asked, based, valuation, names);
}

export async function stockValueOn(
  deps: StockValueDeps,
  auth: AuthContext,
  query: StockValueQuery,
  work: ReadWork,
): Promise<StockValue> {
  const today = todayLocal(deps.clock.now());
  if (query.date > today) {
    throw badRequest(`date ${query.date} is after today (${today}): its stock is not known yet`);
  }
  const scope = await resolveLocationScope(deps, auth, query.location_id);
  const { snapshots, current } = await snapshotsWithYesterday(deps, auth, work);
  const [own, firstDate] = await Promise.all([
    snapshots.onOrBefore(query.date),
    snapshots.firstDate(),
  ]);
  const asked = { date: query.date, locationId: scope.locationId, lines: query.lines };
  const read = { current, work };
  if (own) {
    const based = { snapshot: own, first: firstDate, lines: own.lines };
    return valuedAnswer(deps, auth, asked, based, read);
  }
  const first = firstDate === null ? null : await snapshots.first();
  if (!first) {
    return valuedAnswer(deps, auth, asked, { snapshot: null, first: null, lines: new Map() }, read);
  }
  const range = { from: addDays(query.date, 1), to: first.date, scope };
  const lines = estimateBack(first.lines, await unitsMoved(deps, auth, range, work));
  return valuedAnswer(deps, auth, asked, { snapshot: first, first: first.date, lines }, read);
}

/** The answer with every line, as the files list them (export-sections.ts). */
export async function stockValueWithEveryLine(
  deps: StockValueDeps,
  auth: AuthContext,
  query: StockValueQuery,
  work: ReadWork,
): Promise<StockValueWithLines> {
  const value = await stockValueOn(deps, auth, { ...query, lines: 'all' }, work);
  return { ...value, lines: value.lines ?? [] };
}
