/** The API keys screen, as the shell shows it. */
export { ApiKeysPage } from './Page.js';
