/**
 * The chart of accounts a new administration of either stand-in has: the codes of the example
 * ledger mapping (docs/journal.md, "An example") and the demo's turnover groups, with names of
 * our own, and the cross-posting ledger e-Boekhouden's memorial entries are booked against.
 */
export const DEMO_CHART: readonly (readonly [string, string])[] = [
  ['1000', 'Kas'],
  ['1100', 'Bank'],
  ['1110', 'Kruisposten pin'],
  ['1120', 'Kruisposten webshop'],
  ['1300', 'Debiteuren'],
  ['1520', 'Af te dragen btw hoog'],
  ['1521', 'Af te dragen btw laag'],
  ['1530', 'Af te dragen btw OSS'],
  ['1610', 'Cadeaubonnen'],
  ['1620', 'Fooien'],
  ['1630', 'Vooruitontvangen'],
  ['2000', 'Kruisposten memoriaal'],
  ['4990', 'Kasverschillen'],
  ['8010', 'Omzet kleding'],
  ['8020', 'Omzet schoenen'],
  ['8030', 'Omzet accessoires'],
  ['8040', 'Omzet boeken en tijdschriften'],
  ['8050', 'Omzet koffie en thee'],
  ['8060', 'Omzet verzendkosten'],
  ['8070', 'Statiegeld'],
  ['8999', 'Omzet overig'],
];
