/**
 * A PDF made whole in memory (a report's few pages) as a download. Everything was read before,
 * so a failure of the platform is a clean error answer, never half a file.
 */
import { PDF_MEDIA_TYPE } from '../../../../shared/api/common.js';
import type { FileAnswer } from './file-answer.js';

export const pdfFile = (options: { fileName: string; bytes: Uint8Array }): FileAnswer => ({
  fileName: options.fileName,
  mediaType: PDF_MEDIA_TYPE,
  body: Buffer.from(options.bytes),
});
