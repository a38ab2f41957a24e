/**
 * Lets the desktop menu's File → Export start this screen's export while `enabled`
 * (export-registry.ts keeps the one of the screen in view).
 */
import { useEffect, useRef } from 'react';
import { registerExport } from './export-registry.js';

export function useMenuExport(start: () => void, enabled: boolean): void {
  // The menu calls the latest `start`; a ref keeps the registration itself stable, so it is
  // not dropped and re-added (and moved in the registry's order) on every render.
  const latest = useRef(start);
  useEffect(() => {
    latest.current = start;
  });
  useEffect(() => {
    if (!enabled) return;
    return registerExport(() => latest.current());
  }, [enabled]);
}
