/**
 * The VAT return overview from the financial report of the same range and location: every
 * rate row of `direct_paid`, `not_paid_now` and `refunds` goes, whole, into one rubriek, or, when
 * the rate is another EU member state's, into that country's OSS section, so per rate the
 * overview's turnover and VAT are the report's by construction (docs/financial-report.md,
 * "The VAT return"). A rate row is a sum of whole-cent lines, so adding rows is exact.
 */
import type {
  FinancialReport,
  FinancialReportRateRow,
} from '../../../../shared/api/financial-report.js';
import type { TaxRateRecord } from '../../core/model/reference.js';
import {
  NON_REVENUE_KINDS,
  OTHER_RUBRIEKEN,
  SALES_RUBRIEKEN,
  type NonRevenueKind,
  type SalesRubriek,
  type SalesVatReturn,
  type VatReturn,
} from '../../../../shared/api/vat-return.js';
import {
  add,
  floorToWholeEuros,
  parseAmount,
  subtract,
  sum,
  toJsonNumber,
  ZERO,
  type Amount,
} from '../../../../shared/money.js';
import { HOME_COUNTRY } from '../reference/home-country.js';
import { dutchRateKind, type DutchRateKind } from '../../../../shared/vat-rate-kinds.js';

/** Where a rate row goes; null: the report's row of non-turnover lines (no rate). */
export function rubriekOfRate(rate: number | null): SalesRubriek | null {
  return rate === null ? null : RUBRIEK_OF_KIND[dutchRateKind(rate)];
}

/** The VAT return's sales rubriek of each Dutch rate kind (shared/vat-rate-kinds.ts). */
const RUBRIEK_OF_KIND: Record<DutchRateKind, SalesRubriek> = {
  high: '1a',
  low: '1b',
  other: '1c',
  zero: '1e',
};

const REASONS: Record<NonRevenueKind, string> = {
  gift_cards:
    'A gift card sold is paid in advance of a later purchase; VAT is due when it is spent on goods.',
  tips: 'A tip is not a payment for goods or services supplied by the shop.',
  invoice_payments: 'Paying an earlier invoice: its turnover counted when it was invoiced.',
  prepayments: 'Money received ahead of a sale; the sale counts when it is made.',
  other: 'Non-turnover lines the platform gave no kind.',
};

interface RateSum {
  rate: number | null;
  turnover: Amount;
  vat: Amount;
}

/**
 * The report's rate rows summed per tax rate id, in the report's order: the sales of the
 * range (both sections) and the refunds paid back in it (negative), so a refund lowers the
 * return of the period it was given in, whatever period the sale was in.
 */
function ratesOfReport(report: FinancialReport): Map<number | null, RateSum> {
  const byId = new Map<number | null, RateSum>();
  const rows: FinancialReportRateRow[] = [
    ...report.direct_paid.rates,
    ...report.not_paid_now.rates,
    ...report.refunds.rates,
  ];
  for (const row of rows) {
    const entry = byId.get(row.tax_rate_id) ?? { rate: row.rate, turnover: ZERO, vat: ZERO };
    entry.turnover = add(entry.turnover, parseAmount(row.net));
    entry.vat = add(entry.vat, parseAmount(row.vat));
    byId.set(row.tax_rate_id, entry);
  }
  return byId;
}

const jsonNumber = (amount: Amount): number => toJsonNumber(amount);
const whole = (amount: Amount): number => toJsonNumber(floorToWholeEuros(amount), 0);

function nonRevenueOf(report: FinancialReport): VatReturn['non_revenue'] {
  const { non_revenue: lines } = report.revenue;
  const named = {
    gift_cards: parseAmount(lines.gift_cards),
    tips: parseAmount(lines.tips),
    invoice_payments: parseAmount(lines.invoice_payments),
    prepayments: parseAmount(lines.prepayments),
  };
  const amounts: Record<NonRevenueKind, Amount> = {
    ...named,
    other: subtract(parseAmount(lines.total), sum(Object.values(named))),
  };
  return NON_REVENUE_KINDS.filter((kind) => kind !== 'other' || amounts.other !== ZERO).map(
    (kind) => ({ kind, amount: jsonNumber(amounts[kind]), reason: REASONS[kind] }),
  );
}

/**
 * The member state of each tax rate id whose rate is not Dutch, from the registry's
 * `country_iso2`. A rate the registry does not list, or lists without a country, is taken as
 * Dutch (its rubriek by percentage, as before): nothing says it is foreign.
 */
