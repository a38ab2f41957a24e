/** The till closings screen, as the shell shows it. */
export { DayClosingsPage } from './Page.js';
