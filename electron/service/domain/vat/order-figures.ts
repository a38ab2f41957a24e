/**
 * Each order's share of a VAT return, per rubriek and OSS country, and the orders behind a
 * correction. A filing keeps the shares as they were (decision 0080, addendum): the platform
 * can tell which orders changed since (`date_updated`) but not what they were before, and an
 * order cancelled or moved out of the period is no longer among the period's orders at all.
 * Today's shares less the kept ones, per order, are exactly the correction, order by order.
 */
import type {
  VatCorrection,
  VatCorrectionFigures,
  VatCorrectionOrder,
} from '../../../../shared/api/vat-filings.js';
import {
  add,
  isZero,
  parseAmount,
  subtract,
  toJsonNumber,
  ZERO,
  type Amount,
} from '../../../../shared/money.js';
import type { FinancialReport, ReportBasis } from '../financial-report/financial-report.js';
import type { ScopedOrder } from '../sales-figures/scope.js';
import { computeVatBreakdown } from '../sales-figures/vat-breakdown.js';
import { rubriekOfRate, type ForeignCountryOf } from './vat-return.js';
import { backofficeUrl, type OrderRowContext } from '../orders/rows.js';
import type { FiledOrder } from '../../data/vat-filings/filed-order.js';

/** Shares keep every digit an exact amount has, as the report's drill-down does. */
const EXACT_DECIMALS = 8;

/** A line of the return: a rubriek (`1a`) or an OSS country (`OSS:BE`). */
const lineKey = (correction: VatCorrectionFigures): string =>
  correction.rubriek ?? `OSS:${correction.country_iso2 ?? ''}`;

/** Per order id: its number and its share (turnover, VAT) per line. */
type Shares = Map<number, { number: string; lines: Map<string, [Amount, Amount]> }>;

/** Which line of the return a tax rate id goes to, as vatReturnOf places the report's rows. */
function lineOfRate(report: FinancialReport, foreignCountryOf: ForeignCountryOf) {
  const rates = new Map(
    [...report.direct_paid.rates, ...report.not_paid_now.rates, ...report.refunds.rates].map(
      (row) => [row.tax_rate_id, row.rate],
    ),
  );
  return (taxRateId: number | null): string | null => {
    if (taxRateId === null) return null;
    const country = foreignCountryOf(taxRateId);
    if (country !== null) return `OSS:${country}`;
    return rubriekOfRate(rates.get(taxRateId) ?? null);
  };
}

/**
 * Every order's share of each line of the return the report makes: its sale (paid or not)
 * and its credit note counted in the range, by the report's own per-order breakdown. The
 * shares of a line add up, exactly, to the line's figure.
 */
export function orderFiguresOf(
  basis: ReportBasis,
  report: FinancialReport,
  foreignCountryOf: ForeignCountryOf,
): FiledOrder[] {
  const lineOf = lineOfRate(report, foreignCountryOf);
  const byOrder: Shares = new Map();
  const parts: ScopedOrder[] = [...basis.directPaid, ...basis.notPaidNow, ...basis.creditNotes];
  for (const { order } of parts) {
    const entry = byOrder.get(order.id) ?? {
      number: order.number,
      lines: new Map<string, [Amount, Amount]>(),
    };
    byOrder.set(order.id, entry);
    for (const bucket of computeVatBreakdown([order]).rates) {
      const line = lineOf(bucket.taxRateId);
      if (line === null) continue;
      const [turnover, vat] = entry.lines.get(line) ?? [ZERO, ZERO];
      entry.lines.set(line, [
        add(turnover, bucket.net),
        add(vat, subtract(bucket.gross, bucket.net)),
      ]);
    }
  }
  return [...byOrder]
    .sort(([a], [b]) => a - b)
    .flatMap(([id, { number, lines }]) => {
      const kept = [...lines]
        .filter(([, [turnover, vat]]) => !isZero(turnover) || !isZero(vat))
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([line, [turnover, vat]]) => ({
          line,
          turnover: toJsonNumber(turnover, EXACT_DECIMALS),
          vat: toJsonNumber(vat, EXACT_DECIMALS),
        }));
      return kept.length === 0 ? [] : [{ id, number, lines: kept }];
    });
}

const sharesOf = (orders: readonly FiledOrder[]): Shares =>
  new Map(
    orders.map((order) => [
      order.id,
      {
        number: order.number,
        lines: new Map(
          order.lines.map((row): [string, [Amount, Amount]] => [
            row.line,
            [parseAmount(row.turnover), parseAmount(row.vat)],
          ]),
        ),
      },
    ]),
  );

/**
 * The corrections with, on each, the orders whose share of that line differs between the
 * filing and today, by how much (today's less the filed), in order id order. `filed` null:
 * the filing was kept without its orders (made before they were kept), so they are not known.
 */
export function withOrdersBehind(
  corrections: readonly VatCorrectionFigures[],
  filed: readonly FiledOrder[] | null,
  today: readonly FiledOrder[],
  context: OrderRowContext,
): VatCorrection[] {
  if (filed === null) return corrections.map((row) => ({ ...row, orders: null }));
  const before = sharesOf(filed);
  const now = sharesOf(today);
  const ids = [...new Set([...before.keys(), ...now.keys()])].sort((a, b) => a - b);
  return corrections.map((row) => {
    const line = lineKey(row);
    const orders = ids.flatMap((id): VatCorrectionOrder[] => {
      const [wasTurnover, wasVat] = before.get(id)?.lines.get(line) ?? [ZERO, ZERO];
      const [isTurnover, isVat] = now.get(id)?.lines.get(line) ?? [ZERO, ZERO];
      const turnover = subtract(isTurnover, wasTurnover);
      const vat = subtract(isVat, wasVat);
      if (isZero(turnover) && isZero(vat)) return [];
      const number = now.get(id)?.number ?? before.get(id)?.number ?? String(id);
      return [
        {
          id,
          order_number: number,
          backoffice_url: backofficeUrl(context.backofficeUrlTemplate, context.account, id),
          turnover: toJsonNumber(turnover, EXACT_DECIMALS),
          vat: toJsonNumber(vat, EXACT_DECIMALS),
        },
      ];
    });
    return { ...row, orders };
  });
}

/**
 * The shares as filed plus, per order and line, what later filings declared of them: what
 * today's shares are compared with to name the orders of what is still to declare. null when
 * the filing kept no orders, or a declared correction did not know its orders.
 */
export function sharesAfterDeclared(
  filed: readonly FiledOrder[] | null,
  declared: readonly VatCorrection[],
): FiledOrder[] | null {
  if (filed === null) return null;
  const shares = sharesOf(filed);
  for (const correction of declared) {
    if (correction.orders === null) return null;
    const line = lineKey(correction);
    for (const order of correction.orders) {
      const entry = shares.get(order.id) ?? {
        number: order.order_number,
        lines: new Map<string, [Amount, Amount]>(),
      };
      shares.set(order.id, entry);
      const [turnover, vat] = entry.lines.get(line) ?? [ZERO, ZERO];
      entry.lines.set(line, [
        add(turnover, parseAmount(order.turnover)),
        add(vat, parseAmount(order.vat)),
      ]);
    }
  }
  return [...shares].map(([id, { number, lines }]) => ({
    id,
    number,
    lines: [...lines].map(([line, [turnover, vat]]) => ({
      line,
      turnover: toJsonNumber(turnover, EXACT_DECIMALS),
      vat: toJsonNumber(vat, EXACT_DECIMALS),
    })),
  }));
}