export function foreignCountryResolver(taxRates: readonly TaxRateRecord[]) {
  const countries = new Map(
    taxRates.map((rate) => [rate.id, rate.country_iso2.trim().toUpperCase()]),
  );
  return (taxRateId: number | null): string | null => {
    if (taxRateId === null) return null;
    const country = countries.get(taxRateId) ?? '';
    return country === '' || country === HOME_COUNTRY ? null : country;
  };
}
export type ForeignCountryOf = ReturnType<typeof foreignCountryResolver>;

type RateEntry = RateSum & { id: number };

function ossOf(members: readonly (RateEntry & { country: string })[]) {
  const countries = [...new Set(members.map((entry) => entry.country))].sort();
  const oss = countries.map((country) => {
    const rates = members.filter((entry) => entry.country === country);
    return {
      country_iso2: country,
      turnover: sum(rates.map((entry) => entry.turnover)),
      vat: sum(rates.map((entry) => entry.vat)),
      rates: rates
        .sort((a, b) => (b.rate ?? -1) - (a.rate ?? -1) || a.id - b.id)
        .map((entry) => ({
          tax_rate_id: entry.id,
          rate: entry.rate,
          turnover: jsonNumber(entry.turnover),
          vat: jsonNumber(entry.vat),
        })),
    };
  });
  return {
    oss: oss.map((row) => ({
      ...row,
      turnover: jsonNumber(row.turnover),
      vat: jsonNumber(row.vat),
    })),
    oss_total: {
      turnover: jsonNumber(sum(oss.map((row) => row.turnover))),
      vat: jsonNumber(sum(oss.map((row) => row.vat))),
    },
  };
}

export function vatReturnOf(
  report: FinancialReport,
  foreignCountryOf: ForeignCountryOf,
): SalesVatReturn {
  const rates = ratesOfReport(report);
  const rated = [...rates].flatMap(([id, entry]): RateEntry[] =>
    id === null ? [] : [{ id, ...entry }],
  );
  // A rate of another member state is OSS turnover: never in the Dutch rubrieken.
  const dutch = rated.filter((entry) => foreignCountryOf(entry.id) === null);
  const foreign = rated.flatMap((entry) => {
    const country = foreignCountryOf(entry.id);
    return country === null ? [] : [{ ...entry, country }];
  });
  const rubrieken = SALES_RUBRIEKEN.map((rubriek) => {
    const members = dutch.filter((entry) => rubriekOfRate(entry.rate) === rubriek);
    const turnover = sum(members.map((entry) => entry.turnover));
    const vat = sum(members.map((entry) => entry.vat));
    return {
      rubriek,
      turnover: jsonNumber(turnover),
      vat: jsonNumber(vat),
      turnover_whole_euros: whole(turnover),
      vat_whole_euros: whole(vat),
      rates: members.map((entry) => ({
        tax_rate_id: entry.id,
        rate: entry.rate,
        turnover: jsonNumber(entry.turnover),
        vat: jsonNumber(entry.vat),
      })),
    };
  });
  const vatOnSales = sum(rubrieken.map((row) => parseAmount(row.vat)));
  // The form adds up the whole euros entered per rubriek, not the cents.
  const vatOnSalesWhole = sum(rubrieken.map((row) => parseAmount(row.vat_whole_euros)));
  const noRate = rates.get(null)?.turnover ?? ZERO;
  const noRateGross = add(noRate, rates.get(null)?.vat ?? ZERO);
  return {
    from: report.from,
    to: report.to,
    location_id: report.location_id,
    currency: 'EUR',
    rounding: 'whole_euros_down',
    rubrieken,
    vat_on_sales: {
      vat: jsonNumber(vatOnSales),
      vat_whole_euros: toJsonNumber(vatOnSalesWhole, 0),
    },
    ...ossOf(foreign),
    not_from_sales_data: OTHER_RUBRIEKEN.map((rubriek) => ({
      rubriek,
      source: 'not_from_sales_data' as const,
    })),
    // The null row holds the non-turnover lines and any turnover line without a rate.
    turnover_without_rate: jsonNumber(
      subtract(noRateGross, parseAmount(report.revenue.non_revenue.total)),
    ),
    non_revenue: nonRevenueOf(report),
    non_revenue_total: report.revenue.non_revenue.total,
    report_bridge: report.bridges.vat_return,
  };
}
