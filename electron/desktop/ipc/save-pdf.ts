/**
 * "Save as PDF" of the asking window: Chromium renders the page with its print stylesheet
 * (the report's A4 layout, no navigation or buttons) and the user picks where the file goes,
 * through the same guarded dialog as every export. Nothing is written when they cancel.
 */
import type { WebContents } from 'electron';
import type { SaveFileResult } from '../../../shared/ipc.js';
import { safeFileName, saveFile } from './save-file.js';

/** A suggested name that ends in .pdf, whatever the page suggested. */
export const pdfFileName = (suggested: string): string =>
  `${safeFileName(suggested).replace(/\.[^.]*$/, '')}.pdf`;

export async function savePdf(
  requester: WebContents,
  suggestedName: string,
): Promise<SaveFileResult> {
  const pdf = await requester.printToPDF({
    pageSize: 'A4',
    printBackground: true,
    // The stylesheet's @page rule (size and margins) decides, as it does for the browser's print.
    preferCSSPageSize: true,
  });
  return saveFile(new Uint8Array(pdf), pdfFileName(suggestedName), requester);
}
