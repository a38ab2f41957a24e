/** The exceptions screen, and the sidebar's count of the recent exceptions not seen. */
export { ExceptionsPage } from './Page.js';
export { UNSEEN_WINDOW_DAYS } from './unseen.js';
export { useUnseenExceptions } from './use-unseen-exceptions.js';
