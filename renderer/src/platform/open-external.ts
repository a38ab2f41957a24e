import { getBridge } from './bridge.js';

/**
 * Opens a back-office link in the user's own browser. In Electron the main process vets the
 * URL; in a browser a new tab without an opener keeps the link from reaching back into us.
 */
export function openExternal(url: string): void {
  const bridge = getBridge();
  if (!bridge) {
    window.open(url, '_blank', 'noopener,noreferrer');
    return;
  }
  bridge
    .openExternal(url)
    .then((opened) => {
      if (!opened) console.warn('the desktop app refused to open', url);
    })
    .catch((error: unknown) => console.warn('could not open link', error));
}
