/** The reference lists screen, as the shell shows it. */
export { ReferencePage } from './Page.js';
