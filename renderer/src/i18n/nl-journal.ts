/**
 * The journal's texts in Dutch, with those of posting it into a bookkeeping package
 * (nl-bookkeeping.ts); part of the dictionary in `nl.ts`.
 */
import { nlBookkeeping } from './nl-bookkeeping.js';

export const nlJournal = {
  ...nlBookkeeping,
  'nav.journal': 'Memoriaal',
  'journal.title': 'Memoriaal',
  'journal.entries': 'Boekingen (dagen)',
  'journal.totalDebit': 'Totaal debet',
  'journal.totalCredit': 'Totaal credit',
  'journal.hint':
    'Eén boeking per dag, op de rekeningen van de grootboekkoppeling. Elke boeking sluit op de cent en alles samen komt overeen met het financieel rapport van deze periode.',
  'journal.shownOf': 'Eerste {shown} van {total} dagen.',
  'journal.empty': 'Geen verkopen, betalingen of kassa-afsluitingen in deze periode.',
  'journal.account': 'Rekening',
  'journal.description': 'Omschrijving',
  'journal.vatCode': 'Btw-code',
  'journal.debit': 'Debet',
  'journal.credit': 'Credit',
  'journal.exported': 'Geëxporteerd {date}',
  'journal.waitingTitle': 'Gewijzigd na export: {count} dagen later te corrigeren',
  'journal.waitingTitle.one': 'Gewijzigd na export: {count} dag later te corrigeren',
  'journal.stockMissingTitle': 'Zonder voorraadmutatie: {count} maandeinden',
  'journal.stockMissingTitle.one': 'Zonder voorraadmutatie: {count} maandeinde',
  'journal.stockMissingHint':
    'De voorraadwaarde tegen kostprijs van deze dag of van het vorige maandeinde is niet bekend, dus boekt het memoriaal geen voorraadmutatie. Er is nog geen momentopname van de voorraad, of de dag is nog niet voorbij.',
  'journal.waitingHint':
    'Elke dag van deze periode is al geëxporteerd; de correctie wordt geboekt op de eerste nog niet geëxporteerde dag van een latere export.',
  'journal.leftOutTitle': 'Niet geboekt: {count} dagen die niet sluiten',
  'journal.leftOutTitle.one': 'Niet geboekt: {count} dag die niet sluit',
  'journal.leftOutHint':
    'Deze dagen staan niet in het memoriaal en er is niets bijgeboekt om ze te laten sluiten. Hun cijfers staan wel in het financieel rapport; los de oorzaak op in het kassasysteem of boek ze zelf.',
  'journal.leftOut.payment_method_without_type':
    'een betaalmethode zonder betaalsoort, dus zonder tussenrekening.',
  'journal.leftOut.payments_differ':
    'de betalingen wijken af van wat de betaalde orders opbrachten.',
  'journal.leftOut.vat_without_rate': 'btw op omzetregels zonder btw-tarief.',
  'journal.leftOut.non_revenue_without_kind': 'niet-omzetregels van onbekende soort.',
  'journal.leftOut.rounding': 'bedragen in fracties van een cent sluiten afgerond niet.',
  'journal.gapTitle': 'De grootboekkoppeling is niet compleet voor deze periode',
  'journal.mappingAtOdds': 'Eén btw-code staat in de grootboekkoppeling op twee btw-rekeningen',
  'journal.gapHint': 'Deze cijfers hebben nog geen grootboekrekening; er wordt niets geraden:',
  'journal.missing.revenue': 'Omzetrekening van omzetgroep {name}',
  'journal.missing.vat': 'Rekening af te dragen btw, {name}',
  'journal.missing.oss': 'Rekening af te dragen btw OSS voor {name}',
  'journal.missing.clearing': 'Tussenrekening van betaalsoort {name}',
  'journal.missing.debtors': 'Rekening debiteuren',
  'journal.missing.cash_differences': 'Rekening kasverschillen',
  'journal.missing.gift_cards': 'Rekening cadeaubonnen (schuld)',
  'journal.missing.tips': 'Rekening fooien',
  'journal.missing.prepayments': 'Rekening vooruitontvangen bedragen',
  'journal.missing.cross_posting': 'Rekening kruisposten (e-Boekhouden)',
  'journal.missing.stock': 'Voorraadrekening',
  'journal.missing.cost_of_sales': 'Rekening kostprijs verkopen',
  'journal.openMapping': 'Grootboekkoppeling openen',
} as const;
