/** The start screen, as the shell shows it. */
export { TodayPage } from './Page.js';
