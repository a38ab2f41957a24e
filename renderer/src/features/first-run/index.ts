/** The first-run checklist, shown on the start screen. */
export { FirstRunChecklist } from './FirstRunChecklist.js';
