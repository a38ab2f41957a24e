/** The VAT return screen, as the shell shows it. */
export { VatReturnPage } from './Page.js';
