/**
 * The names of downloads: the Content-Disposition, with a file name safe in any file system
 * and header, and the part that names a location.
 */

/** Letters, digits, dots, dashes; anything else becomes a dash. */
const safeFileName = (name: string): string => name.replace(/[^A-Za-z0-9._-]+/g, '-');

export const attachmentHeader = (fileName: string): string =>
  `attachment; filename="${safeFileName(fileName)}"`;

/** The end of an export's file name for one location; nothing for all. */
export const locationSuffix = (locationId: number | null): string =>
  locationId === null ? '' : `-location-${locationId}`;
