/**
 * One step of a delta feed: the rows changed at or after a position, ordered by update time
 * (to the microsecond, as the platform orders it: delta-position.ts) then id. The upstream
 * filter `date_updated >= t` is inclusive and works to the second, so rows at the boundary
 * that were already handed out (not after the position) are skipped here; a run of such rows
 * longer than a page is read past page by page.
 */
import { formatUpstreamTimestamp } from '../../../../shared/dates.js';
import type { UpstreamClient, UpstreamSession } from '../../../upstream/client.js';
import { UPSTREAM_LIST_LIMIT, UPSTREAM_ORDER_LIST_LIMIT } from '../../../upstream/calls.js';
import { inList, where } from '../../../upstream/filters.js';
import type {
  OrderRow,
  ShopProductRow,
  UpstreamList,
  UpstreamOrder,
} from '../../../upstream/wire.js';
import type { UpstreamWork } from '../../../upstream/work.js';
import { LIST_LANGUAGE, NO_QUERY } from '../../../upstream/list-args.js';
import { catalogTypeFilter } from './product-rows.js';
import { badGateway } from '../../core/errors.js';
import { comparePositions, rowPosition, type CursorPosition } from './delta-position.js';

export interface DeltaSource<Row> {
  pageSize: number;
  readPage(since: number, start: number, limit: number): Promise<UpstreamList<Row>>;
  idOf(row: Row): number;
  updatedOf(row: Row): string;
}

interface DeltaStep<Row> {
  rows: Row[];
  next: CursorPosition;
  hasMore: boolean;
}

const BY_UPDATE: UpstreamOrder[] = [
  { name: 'date_updated', dir: 'asc' },
  { name: 'id', dir: 'asc' },
];

function positionOfRow<Row>(source: DeltaSource<Row>, row: Row): CursorPosition {
  const id = source.idOf(row);
  const position = rowPosition(source.updatedOf(row), id);
  if (position === null) {
    throw badGateway(`upstream platform: date_updated of row ${id} is not a timestamp`);
  }
  return position;
}

export async function readDelta<Row>(
  source: DeltaSource<Row>,
  position: CursorPosition,
  limit: number,
): Promise<DeltaStep<Row>> {
  const rows: Row[] = [];
  let next = position;
  let start = 0;
  // One row more than asked tells whether more are waiting.
  const pageSize = Math.min(source.pageSize, limit + 1);
  for (;;) {
    const page = await source.readPage(position.updated, start, pageSize);
    for (const row of page.data) {
      const at = positionOfRow(source, row);
      if (comparePositions(at, position) <= 0) continue;
      if (rows.length === limit) return { rows, next, hasMore: true };
      rows.push(row);
      next = at;
    }
    start += page.data.length;
    if (page.data.length === 0 || start >= page.total) return { rows, next, hasMore: false };
  }
}

/** Every row changed since `position`, read a step of `step` rows at a time, and where it ends. */
export async function readAllChanges<Row>(
  source: DeltaSource<Row>,
  position: CursorPosition,
  step: number,
): Promise<{ rows: Row[]; next: CursorPosition }> {
  const rows: Row[] = [];
  let next = position;
  for (;;) {
    const read = await readDelta(source, next, step);
    rows.push(...read.rows);
    next = read.next;
    if (!read.hasMore) return { rows, next };
  }
}

/** Orders changed since a moment, limited to some shops (null = all of the account). */
export const orderDeltaSource = (
  upstream: UpstreamClient,
  session: UpstreamSession,
  shopIds: readonly number[] | null,
  work: UpstreamWork,
): DeltaSource<OrderRow> => ({
  pageSize: UPSTREAM_ORDER_LIST_LIMIT,
  readPage: async (since, start, limit) =>
    shopIds !== null && shopIds.length === 0
      ? { data: [], count: 0, total: 0 }
      : upstream.list('listOrders', session, {
          ...work,
          start,
          limit,
          order: BY_UPDATE,
          filters: [
            where('date_updated', '>=', formatUpstreamTimestamp(since)),
            ...(shopIds === null ? [] : [inList('shop_id', shopIds)]),
          ],
        }),
  idOf: (row) => row.id,
  updatedOf: (row) => row.date_updated,
});

/** Shop products changed since a moment. */
export const productDeltaSource = (
  upstream: UpstreamClient,
  session: UpstreamSession,
  work: UpstreamWork,
): DeltaSource<ShopProductRow> => ({
  pageSize: UPSTREAM_LIST_LIMIT,
  readPage: (since, start, limit) =>
    upstream.list('searchProducts', session, {
      ...work,
      leading: [NO_QUERY, LIST_LANGUAGE],
      start,
      limit,
      order: BY_UPDATE,
      filters: [where('date_updated', '>=', formatUpstreamTimestamp(since)), catalogTypeFilter],
    }),
  idOf: (row) => row.id,
  updatedOf: (row) => row.date_updated,
});
