/**
 * GET /api/exceptions's answer: the exceptions of the period, counted per kind, then filtered
 * by kind; newest day first, a product's state (no day)
 * after the dated exceptions, and within a day by kind (the filter's order), location,
 * shop and subject, so equal asks give equal answers.
 */
import {
  EXCEPTION_KINDS,
  type Exception,
  type ExceptionKind,
  type ExceptionsResponse,
  type ExceptionThresholds,
} from '../../../../shared/api/exceptions.js';
import type { AuthContext } from '../../core/caller.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import type { ReportScope } from '../financial-report/load-report-input.js';
import type { LatestSnapshot } from '../stock-value/latest-snapshot.js';
import { exceptionsOf, type ExceptionDeps } from './find-exceptions.js';

const kindOrder = new Map<ExceptionKind, number>(EXCEPTION_KINDS.map((kind, at) => [kind, at]));

export function compareExceptions(a: Exception, b: Exception): number {
  if (a.day !== b.day) {
    if (a.day === null) return 1;
    if (b.day === null) return -1;
    return a.day < b.day ? 1 : -1;
  }
  return (
    (kindOrder.get(a.kind) ?? 0) - (kindOrder.get(b.kind) ?? 0) ||
    (a.location_id ?? 0) - (b.location_id ?? 0) ||
    (a.shop_id ?? 0) - (b.shop_id ?? 0) ||
    a.subject.id - b.subject.id
  );
}

export function countsOf(exceptions: readonly Exception[]): Record<ExceptionKind, number> {
  const counts = Object.fromEntries(EXCEPTION_KINDS.map((kind) => [kind, 0])) as Record<
    ExceptionKind,
    number
  >;
  for (const exception of exceptions) counts[exception.kind] += 1;
  return counts;
}

export async function computeExceptions(
  deps: ExceptionDeps,
  auth: AuthContext,
  range: ReportScope,
  {
    kind,
    thresholds,
    stock,
  }: {
    kind: ExceptionKind | undefined;
    thresholds: ExceptionThresholds;
    /** The latest stock snapshot, where the caller looked (undefined: looked for here). */
    stock?: LatestSnapshot | null;
  },
  work: ReadWork,
): Promise<ExceptionsResponse> {
  const { exceptions, notChecked, stockSnapshot } = await exceptionsOf(
    deps,
    auth,
    range,
    thresholds,
    work,
    stock,
  );
  const shown = exceptions.filter((exception) => kind === undefined || exception.kind === kind);
  shown.sort(compareExceptions);
  const data: Exception[] = shown;
  return {
    from: range.from,
    to: range.to,
    location_id: range.scope.locationId,
    kind: kind ?? null,
    currency: 'EUR',
    thresholds,
    not_checked: notChecked,
    counts: countsOf(exceptions),
    stock_snapshot: stockSnapshot,
    count: data.length,
    data,
  };
}
