/**
 * The service's refusals in the user's words, by the error body's `code` (decision 0103),
 * Dutch and English side by side. `{name}` is filled from the refusal's `params`: `{field}`
 * with the screen's label of that field (`fields` below, or the form's own), a day in the
 * user's date style. A code not here is said by its status (lib/error-text.ts); the service's
 * English message stays behind "Technische details". Adding a new code's words is one entry
 * here, or in refusals-bookkeeping.ts for the bookkeeping package's
 * (test/unit-renderer/refusals.test.ts fails while a code the service answers has none).
 */
import { BOOKKEEPING_REFUSALS } from './refusals-bookkeeping.js';

/** A request the service could not read: the user cannot mend it, support can. */
const NOT_UNDERSTOOD = {
  nl: 'De service begreep de vraag niet. De technische details helpen de ondersteuning.',
  en: 'The service did not understand the request. The technical details help support.',
} as const;

export const REFUSALS = {
  invalid_field: {
    nl: 'Controleer “{field}”: die waarde klopt niet.',
    en: 'Check “{field}”: that value is not valid.',
  },
  missing_field: { nl: 'Vul “{field}” in.', en: 'Fill in “{field}”.' },
  unknown_field: {
    nl: 'De service kent het veld “{field}” niet. Vernieuw het scherm; blijft het, dan helpen de technische details de ondersteuning.',
    en: 'The service does not know the field “{field}”. Refresh the screen; if it persists, the technical details help support.',
  },
  repeated_field: {
    nl: '“{field}” is meer dan eens gegeven. Vernieuw het scherm en probeer het opnieuw.',
    en: '“{field}” was given more than once. Refresh the screen and try again.',
  },
  from_after_to: {
    nl: 'De begindatum ({from}) ligt na de einddatum ({to}). Kies een begindatum die eerder is.',
    en: 'The start date ({from}) is after the end date ({to}). Choose an earlier start date.',
  },
  wrong_password: {
    nl: 'Het wachtwoord klopt niet. Typ het wachtwoord waarmee je inlogt.',
    en: 'The password is not right. Type the password you log in with.',
  },
  folder_not_absolute: {
    nl: 'De map “{folder}” is geen volledig pad. Begin bij de schijf van de computer waarop de service draait, zoals {example}.',
    en: 'The folder “{folder}” is not a full path. Start at the disk of the computer the service runs on, such as {example}.',
  },
  folder_missing: {
    nl: 'De map “{folder}” bestaat niet.',
    en: 'The folder “{folder}” does not exist.',
  },
  not_a_folder: {
    nl: '“{folder}” is een bestand, geen map.',
    en: '“{folder}” is a file, not a folder.',
  },
  folder_not_writable: {
    nl: 'In de map “{folder}” kan niet worden geschreven.',
    en: 'The folder “{folder}” cannot be written to.',
  },
  disk_full: {
    nl: 'De schijf van de map “{folder}” is vol.',
    en: 'The disk of the folder “{folder}” is full.',
  },
  folder_not_allowed: {
    nl: 'Back-Office Desk mag niet in “{folder}” schrijven. Kies een map binnen de mappen die het mag gebruiken, of kies er een met Kiezen… in de desktop-app.',
    en: 'Back-Office Desk may not write into “{folder}”. Choose a folder inside those it may use, or pick one with Choose… in the desktop app.',
  },
  files_not_allowed: {
    nl: 'Je bent beperkt tot één vestiging: je mag geen bestanden op deze computer schrijven of een schema bijhouden. Download de exports, of vraag een manager.',
    en: 'You are limited to one location: you may not write files on this computer or keep a schedule. Download the exports instead, or ask a manager.',
  },
  files_exist: {
    nl: 'In de map staan al bestanden met deze namen.',
    en: 'The folder already has files of these names.',
  },
  name_taken: {
    nl: 'Een bestand in de map kan niet worden vervangen (het is een map, of een ander programma houdt het open). Er is niets veranderd.',
    en: 'A file in the folder cannot be replaced (it is a folder, or another program holds it). Nothing was changed.',
  },
  no_data: {
    nl: 'Er zijn geen orders of kassa-afsluitingen in deze periode.',
    en: 'There are no orders or till closings in this period.',
  },
  ledger_mapping_incomplete: {
    nl: 'Het memoriaal kan nog niet worden gemaakt: de grootboekkoppeling mist rekeningen voor deze periode.',
    en: 'The journal cannot be made yet: the ledger mapping lacks accounts for this period.',
  },
  month_pack_running: {
    nl: 'Er wordt al een pakket van je geschreven; wacht tot het klaar is.',
    en: 'A pack of yours is being written; wait for it to finish.',
  },
  digest_running: {
    nl: 'Er wordt al een ochtendoverzicht van je geschreven; wacht tot het klaar is.',
    en: 'A morning digest of yours is being written; wait for it to finish.',
  },
  schedule_credentials: {
    nl: 'Het schema kan niet als jou inloggen. Sla het opnieuw op met je wachtwoord.',
    en: 'The schedule cannot log in as you. Save it again with your password.',
  },
  vault_unavailable: {
    nl: 'De service kan geen gegevens veilig bewaren: er is geen sleutel ingesteld. Vraag de beheerder van de service.',
    en: 'The service cannot keep credentials safely: no key is set. Ask the service’s administrator.',
  },
  smtp_not_configured: {
    nl: 'Er is geen mailserver ingesteld: het overzicht komt alleen in de map. De beheerder van de service kan er een instellen.',
    en: 'No mail server is set up: the digest goes into the folder only. The service’s administrator can set one up.',
  },
  smtp_failed: {
    nl: 'De mailserver weigerde de mail of was niet bereikbaar.',
    en: 'The mail server refused the mail or could not be reached.',
  },
  no_email_address: {
    nl: 'Het platform kent geen e-mailadres van je, dus er kan geen mail naartoe.',
    en: 'The platform knows no e-mail address of yours, so no mail can go there.',
  },
  api_key_limit: {
    nl: 'Je hebt het hoogste aantal API-sleutels al. Trek er een in die je niet meer gebruikt.',
    en: 'You have the most API keys allowed. Revoke one you no longer use.',
  },
  webhook_paused: {
    nl: 'Deze webhook is gepauzeerd; hervat hem eerst.',
    en: 'This webhook is paused; resume it first.',
  },
  conflicts_with_account: {
    nl: 'De koppeling botst met wat het account al heeft.',
    en: 'The mapping clashes with what the account already has.',
  },
  rgs_code_kind: {
    nl: 'De RGS-code {code} past niet bij rekening {account}: de code van die rekening begint met {letter} (B voor de balans, W voor winst en verlies). Pas hem aan in de grootboekkoppeling.',
    en: 'The RGS code {code} does not fit account {account}: that account’s code begins with {letter} (B for the balance sheet, W for profit and loss). Change it in the ledger mapping.',
  },
  vat_accounts_differ: {
    nl: 'De btw-tarieven “{other_name}” en “{name}” zijn allebei btw-code {vat_code}, maar staan in de grootboekkoppeling op verschillende btw-rekeningen ({other_account} en {account}). Geef ze daar dezelfde rekening af te dragen btw.',
    en: 'The VAT rates “{other_name}” and “{name}” are both VAT code {vat_code}, but the ledger mapping posts them to different VAT accounts ({other_account} and {account}). Give them the same VAT payable account there.',
  },
  database_unavailable: {
    nl: 'De databaseserver is niet bereikbaar. Probeer het zo opnieuw.',
    en: 'The database server cannot be reached. Try again shortly.',
  },
  stopped: {
    nl: 'Gestopt voordat het klaar was: de service stopte. Er is niets in de map gezet.',
    en: 'Stopped before it was done: the service stopped. Nothing was put in the folder.',
  },
  interrupted: {
    nl: 'Onderbroken: de service stopte tijdens het schrijven. Er is niets in de map gezet.',
    en: 'Interrupted: the service stopped while writing. Nothing was put in the folder.',
  },
  tables_not_one_csv: {
    nl: 'Dit overzicht is meerdere tabellen: als CSV is het een zip met een bestand per tabel.',
    en: 'This overview is several tables: as CSV it is a zip of one file per table.',
  },
  method_not_supported: NOT_UNDERSTOOD,
  path_parameter_too_long: NOT_UNDERSTOOD,
  forbidden_field: NOT_UNDERSTOOD,
  unsupported_charset: NOT_UNDERSTOOD,
  invalid_text: {
    nl: '“{field}” bevat een teken dat niet bewaard kan worden ({character}). Haal het weg en probeer het opnieuw.',
    en: '“{field}” holds a character that cannot be kept ({character}). Remove it and try again.',
  },
  data_folder_lost: {
    nl: 'De service schrijft niet meer in zijn gegevensmap: die is verplaatst, verwijderd of door een andere service overgenomen. Er is niets veranderd. Start de app opnieuw.',
    en: 'The service no longer writes into its data folder: it was moved, removed or taken over by another service. Nothing was changed. Start the app again.',
  },
  read_model_unavailable: {
    nl: 'De gegevens van het platform zijn nu niet te lezen; de service haalt ze opnieuw op. Probeer het zo opnieuw.',
    en: 'The platform’s data cannot be read right now; the service is fetching it again. Try again shortly.',
  },
  stock_snapshots_unavailable: {
    nl: 'De voorraadwaarde komt uit de dagelijkse momentopnamen van de voorraad, en die bewaart de service in zijn eigen gegevens. Die staan nu uit of zijn niet te openen; start de service met zijn gegevens aan.',
    en: 'The stock value is made of the daily stock snapshots, which the service keeps in its own data. That data is off or cannot be opened now; start the service with its data on.',
  },
  email_not_usable: {
    nl: 'Je e-mailadres bij het platform is niet één adres waar mail naartoe kan. Vraag de beheerder van het platform het te verbeteren.',
    en: 'Your e-mail address at the platform is not one address mail can go to. Ask the platform’s administrator to correct it.',
  },
  finding_mismatch: {
    nl: 'Deze signalering is veranderd sinds het scherm haar toonde. Vernieuw het scherm en markeer haar opnieuw.',
    en: 'This exception has changed since the screen showed it. Refresh the screen and mark it again.',
  },
  folder_moved: {
    nl: 'De map “{folder}” is verplaatst of vervangen terwijl de bestanden werden gemaakt. Er is niets geschreven; kies de map opnieuw.',
    en: 'The folder “{folder}” was moved or replaced while the files were made. Nothing was written; choose the folder again.',
  },
  filing_period_invalid: {
    nl: '{from} tot en met {to} is geen aangifteperiode. Markeer een kalendermaand, een kwartaal of een kalenderjaar als aangegeven.',
    en: '{from} to {to} is not a VAT return period. Mark a calendar month, quarter or year as filed.',
  },
  filing_overlaps: {
    nl: 'Deze periode overlapt de aangegeven periode {from} tot en met {to}: de omzet van een dag wordt één keer aangegeven. Maak die aangifte eerst ongedaan als ze per vergissing is gemarkeerd.',
    en: 'This period overlaps the filed period {from} to {to}: a day’s turnover is filed once. Undo that filing first if it was marked by mistake.',
  },
  ...BOOKKEEPING_REFUSALS,
} as const satisfies Record<string, { nl: string; en: string }>;

