/** The update notice (in the shell) and the updates part of the settings screen. */
export { UpdateNotice } from './UpdateNotice.js';
export { UpdatesSection } from './UpdatesSection.js';
