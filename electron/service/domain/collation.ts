/**
 * The service's one collation for names and codes: Dutch rules, case-insensitive ("ideal"
 * ties with "iDEAL"; a caller breaks the tie), accents count, and digits compare as numbers
 * ("Kassa 2" before "Kassa 10", ledger code "900" before "8010").
 */
export const dutchCollator = new Intl.Collator('nl', { numeric: true, sensitivity: 'accent' });
