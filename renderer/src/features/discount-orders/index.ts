/** The discount orders screen, as the shell shows it. */
export { DiscountOrdersPage } from './Page.js';
