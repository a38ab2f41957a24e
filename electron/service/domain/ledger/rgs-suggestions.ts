/**
 * The usual RGS code (Referentie Grootboekschema 3.x) for what a ledger account is used for,
 * offered on the ledger mapping as a suggestion, never written into an auditfile unless the
 * bookkeeper sets it. Only codes whose meaning could be checked are suggested; where none
 * could be, the suggestion is null and docs/journal.md ("RGS codes") says so.
 */
import type { SingleRole } from '../../../../shared/api/ledger-mapping.js';
import { dutchRateKind, type DutchRateKind } from '../../../../shared/vat-rate-kinds.js';

/** What the mapping posts to an account, as far as its RGS code depends on it. */
export type RgsUse =
  /** The Dutch rate kinds the group's lines of the last 13 months were sold at. */
  | { role: 'revenue'; kinds: readonly DutchRateKind[] }
  | { role: 'vat'; rate: number | null }
  | { role: 'oss' }
  | { role: 'clearing'; typeAlias: string }
  | { role: SingleRole };

/**
 * The codes, with the RGS reference number and name they carry in RGS 3.x
 * (docs/journal.md, "RGS codes", has the source of each).
 */
export const RGS = {
  /** 8001010, 1a. Netto-omzet uit leveringen geproduceerde goederen belast met hoog tarief */
  revenueHigh: 'WOmzNopOlh',
  /** 8001020, 1b. Netto-omzet uit leveringen geproduceerde goederen belast met laag tarief */
  revenueLow: 'WOmzNopOlv',
  /** 8001030, 1c. … belast met overige tarieven, behalve 0% */
  revenueOther: 'WOmzNopOlo',
  /** 8001050, 1e. Netto-omzet uit geproduceerde goederen belast met 0% of niet bij u belast */
  revenueZero: 'WOmzNopOlg',
  /** 1205010, Te betalen omzetbelasting (the level-4 account the rate codes below belong to) */
  vatPayable: 'BSchBepBtw',
  /** 1205010.02, 1a. Omzetbelasting leveringen/diensten belast met hoog tarief */
  vatHigh: 'BSchBepBtwOla',
  /** 1205010.03, 1b. Omzetbelasting leveringen/diensten belast met laag tarief */
  vatLow: 'BSchBepBtwOlv',
  /** 1205010.04, 1c. Omzetbelasting leveringen/diensten belast met overige tarieven, behalve 0% */
  vatOther: 'BSchBepBtwOlo',
  /** 1001010, Kas */
  cash: 'BLimKasKas',
  /** 1003010, Kruisposten: stortingen onderweg */
  inTransit: 'BLimKruSto',
  /** 1101010, Handelsdebiteuren nominaal */
  debtors: 'BVorDebHad',
  /** 4210030, Kasverschillen (administratieve lasten) */
  cashDifferences: 'WBedAdlKav',
  /** 1209170, Vouchers uitstaand (overige schulden): gift cards sold, not spent yet */
  vouchers: 'BSchOvsVou',
  /** 1209065, Overige verplichtingen inzake personeel: tips, owed to the staff */
  staff: 'BSchOvsOvi',
  /** 1209042, Ontvangen vooruitbetalingen op bestellingen */
  prepayments: 'BSchVobVob',
  /** 3001010, Handelsgoederen, bruto (voorraden): the stock of trade goods at cost */
  stock: 'BVrdHanVoo',
  /** 7005010, Inkoopwaarde handelsgoederen (kostprijs van de omzet): the cost of sales */
  costOfSales: 'WKprInhInh',
} as const;

/** Payment types whose receipts are a claim on the customer, not money on its way. */
const DEBTOR_TYPES: ReadonlySet<string> = new Set(['OnAccount']);
/** The shop's own gift card spent: its liability (vouchers outstanding) is settled. */
const OWN_GIFT_CARD_TYPES: ReadonlySet<string> = new Set(['OnlineGiftCard']);

/** A rate's VAT account code by its kind, as the VAT return places it (shared/vat-rate-kinds.ts). */
const VAT_CODES: Record<DutchRateKind, string> = {
  high: RGS.vatHigh,
  low: RGS.vatLow,
  other: RGS.vatOther,
  // The zero rate owes no VAT: no rate code of its own, the level-4 account.
  zero: RGS.vatPayable,
};

function vatCode(rate: number | null): string {
  return rate === null ? RGS.vatPayable : VAT_CODES[dutchRateKind(rate)];
}

function clearingCode(typeAlias: string): string | null {
  if (typeAlias === 'Cash') return RGS.cash;
  if (DEBTOR_TYPES.has(typeAlias)) return RGS.debtors;
  if (OWN_GIFT_CARD_TYPES.has(typeAlias)) return RGS.vouchers;
  // Card terminal, payment provider, bank transfer, another issuer's gift card, the
  // platform's own types: money on its way, cleared against the provider's statement.
  return RGS.inTransit;
}

/** A revenue account's 1a–1e code by the rate its group is sold at. */
const REVENUE_CODES: Record<DutchRateKind, string> = {
  high: RGS.revenueHigh,
  low: RGS.revenueLow,
  other: RGS.revenueOther,
  zero: RGS.revenueZero,
};

/** A group sold at one Dutch rate kind gets its code; at several, or none known, none. */
function revenueCode(kinds: readonly DutchRateKind[]): string | null {
  const distinct = new Set(kinds);
  const [only] = distinct;
  return distinct.size === 1 && only !== undefined ? REVENUE_CODES[only] : null;
}

/** The usual code for one use; null where no code could be verified. */
export function suggestedRgsOf(use: RgsUse): string | null {
  switch (use.role) {
    case 'revenue':
      // By the rate the group's lines were sold at, not one code for every group.
      return revenueCode(use.kinds);
    case 'vat':
      return vatCode(use.rate);
    case 'oss':
      // RGS 3.x has no OSS code we could verify: the level-4 account VAT payable belongs to.
      return RGS.vatPayable;
    case 'clearing':
      return clearingCode(use.typeAlias);
    case 'debtors':
      return RGS.debtors;
    case 'cash_differences':
      return RGS.cashDifferences;
    case 'gift_cards':
      return RGS.vouchers;
    case 'tips':
      return RGS.staff;
    case 'prepayments':
      return RGS.prepayments;
    case 'stock':
      return RGS.stock;
    case 'cost_of_sales':
      return RGS.costOfSales;
    case 'cross_posting':
      // A memorial entry's cross-posting ledger: no RGS 3.x code for it could be verified.
      return null;
  }
}

/**
 * One account's suggestion from all its uses: the code they agree on; VAT payable at several
 * rates, the level-4 VAT payable code; uses that disagree otherwise, none. A payment type
 * cleared on the cash, debtors or gift-card account (docs/journal.md recommends sharing them:
 * "Op rekening" receipts to debtors, gift-card payments to the liability) is money put into that
 * account, not money on its way: its in-transit code gives way to the account's own.
 */
export function suggestedRgsForUses(uses: readonly RgsUse[]): string | null {
  const codes = new Set(uses.map(suggestedRgsOf));
  if (codes.has(null)) return null;
  if (codes.size > 1) codes.delete(RGS.inTransit);
  if (codes.size === 1) return [...codes][0] ?? null;
  const all = [...codes].filter((code) => code !== null);
  return all.every((code) => code.startsWith(RGS.vatPayable)) ? RGS.vatPayable : null;
}
