/** The settings screen, as the shell shows it (the settings themselves: app/settings-store.ts). */
export { SettingsPage } from './Page.js';
