/**
 * The preload bridge (`window.backoffice`, typed in shared/backoffice-bridge.ts). It exists
 * only in the desktop app; in a plain browser every caller falls back to web behaviour.
 */
import type { BackofficeBridge } from '../../../shared/backoffice-bridge.js';

export type { BackofficeBridge };

declare global {
  // The renderer owns this declaration so shared/ stays free of the DOM.
  interface Window {
    backoffice?: BackofficeBridge;
  }
}

export const getBridge = (): BackofficeBridge | undefined => window.backoffice;
