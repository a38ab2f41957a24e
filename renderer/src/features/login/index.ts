/** The login screen, shown until there is a session. */
export { LoginPage } from './Page.js';
