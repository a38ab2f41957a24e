/** The product sales screen, as the shell shows it. */
export { ProductSalesPage } from './Page.js';
