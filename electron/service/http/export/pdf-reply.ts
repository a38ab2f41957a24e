/**
 * Sends a PDF made whole in memory (a report's few pages) as a download. The route has read
 * everything before, so a failure of the platform is a clean error answer, never half a file.
 */
import type { FastifyReply } from 'fastify';
import { PDF_MEDIA_TYPE } from '../../../../shared/api/common.js';
import { attachmentHeader } from '../../domain/export/file-name.js';

export function sendPdf(
  reply: FastifyReply,
  options: { fileName: string; bytes: Uint8Array },
): FastifyReply {
  return reply
    .type(PDF_MEDIA_TYPE)
    .header('Content-Disposition', attachmentHeader(options.fileName))
    .header('Cache-Control', 'no-store')
    .send(Buffer.from(options.bytes));
}
