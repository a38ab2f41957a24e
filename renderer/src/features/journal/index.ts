/** The journal screen, as the shell shows it. */
export { JournalPage } from './Page.js';
