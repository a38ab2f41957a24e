import { getBridge } from './bridge.js';

export type SaveOutcome =
  | { kind: 'saved'; name: string }
  | { kind: 'downloaded'; name: string }
  | { kind: 'cancelled' };

/** Saves through the native save dialog in Electron, or as a download in a browser. */
export async function saveFile(
  name: string,
  mimeType: string,
  parts: readonly Uint8Array[],
): Promise<SaveOutcome> {
  // One buffer of the bytes as they came (BOM included): exactly what the service sent.
  const bytes = concat(parts);
  const bridge = getBridge();
  if (bridge) {
    const result = await bridge.saveFile(bytes, name);
    return result.status === 'saved' ? { kind: 'saved', name: result.path } : { kind: 'cancelled' };
  }
  const url = URL.createObjectURL(new Blob([bytes], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: Chromium reads the blob after the click event has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { kind: 'downloaded', name };
}

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((size, part) => size + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.byteLength;
  }
  return joined;
}
