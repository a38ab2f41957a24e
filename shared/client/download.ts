/** A streamed answer (a CSV export) with what its headers say about the file. */

export interface DownloadStream {
  body: ReadableStream<Uint8Array>;
  /** From Content-Disposition, when the service names the file. */
  fileName: string | null;
  contentType: string;
  /** Content-Length when known; streamed answers usually have none. */
  contentLength: number | null;
}

const FILE_NAME = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;

function fileNameOf(disposition: string | null): string | null {
  const match = disposition ? FILE_NAME.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export function downloadOf(response: Response): DownloadStream {
  const length = response.headers.get('Content-Length');
  // A bodiless answer (a 204) still reads as an empty stream: callers need no null check.
  const body =
    response.body ??
    new ReadableStream<Uint8Array>({
      start: (controller) => controller.close(),
    });
  return {
    body,
    fileName: fileNameOf(response.headers.get('Content-Disposition')),
    contentType: response.headers.get('Content-Type') ?? 'application/octet-stream',
    contentLength: length === null ? null : Number(length),
  };
}
