/**
 * The export and the print of the screen in view, so a shortcut (Ctrl+E, Ctrl+P) or the
 * desktop menu (File → Export, File → Print) can start them. Each ExportButton and PrintButton
 * registers while it is mounted and enabled; the most recent one is the screen's.
 */
export type ScreenCommand = 'export' | 'print';

type Start = () => void;

const registered: Record<ScreenCommand, Start[]> = { export: [], print: [] };

export function registerCommand(command: ScreenCommand, start: Start): () => void {
  registered[command].push(start);
  return () => {
    const list = registered[command];
    const index = list.lastIndexOf(start);
    if (index >= 0) list.splice(index, 1);
  };
}

/** Starts the screen's command; false when the screen has none (or it is disabled now). */
export function runCommand(command: ScreenCommand): boolean {
  const start = registered[command].at(-1);
  start?.();
  return start !== undefined;
}
