/**
 * A module loaded the first time a request needs it, then kept. The spreadsheet writer, the
 * PDF library and the mail client are most of what the service would otherwise compile at
 * start (some 0.7 s of CPU of a 1.2 s start, with Node's compile cache) for answers most
 * sessions never ask for: a start that skips them opens the app and every test's service
 * sooner, and the first .xlsx, PDF or digest pays once.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
