/**
 * The financial report screen; the drawer of the orders behind a figure (product sales opens
 * it on a product's turnover); the report's filter, which the journal and the VAT return share.
 */
export { FigureOrders } from './FigureOrders.js';
export { FinancialReportPage } from './Page.js';
export type { ReportFilter } from './queries.js';
