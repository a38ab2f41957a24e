/**
 * A download as it is made, apart from how it is sent: its name, its media type and its bytes
 * (whole, or a stream written as its rows come). A route sends it (http/export/file-reply.ts);
 * the month pack writes the same bytes into its folder, so its files are the downloads' own.
 */
import type { Readable } from 'node:stream';

export interface FileAnswer {
  /** The download's name, with its extension. */
  fileName: string;
  mediaType: string;
  body: Buffer | string | Readable;
}
