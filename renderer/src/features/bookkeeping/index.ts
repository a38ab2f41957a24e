/** The bookkeeping screen, and what the start screen's bookkeeping line reads of it. */
export { yesterday } from './month.js';
export { BookkeepingPage } from './Page.js';
export { bookkeepingQueries } from './queries.js';
export { packageName } from './words.js';
