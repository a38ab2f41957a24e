/**
 * Lets a shortcut or the desktop menu start this screen's export or print while `enabled`
 * (screen-commands.ts keeps the one of the screen in view).
 */
import { useEffect, useRef } from 'react';
import { registerCommand, type ScreenCommand } from './screen-commands.js';

export function useScreenCommand(command: ScreenCommand, start: () => void, enabled: boolean) {
  // The registry calls the latest `start`; a ref keeps the registration itself stable, so it
  // is not dropped and re-added (and moved in the registry's order) on every render.
  const latest = useRef(start);
  useEffect(() => {
    latest.current = start;
  });
  useEffect(() => {
    if (!enabled) return;
    return registerCommand(command, () => latest.current());
  }, [command, enabled]);
}
