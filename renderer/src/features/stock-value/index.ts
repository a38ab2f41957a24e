/** The stock value screen, and its line on Today (the stock at the last snapshot). */
export { StockValuePage } from './Page.js';
export { StockValueLine } from './StockValueLine.js';
export { defaultStockDate } from './default-date.js';
