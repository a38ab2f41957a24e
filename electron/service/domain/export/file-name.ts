/**
 * The Content-Disposition of a download, with a file name safe in any file system and header.
 * The names themselves are the endpoints' (shared/api/download-names.ts, by way of the endpoint
 * table in shared/api/endpoints.ts).
 */

/** Letters, digits, dots, dashes; anything else becomes a dash. */
const safeFileName = (name: string): string => name.replace(/[^A-Za-z0-9._-]+/g, '-');

export const attachmentHeader = (fileName: string): string =>
  `attachment; filename="${safeFileName(fileName)}"`;
