/**
 * The bookkeeping endpoints' refusals in the user's words, by their `code`: part of the
 * refusals of refusals.ts (which says how they are used), kept apart for their number.
 */
export const BOOKKEEPING_REFUSALS = {
  bookkeeping_not_connected: {
    nl: 'Er is nog geen boekhoudpakket gekoppeld.',
    en: 'No bookkeeping package is connected yet.',
  },
  bookkeeping_connection_whole_account: {
    nl: 'De koppeling, de gekoppelde rekeningen en het boekschema gelden voor het hele account: alleen wie niet aan één vestiging gebonden is, kan ze wijzigen.',
    en: 'The connection, the linked accounts and the posting schedule are the whole account’s: only someone not limited to one location can change them.',
  },
  bookkeeping_not_allowed: {
    nl: 'Deze API-sleutel mag de boekhoudkoppeling, de gekoppelde rekeningen en het boekschema niet wijzigen. Maak een sleutel met dat recht, of log in.',
    en: 'This API key may not change the bookkeeping connection, the linked accounts or the posting schedule. Make a key with that right, or log in.',
  },
  bookkeeping_day_not_over: {
    nl: '{day} is nog niet voorbij: een dag wordt geboekt als hij om is (middernacht). Je kunt tot en met {last} boeken.',
    en: '{day} is not over yet: a day is posted once it has ended (midnight). You can post up to {last}.',
  },
  bookkeeping_run_under_way: {
    nl: 'Er wordt al geboekt. Wacht tot dat klaar is, of stop het.',
    en: 'Posting is under way already. Wait for it, or stop it.',
  },
  bookkeeping_token_unreadable: {
    nl: 'Het bewaarde token kan niet meer worden geopend. Koppel opnieuw.',
    en: 'The kept token can no longer be opened. Connect again.',
  },
  bookkeeping_accounts_missing: {
    nl: 'Het pakket mist rekeningen of btw-codes, dus er is niets geboekt. Het scherm Boekhouding noemt ze.',
    en: 'The package lacks accounts or VAT codes, so nothing was posted. The Bookkeeping screen names them.',
  },
  bookkeeping_token_refused: {
    nl: 'Het pakket weigert dit token. Controleer het of maak een nieuw aan.',
    en: 'The package refuses this token. Check it, or make a new one.',
  },
  bookkeeping_token_permission: {
    nl: 'Het token mist een toestemming: maak in Moneybird een token met ‘Documenten’ aangevinkt.',
    en: 'The token lacks a permission: make a token in Moneybird with ‘Documents’ ticked.',
  },
  bookkeeping_subscription: {
    nl: 'Het abonnement van de administratie staat dit niet toe. Boeken is gestopt; pas het abonnement aan in het pakket.',
    en: 'The administration’s subscription does not allow this. Posting stopped; change the subscription in the package.',
  },
  bookkeeping_link_refused: {
    nl: 'Die rekening kan niet worden gekoppeld: het pakket heeft haar niet, of ze neemt geen memoriaalboekingen.',
    en: 'That account cannot be linked: the package lacks it, or it takes no memorial entries.',
  },
  bookkeeping_administration_unknown: {
    nl: 'De administratie bestaat niet (meer), of het token heeft er geen toegang toe.',
    en: 'The administration is not there (any more), or the token has no access to it.',
  },
  bookkeeping_unreachable: {
    nl: 'Het pakket antwoordt niet. Probeer het later opnieuw.',
    en: 'The package does not answer. Try again later.',
  },
  bookkeeping_rate_limited: {
    nl: 'Te veel verzoeken aan het pakket. Probeer het over een paar minuten opnieuw.',
    en: 'Too many requests to the package. Try again in a few minutes.',
  },
  bookkeeping_package_error: {
    nl: 'Het pakket gaf een antwoord dat de app niet begrijpt.',
    en: 'The package gave an answer the app does not understand.',
  },
} as const satisfies Record<string, { nl: string; en: string }>;