export type RefusalCode = keyof typeof REFUSALS;

/**
 * The names of the service's fields as the screens call them, for `{field}` where a form names
 * none of its own.
 */
export const FIELDS = {
  time: { nl: 'Tijd', en: 'Time' },
  folder: { nl: 'Map', en: 'Folder' },
  password: { nl: 'Wachtwoord', en: 'Password' },
  reason: { nl: 'Reden', en: 'Reason' },
  name: { nl: 'Naam', en: 'Name' },
  from: { nl: 'Van', en: 'From' },
  to: { nl: 'Tot en met', en: 'To' },
  month: { nl: 'Maand', en: 'Month' },
  date: { nl: 'Datum', en: 'Date' },
  location_id: { nl: 'Vestiging', en: 'Location' },
} as const satisfies Record<string, { nl: string; en: string }>;

type Language = 'nl' | 'en';

/** The refusals' and fields' words of one language, as dictionary entries. */
export const refusalMessages = (language: Language) =>
  Object.fromEntries([
    ...Object.entries(REFUSALS).map(([code, words]) => [`refusal.${code}`, words[language]]),
    ...Object.entries(FIELDS).map(([name, words]) => [`field.${name}`, words[language]]),
  ]) as Record<`refusal.${RefusalCode}` | `field.${keyof typeof FIELDS}`, string>;
