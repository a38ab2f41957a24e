/**
 * The export of the screen in view, so the desktop menu's File → Export can start it. Each
 * ExportButton registers while mounted; the most recent one is the screen's.
 */
type StartExport = () => void;

const registered: StartExport[] = [];

export function registerExport(start: StartExport): () => void {
  registered.push(start);
  return () => {
    const index = registered.lastIndexOf(start);
    if (index >= 0) registered.splice(index, 1);
  };
}

export function startCurrentExport(): void {
  registered.at(-1)?.();
}
