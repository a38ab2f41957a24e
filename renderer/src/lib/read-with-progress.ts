/**
 * Reads a streamed CSV answer to its end while reporting how far it got, so a long export can
 * show bytes and rows as they arrive. Rows are counted as line breaks after the header line: a
 * line break inside a quoted cell counts too, which is close enough for a progress figure.
 */
interface ReadProgress {
  bytes: number;
  rows: number;
}

const NEWLINE = 10;

export function countNewlines(chunk: Uint8Array): number {
  let count = 0;
  for (const byte of chunk) if (byte === NEWLINE) count += 1;
  return count;
}

/** The chunks as they came (the save keeps the bytes exactly), after one report per chunk. */
export async function readWithProgress(
  body: ReadableStream<Uint8Array>,
  onProgress: (progress: ReadProgress) => void,
): Promise<Uint8Array[]> {
  const reader = body.getReader();
  const parts: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return parts;
    parts.push(value);
    bytes += value.byteLength;
    lines += countNewlines(value);
    // The header line is not a data row.
    onProgress({ bytes, rows: Math.max(0, lines - 1) });
  }
}
