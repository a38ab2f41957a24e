/** The ledger mapping screen; its query (the first-run checklist's) and the words of its keys. */
export { countryWords, paymentTypeWords, rateWords } from './labels.js';
export { LedgerMappingPage } from './Page.js';
export { ledgerMappingQueries } from './queries.js';
