/**
 * The financial report's words on paper, in both languages, and their one home: the service's PDF
 * of the report (electron/service/domain/financial-report/pdf/) and the renderer's print view (its
 * dictionary spreads them in, renderer/src/i18n/nl-report.ts and en-report.ts, keys as there) read
 * them here, so the two say the same.
 */
import type { ExportLanguage } from './api/export-columns.js';

const nl = {
  'report.title': 'Financieel rapport',
  'report.print.account': 'Account',
  'report.location': 'Vestiging',
  'report.allLocations': 'Alle vestigingen',
  'range.label': 'Periode',
  'report.periodDates': '{from} t/m {to}',
  'report.print.printedAt': 'Afgedrukt op',
  'report.revenue': 'Omzet',
  'report.sales': 'Verkopen',
  'report.returns': 'Retouren',
  'report.differences': 'Kasverschillen',
  'report.differences.short': 'Kastekort: gaat af van de omzet',
  'report.differences.over': 'Kasoverschot: telt mee in de omzet',
  'report.turnover': 'Omzet',
  'report.cost': 'Kostprijs',
  'report.margin': 'Marge',
  'report.inclVat': '{amount} incl. btw',
  'report.marginPercent': '{percent} van de omzet',
  'report.percentUnknown': 'geen omzet',
  'report.chartGroups': 'Omzet per omzetgroep',
  'report.chartPayments': 'Verdeling betaalmethoden',
  'report.noPayments': 'Geen betalingen',
  'report.directPaid': 'Direct betaald',
  'report.directPaidHint': 'Orders die op de dag van aankoop volledig zijn betaald.',
  'report.perRate': 'Per btw-tarief',
  'report.rate': 'Tarief',
  'report.net': 'Netto',
  'report.vat': 'Btw',
  'report.gross': 'Bruto',
  'report.total': 'Totaal',
  'report.rateNone': 'Geen btw (geen omzet)',
  'report.noRows': 'Geen regels',
  'report.paymentMethods': 'Betaalmethoden',
  'report.paymentMethod': 'Betaalmethode',
  'report.amount': 'Bedrag',
  'report.balanceOk': 'Klopt: betalingen {payments} = totaal {expected}',
  'report.balanceOff': 'Verschil {difference}: betalingen {payments}, verwacht {expected}',
  'report.notPaidNow': 'Niet direct betaald',
  'report.notPaidNowHint':
    'Orders die op de dag van aankoop niet volledig zijn betaald (op rekening).',
  'report.refunds': 'Terugbetaald',
  'report.refundsHint':
    'Achteraf op orders vastgelegde terugbetalingen, op de dag van terugbetalen, wanneer de order ook is verkocht.',
  'report.settlements': 'Latere betalingen en terugbetalingen',
  'report.settlementsHint':
    'Betalingen die niet bij het afrekenen zijn gedaan (een order op rekening later betaald, een deelbetaling, een terugbetaling), op de dag dat ze zijn gedaan.',
  'report.nonRevenue': 'Geen omzet',
  'report.giftCards': 'Cadeaubonnen',
  'report.tips': 'Fooien',
  'report.invoicePayments': 'Betalingen op factuur',
  'report.prepayments': 'Aanbetalingen',
  'report.turnoverByGroup': 'Omzet per groep en winkel',
  'report.group': 'Omzetgroep',
  'report.noGroup': 'Zonder omzetgroep',
  'report.empty': 'Geen omzet in deze periode',
  'report.emptyHint': 'Kies een andere periode of vestiging.',
};
const en: Record<ReportPrintWord, string> = {
  'report.title': 'Financial report',
  'report.print.account': 'Account',
  'report.location': 'Location',
  'report.allLocations': 'All locations',
  'range.label': 'Period',
  'report.periodDates': '{from} to {to}',
  'report.print.printedAt': 'Printed at',
  'report.revenue': 'Turnover',
  'report.sales': 'Sales',
  'report.returns': 'Returns',
  'report.differences': 'Cash differences',
  'report.differences.short': 'Cash short: taken off turnover',
  'report.differences.over': 'Cash over: added to turnover',
  'report.turnover': 'Turnover',
  'report.cost': 'Cost of goods',
  'report.margin': 'Margin',
  'report.inclVat': '{amount} incl. VAT',
  'report.marginPercent': '{percent} of turnover',
  'report.percentUnknown': 'no turnover',
  'report.chartGroups': 'Turnover by turnover group',
  'report.chartPayments': 'Payment method split',
  'report.noPayments': 'No payments',
  'report.directPaid': 'Paid directly',
  'report.directPaidHint': 'Orders paid in full on the day of purchase.',
  'report.perRate': 'Per VAT rate',
  'report.rate': 'Rate',
  'report.net': 'Net',
  'report.vat': 'VAT',
  'report.gross': 'Gross',
  'report.total': 'Total',
  'report.rateNone': 'No VAT (not turnover)',
  'report.noRows': 'No rows',
  'report.paymentMethods': 'Payment methods',
  'report.paymentMethod': 'Payment method',
  'report.amount': 'Amount',
  'report.balanceOk': 'Balances: payments {payments} = total {expected}',
  'report.balanceOff': 'Difference {difference}: payments {payments}, expected {expected}',
  'report.notPaidNow': 'Not paid now',
  'report.notPaidNowHint': 'Orders not paid in full on the day of purchase (on account).',
  'report.refunds': 'Refunds paid back',
  'report.refundsHint':
    'Refunds recorded on orders afterwards, on the day they were paid back, whenever the order was sold.',
  'report.settlements': 'Later payments and payouts',
  'report.settlementsHint':
    'Payments not made with the sale (an order on account paid later, a part payment, a refund paid back), on the day they were made.',
  'report.nonRevenue': 'Not turnover',
  'report.giftCards': 'Gift cards',
  'report.tips': 'Tips',
  'report.invoicePayments': 'Payments on invoice',
  'report.prepayments': 'Prepayments',
  'report.turnoverByGroup': 'Turnover by group and shop',
  'report.group': 'Turnover group',
  'report.noGroup': 'Without a turnover group',
  'report.empty': 'No turnover in this period',
  'report.emptyHint': 'Choose another period or location.',
};

export type ReportPrintWord = keyof typeof nl;

export const REPORT_PRINT_WORDS: Record<ExportLanguage, Record<ReportPrintWord, string>> = {
  nl,
  en,
};

/** The words of one language: a word by its key, its `{name}` placeholders filled. */
export type PrintWords = (key: ReportPrintWord, values?: Record<string, string>) => string;

export const printWordsIn =
  (lang: ExportLanguage): PrintWords =>
  (key, values) =>
    printWord(lang, key, values);

/** The word in the language, its `{name}` placeholders filled (as the renderer's `t` does). */
function printWord(
  lang: ExportLanguage,
  key: ReportPrintWord,
  values?: Record<string, string>,
): string {
  const template = REPORT_PRINT_WORDS[lang][key];
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
