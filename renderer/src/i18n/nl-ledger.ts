/** The ledger mapping screen's texts in Dutch; part of the dictionary in `nl.ts`. */
import { rateKindHeading } from '../../../shared/vat-rate-kinds.js';
import {
  BY_METHOD_WORDS,
  OTHER_TYPE_WORDS,
  PAYMENT_TYPE_WORDS,
} from '../../../shared/payment-type-words.js';
export const nlLedger = {
  // A soft hyphen: in the sidebar the word breaks as Grootboek-koppeling rather than make the
  // list scroll sideways; names and searches ignore it.
  'nav.ledgerMapping': 'Grootboek\u00ADkoppeling',
  'ledger.title': 'Grootboekkoppeling',
  'ledger.intro':
    'Naar welke grootboekrekeningen het memoriaal de cijfers van het financieel rapport boekt. Eén koppeling voor account {account}, voor alle gebruikers.',
  'ledger.save': 'Opslaan',
  'ledger.saving': 'Opslaan…',
  'ledger.discard': 'Wijzigingen terugdraaien',
  'ledger.unsaved': 'Niet opgeslagen wijzigingen',
  'ledger.savedAt': 'Opgeslagen {time}',
  'ledger.neverSaved': 'Nog nooit opgeslagen',
  'ledger.readOnlyTag': 'Alleen lezen',
  'ledger.readOnly':
    'Je bent beperkt tot één vestiging: je kunt de koppeling bekijken, maar niet wijzigen. Een gebruiker zonder vestigingsbeperking kan dat wel.',
  'ledger.company': 'Bedrijf',
  'ledger.companyHint': 'Naam en btw-nummer staan in de kop van het XAF-auditbestand.',
  'ledger.companyName': 'Statutaire naam',
  'ledger.vatNumber': 'Btw-identificatienummer',
  'ledger.revenue': 'Omzet per omzetgroep',
  'ledger.revenueHint':
    'De omzet exclusief btw, per omzetgroep gecrediteerd. Een groep zonder eigen rekening boekt op zijn groepscode.',
  'ledger.noGroupsOffered':
    'Het platform van dit account levert geen lijst met omzetgroepen, dus die staan hier niet. Omzet zonder omzetgroep is wel te koppelen.',
  'ledger.noGroup': 'Omzet zonder omzetgroep',
  'ledger.col.group': 'Omzetgroep',
  'ledger.col.code': 'Groepscode',
  'ledger.col.account': 'Grootboekrekening',
  'ledger.col.status': 'Status',
  'ledger.col.role': 'Rol',
  'ledger.source.set': 'Ingesteld',
  'ledger.source.default': 'Standaard',
  'ledger.source.missing': 'Ontbreekt',
  'ledger.source.optional': 'Optioneel',
  'ledger.vat': 'Af te dragen btw per tarief',
  'ledger.vatHint': 'De btw over de omzet, per tarief gecrediteerd.',
  'ledger.col.rate': 'Tarief',
  'ledger.zeroRate': 'niet nodig',
  'ledger.addRate': 'Ander tarief toevoegen',
  'ledger.addRateChoose': 'Kies een tarief…',
  'ledger.addRateButton': 'Toevoegen',
  'ledger.addRateHint':
    'Voor orders met een oud tarief. Het tarief van een ander EU-land boekt op de OSS-rekening van dat land (hieronder).',
  'ledger.clearing': 'Ontvangsten per betaalsoort',
  'ledger.clearingHint':
    'Wat per betaaltype is ontvangen, gedebiteerd op een tussenrekening (kas, pin, bank) die je afstemt met je afschriften.',
  'ledger.clearingEmpty': 'Dit account heeft geen betaalmethoden.',
  'ledger.col.method': 'Betaalmethode',
  'ledger.type.Cash': PAYMENT_TYPE_WORDS.Cash.nl,
  'ledger.type.Pin': PAYMENT_TYPE_WORDS.Pin.nl,
  'ledger.type.Web': PAYMENT_TYPE_WORDS.Web.nl,
  'ledger.type.OnlineGiftCard': PAYMENT_TYPE_WORDS.OnlineGiftCard.nl,
  'ledger.type.ExternalGiftCard': PAYMENT_TYPE_WORDS.ExternalGiftCard.nl,
  'ledger.type.OnAccount': PAYMENT_TYPE_WORDS.OnAccount.nl,
  'ledger.type.BankTransfer': PAYMENT_TYPE_WORDS.BankTransfer.nl,
  'ledger.type.Returns': PAYMENT_TYPE_WORDS.Returns.nl,
  'ledger.type.PaymentBalance': PAYMENT_TYPE_WORDS.PaymentBalance.nl,
  'ledger.type.Imported': PAYMENT_TYPE_WORDS.Imported.nl,
  'ledger.type.Dummy': PAYMENT_TYPE_WORDS.Dummy.nl,
  'ledger.type.byMethod': BY_METHOD_WORDS.nl,
  'ledger.type.other': OTHER_TYPE_WORDS.nl,
  'ledger.rateWords.high': `${rateKindHeading('nl', 'high')} {rate}`,
  'ledger.rateWords.low': `${rateKindHeading('nl', 'low')} {rate}`,
  'ledger.rateWords.other': `${rateKindHeading('nl', 'other')} {rate}`,
  'ledger.rateWords.zero': `${rateKindHeading('nl', 'zero')} {rate}`,
  'ledger.rateWords.foreign': '{country} {rate}',
  'ledger.rateWords.unknown': 'Tarief {id}',
  'ledger.col.platformName': 'Naam op het platform',
  'ledger.col.type': 'Soort',
  'ledger.accounts': 'Vaste rekeningen',
  'ledger.accountsHint': 'Eén rekening per rol.',
  'ledger.role.debtors': 'Debiteuren',
  'ledger.role.debtors.hint':
    'Op rekening verkocht (niet direct betaald), betalingen op facturen en achteraf geboekte terugbetalingen.',
  'ledger.role.cash_differences': 'Kasverschillen',
  'ledger.role.cash_differences.hint': 'Tekort of overschot bij het tellen van de kas.',
  'ledger.role.gift_cards': 'Uitstaande cadeaukaarten',
  'ledger.role.gift_cards.hint': 'Verkochte cadeaukaarten: een schuld tot ze zijn ingewisseld.',
  'ledger.role.tips': 'Fooien',
  'ledger.role.tips.hint': 'Ontvangen fooien, nog af te dragen aan het personeel.',
  'ledger.role.prepayments': 'Vooruitontvangen bedragen',
  'ledger.role.prepayments.hint': 'Aanbetalingen op orders die nog geleverd worden.',
  'ledger.role.cross_posting': 'Kruisposten (memoriaal)',
  'ledger.role.cross_posting.hint':
    'Alleen voor e-Boekhouden: elke dag wordt ertegen geboekt en ze sluit op nul, bijvoorbeeld 2000.',
  'ledger.role.stock': 'Voorraad',
  'ledger.role.stock.hint':
    'Niet verplicht. Met kostprijs verkopen erbij boekt het memoriaal op de laatste dag van elke maand de voorraadmutatie tegen kostprijs.',
  'ledger.role.cost_of_sales': 'Kostprijs verkopen',
  'ledger.role.cost_of_sales.hint':
    'Niet verplicht. De tegenrekening van de voorraadmutatie: wat je verkochte voorraad kostte.',
  'ledger.missing.title': 'Nog te koppelen ({count})',
  'ledger.missing.hint':
    'Het memoriaal slaat geen periode over: het weigert er een die een van deze nodig heeft.',
  'ledger.missing.none': 'Alles is gekoppeld, elke rekening met haar RGS-code.',
  'ledger.missing.noneSoFar':
    'Alles uit de gelezen maanden is gekoppeld; wat de maanden die nog komen gebruiken, staat hier zodra ze gelezen zijn.',
  'ledger.stillReading':
    'Gegevens voorbereiden: nog {count} maanden worden gelezen. Tarieven en betaalsoorten die alleen daarin voorkomen, staan hier zodra ze gelezen zijn.',
  'ledger.stillReading.one':
    'Gegevens voorbereiden: nog {count} maand wordt gelezen. Tarieven en betaalsoorten die alleen daarin voorkomen, staan hier zodra die gelezen is.',
  'ledger.stillReading.lookAgain': 'Opnieuw kijken',
  'ledger.missing.rgsOnly':
    'Elk bedrag heeft een rekening. Nog zonder RGS-code: {count} rekeningen; de XAF 4.0-auditfile vraagt erom (zie RGS-codes per rekening).',
  'ledger.missing.rgsOnly.one':
    'Elk bedrag heeft een rekening. Nog zonder RGS-code: {count} rekening; de XAF 4.0-auditfile vraagt erom (zie RGS-codes per rekening).',
  'ledger.error.title': 'Niet opgeslagen.',
  'ledger.error.field': 'Eén veld klopt niet; het is hieronder rood gemarkeerd.',
  'ledger.error.goToField': 'Naar het veld',
  'ledger.error.forbidden':
    'Je mag de koppeling niet wijzigen, omdat je beperkt bent tot één vestiging.',
  'ledger.problem.empty': 'Mag niet leeg zijn.',
  'ledger.problem.tooLong': 'Ten hoogste {max} tekens.',
  'ledger.problem.spaces': 'Geen spatie aan het begin of eind.',
  'ledger.problem.control': 'Bevat een onzichtbaar stuurteken; typ de code opnieuw.',
  'ledger.problem.vatNumber': 'Een Nederlands btw-nummer, zoals NL123456789B01.',
  'ledger.problem.twice': 'Staat twee keer in de koppeling.',
  'ledger.problem.unknown': 'Hoort niet bij dit account.',
  'ledger.problem.vatOnly':
    'Rekening {code} is ook in gebruik voor {others}. Een btw-rekening is alleen voor btw.',
  'ledger.problem.revenueOnly':
    'Rekening {code} is ook in gebruik voor {others}. Een omzetrekening is alleen voor omzet.',
  'ledger.problem.cashOnly':
    'Rekening {code} is ook in gebruik voor {others}. De rekening voor kasverschillen is alleen daarvoor.',
  'ledger.oss': 'Af te dragen btw per EU-land (OSS)',
  'ledger.ossHint':
    'Verkopen tegen het tarief van een ander EU-land horen niet in je Nederlandse aangifte maar in de OSS-aangifte van dat land: hun btw wordt per land op deze rekening gecrediteerd. Het memoriaal vraagt om een land zodra een periode er verkopen in heeft.',
  'ledger.ossRow': 'OSS-btw {country}',
  'ledger.col.country': 'Land',
  'ledger.addCountry': 'Ander EU-land (OSS)',
  'ledger.addCountryChoose': 'Kies een land…',
  'ledger.addCountryButton': 'Land toevoegen',
  'ledger.rgs': 'RGS-codes per rekening',
  'ledger.rgsHint':
    'De code uit het Referentie Grootboekschema (RGS 3) van elke rekening; de XAF 4.0-auditfile vermeldt hem per grootboekrekening. De gebruikelijke code staat grijs in het veld; nieuwe rekeningen verschijnen hier na opslaan.',
  'ledger.rgsRow': 'RGS-code van rekening {account}',
  'ledger.col.uses': 'Gebruikt voor',
  'ledger.col.rgs': 'RGS-code',
  'ledger.rgsMissing': '{count} rekeningen zonder RGS-code: {accounts}.',
  'ledger.rgsMissing.one': '{count} rekening zonder RGS-code: {accounts}.',
  'ledger.rgsAllSet': 'Elke rekening heeft een RGS-code.',
  'ledger.rgsFillAll': 'Gebruikelijke code invullen ({count})',
  'ledger.rgsNoSuggestion': 'geen voorstel',
  'ledger.rgsUnused': 'niet meer in gebruik',
  'ledger.problem.ossOnly':
    'Rekening {code} is ook in gebruik voor {others}. Houd OSS-btw apart van de btw van je Nederlandse aangifte.',
  'ledger.problem.rgsKind':
    'Deze rekening vraagt een RGS-code die met {letter} begint (B voor de balans, W voor winst en verlies).',
  'ledger.problem.rgsCode': 'Een RGS-code zoals WOmzNopOlh: B of W, dan letters en cijfers.',
  'ledger.problem.notNl':
    'Nederland heeft geen OSS-rekening: Nederlandse btw hoort bij de tarieven hierboven.',
  'ledger.problem.oneVatAccount':
    'Hetzelfde tarief als “{other}” ({rate}), maar dat staat op rekening {account}. Eén tarief heeft één btw-rekening: geef beide dezelfde rekening.',
  'ledger.problem.other': 'Deze waarde klopt niet voor dit veld.',
} as const;
