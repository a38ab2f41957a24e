/** The daily digest's settings, a part of the settings screen. */
export { DigestSettings } from './DigestSettings.js';
